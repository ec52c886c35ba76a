// Subscription shapes (docs/api.md#subscription) and the price and trial length. The purchase body's schema is
// in schemas/subscription.ts.
import type { SubscriptionStatus } from './user';

export const FREE_TRIAL_ORDER_ID = 'free-trial';

export interface Payment {
  amount: string;
  currency: string;
  paidAt: string;
  reference: string;
}

/** The period the dates describe: the free trial or a paid year; null before either. */
export type SubscriptionPlan = 'trial' | 'annual' | null;

export interface SubscriptionDetails {
  status: SubscriptionStatus;
  plan: SubscriptionPlan;
  startDate: string | null;
  endDate: string | null;
  daysRemaining: number;
  autoRenew: boolean;
  payments: Payment[];
}

export interface PublicConfig {
  paypalClientId: string;
  paypalPlanId: string;
  supportEmail: string;
  supportPhone: string;
  counts: { commercial: number; charter: number; helicopter: number };
  /** Companies a report reaches by e-mail through AirDesk, and those reached through their own form. */
  channels: { email: number; form: number };
  /** Companies whose home country has an official body that takes passengers' complaints up (complaint routes). */
  routes: { companies: number };
  /** The company that runs AirDesk (OPERATOR_NAME, OPERATOR_ADDRESS); empty strings where not configured. */
  operator: { name: string; address: string };
}
