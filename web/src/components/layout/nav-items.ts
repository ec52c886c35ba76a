// The account links of the header and the mobile menu (docs/product.md#layout).
import type { User } from '@contracts';
import { PATHS } from '../../config/paths';

export interface NavItem {
  label: string;
  to: string;
}

export function accountItems(user: User): NavItem[] {
  return [
    ...(user.isAdmin ? [{ label: 'Admin Dashboard', to: PATHS.admin }] : []),
    { label: 'Subscription Details', to: PATHS.subscription },
    { label: 'Payment Methods', to: PATHS.paymentMethods },
    { label: 'Cancel Subscription', to: PATHS.cancelSubscription },
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
    { label: 'Home', to: PATHS.home },
    { label: 'Airline Directory', to: PATHS.directory },
    { label: 'Report a Problem', to: PATHS.reportProblem },
    ...(user ? [{ label: 'Problem Management', to: PATHS.problemManagement }] : []),
    { label: 'How It Works', to: PATHS.howItWorks },
    { label: 'Airline Problems', to: PATHS.airlineProblems },
  ];
}
