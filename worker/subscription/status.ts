// Access is computed when read, from the stored status and the end date, so an expired trial loses
// access on time with no job having run: a missed or late cron run can never leave an ended trial open.
import type { UserRow } from '../../schema';
import type { SubscriptionPlan, SubscriptionStatus, User } from '../contracts';
import type { Config } from '../config';

export function effectiveStatus(u: UserRow, nowMs = Date.now()): SubscriptionStatus {
  return u.suspended ? 'suspended' : planStatus(u, nowMs);
}

/**
 * The subscription's own status, suspension aside: a suspended account may still cancel what it holds
 * (a PayPal subscription would otherwise go on billing an account that cannot use the app).
 */
export function planStatus(u: UserRow, nowMs = Date.now()): SubscriptionStatus {
  const stored = u.subscriptionStatus;
  if (
    (stored === 'trial' || stored === 'active' || stored === 'canceled') &&
    (!u.subscriptionEndDate || Date.parse(u.subscriptionEndDate) <= nowMs)
  ) {
    return 'expired';
  }
  return stored;
}

/**
 * What the dates describe: a paid year (a PayPal subscription is linked), the free trial, or nothing yet. A
 * cancelled or expired trial stays a trial, so the pages can say so (docs/decisions.md#j7).
 */
export const planOf = (u: UserRow): SubscriptionPlan =>
  u.subscriptionStatus === 'none' ? null : u.paypalSubscriptionId ? 'annual' : 'trial';

/** Trial, paid, or cancelled but still inside the period already granted. */
export const hasAccess = (u: UserRow, nowMs = Date.now()) => {
  const s = effectiveStatus(u, nowMs);
  return s === 'trial' || s === 'active' || s === 'canceled';
};

/** Admin rights: the role read from D1, and not suspended (a suspension ends every admin right). */
export const isActiveAdmin = (u: UserRow) => u.isAdmin && !u.suspended;

/** The account named by OWNER_EMAIL, whatever its role: no other administrator may suspend it. */
export const isOwnerAccount = (u: UserRow, config: Pick<Config, 'ownerEmail'>) =>
  config.ownerEmail !== '' && u.username === config.ownerEmail;

/** The owner's rights (Redeploy): the owner account while it is an active administrator. */
export const isOwner = (u: UserRow, config: Pick<Config, 'ownerEmail'>) =>
  isActiveAdmin(u) && isOwnerAccount(u, config);

export function toUserView(u: UserRow, config: Pick<Config, 'ownerEmail'>, nowMs = Date.now()): User {
  return {
    id: u.id,
    username: u.username,
    email: u.email,
    isAdmin: isActiveAdmin(u),
    isOwner: isOwner(u, config),
    subscribed: hasAccess(u, nowMs),
    subscriptionStatus: effectiveStatus(u, nowMs),
    subscriptionEndDate: u.subscriptionEndDate,
    autoRenew: u.autoRenew,
    trialUsed: u.trialUsed,
    language: u.language,
  };
}
