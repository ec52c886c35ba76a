import { LANGUAGES, type Language } from './languages';

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
  /** The language of the mails AirDesk sends this user (docs/api.md#languages). */
  language: Language;
}

export const USER_MSG = {
  language: `Language must be one of: ${LANGUAGES.join(', ')}.`,
} as const;
