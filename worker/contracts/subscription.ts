import { z } from 'zod';
import type { SubscriptionStatus } from './user';

export const FREE_TRIAL_ORDER_ID = 'free-trial';

export const purchaseBody = z.object({
  orderId: z
    .string({ error: 'orderId is required' })
    .trim()
    .min(1, 'orderId is required')
    .max(64, 'orderId is not a valid subscription id')
    .regex(/^[A-Za-z0-9-]+$/, 'orderId is not a valid subscription id'),
});

export interface Payment {
  amount: string;
  currency: string;
  paidAt: string;
  reference: string;
}

export interface SubscriptionDetails {
  status: SubscriptionStatus;
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
}
