// Access is computed when read, from the stored status and the end date, so an expired trial loses
// access on time with no job having run (issue 2, point 7).
import type { UserRow } from '../../schema';
import type { SubscriptionStatus, User } from '../contracts';
import type { Bindings } from '../env';

export function effectiveStatus(u: UserRow, nowMs = Date.now()): SubscriptionStatus {
  if (u.suspended) return 'suspended';
  const stored = u.subscriptionStatus as SubscriptionStatus;
  if ((stored === 'trial' || stored === 'active' || stored === 'canceled') && (!u.subscriptionEndDate || Date.parse(u.subscriptionEndDate) <= nowMs)) {
    return 'expired';
  }
  return stored;
}

/** Trial, paid, or cancelled but still inside the period already granted. */
export const hasAccess = (u: UserRow, nowMs = Date.now()) => {
  const s = effectiveStatus(u, nowMs);
  return s === 'trial' || s === 'active' || s === 'canceled';
};

export const isOwner = (u: UserRow, env: Bindings) =>
  u.isAdmin && !!env.OWNER_EMAIL && u.username === env.OWNER_EMAIL.trim().toLowerCase();

export function toUserView(u: UserRow, env: Bindings, nowMs = Date.now()): User {
  return {
    id: u.id,
    username: u.username,
    email: u.email,
    isAdmin: u.isAdmin,
    isOwner: isOwner(u, env),
    subscribed: hasAccess(u, nowMs),
    subscriptionStatus: effectiveStatus(u, nowMs),
    subscriptionEndDate: u.subscriptionEndDate,
    autoRenew: u.autoRenew,
    trialUsed: u.trialUsed,
  };
}
