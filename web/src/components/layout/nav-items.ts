// The account links of the header and the mobile menu (docs/product.md#layout).
import type { User } from '@contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PATHS } from '../../config/paths';

export interface NavItem {
  label: MessageDescriptor;
  to: string;
  /** A section of the page (its element id): the link opens the page there. */
  hash?: string;
}

/** The "Your data" card of the subscription details page (docs/decisions.md#your-data): its element id. */
export const YOUR_DATA_ID = 'your-data';

/** A nav item's address, with its section when it has one (also its React key). */
export const navHref = (i: NavItem) => (i.hash ? `${i.to}#${i.hash}` : i.to);

export function accountItems(user: User): NavItem[] {
  return [
    ...(user.isAdmin ? [{ label: msg`Admin Dashboard`, to: PATHS.admin }] : []),
    { label: msg`Subscription Details`, to: PATHS.subscription },
    { label: msg`Your data`, to: PATHS.subscription, hash: YOUR_DATA_ID },
    { label: msg`Payment Methods`, to: PATHS.paymentMethods },
    { label: msg`Cancel Subscription`, to: PATHS.cancelSubscription },
  ];
}

const WORK_PATHS: readonly string[] = [PATHS.directory, PATHS.reportProblem, PATHS.problemManagement];

/**
 * The traveller's work, first in the signed-in header (docs/decisions.md#j2): the directory, Report a Problem and
 * their reports, named as in the service's list below.
 */
export const workItems = (user: User) => serviceItems(user).filter((i) => WORK_PATHS.includes(i.to));

/** The service's own pages, listed in the mobile menu and the footer. */
export function serviceItems(user: User | null): NavItem[] {
  return [
    { label: msg`Home`, to: PATHS.home },
    { label: msg`Airline Directory`, to: PATHS.directory },
    { label: msg`Report a Problem`, to: PATHS.reportProblem },
    ...(user ? [{ label: msg`Problem Management`, to: PATHS.problemManagement }] : []),
    { label: msg`How It Works`, to: PATHS.howItWorks },
    { label: msg`Airline Problems`, to: PATHS.airlineProblems },
  ];
}
