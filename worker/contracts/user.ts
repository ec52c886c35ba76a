export const SUBSCRIPTION_STATUSES = ['none', 'trial', 'active', 'canceled', 'expired', 'suspended'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** The user object (docs/api.md#user). */
export interface User {
  id: number;
  username: string;
  email: string;
  isAdmin: boolean;
  isOwner: boolean;
  subscribed: boolean;
  subscriptionStatus: SubscriptionStatus;
  subscriptionEndDate: string | null;
  autoRenew: boolean;
  trialUsed: boolean;
}
