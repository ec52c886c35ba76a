// Admin dashboard shapes (API.md "Admin", PRODUCT.md points 8 and 9).
import { z } from 'zod';
import { limitParam, pageParam } from './common';

/**
 * Statuses a subscriber row can show. The list holds accounts that ever started a trial or subscription
 * (or are suspended); "none" appears only in the answer to reactivating an account that never subscribed.
 */
export const SUBSCRIBER_STATUSES = ['active', 'trial', 'canceled', 'expired', 'suspended', 'none'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

export interface SubscriberRow {
  id: number;
  username: string;
  email: string;
  status: SubscriberStatus;
  /** When the current subscription or trial started. */
  subscriptionDate: string | null;
  /** When PayPal bills next: only for an active, auto-renewing subscription. */
  nextBilling: string | null;
}

export interface SubscriberList {
  subscribers: SubscriberRow[];
  total: number;
}

/** One figure over the last 30 days against the 30 days before. changePercent is null when there is no base. */
export interface Trend {
  last30Days: number;
  previous30Days: number;
  changePercent: number | null;
}

export interface AdminStats {
  /** Paid accounts (a recorded payment) that have access now. */
  totalSubscribers: number;
  /** Trials that have access now. */
  activeTrials: number;
  /** Recorded payments of the last 30 days, USD. */
  monthlyRevenue: number;
  problemReportsCount: number;
  /** A projection: reports x REPORT_FEE_USD. No user is ever charged per report. */
  problemReportsRevenue: number;
  /** Every recorded payment, USD. */
  totalRevenue: number;
  reportFeeUsd: number;
  /** Contact corrections waiting for an admin. */
  openCorrections: number;
  trends: {
    revenue: Trend;
    /** Paid activations (first payments of a subscription). */
    newSubscribers: Trend;
    problemReports: Trend;
    /** New accounts. */
    signups: Trend;
  };
}

export interface RedeployResult {
  message: string;
}

/** The admin's subscriber list: rows per page when the SPA does not ask for another number. */
export const SUBSCRIBERS_PAGE_SIZE = 10;

export const subscriberListQuery = z.object({
  page: pageParam,
  limit: limitParam(100).default(SUBSCRIBERS_PAGE_SIZE),
});
