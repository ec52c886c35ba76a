// Admin dashboard shapes (docs/api.md#admin, docs/decisions.md#p8 and #p9).
import type { SubscriptionStatus } from './user';
import type { AirlineCategory, Channel } from './directory';

/**
 * The status a subscriber row shows: an account's subscription status. The list holds accounts that ever
 * started a trial or subscription (or are suspended); "none" appears only in the answer to reactivating an
 * account that never subscribed.
 */
export type SubscriberStatus = SubscriptionStatus;

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

/** What became of a Redeploy request, as the audit table keeps it. */
export const REDEPLOY_OUTCOMES = ['accepted', 'failed', 'not_configured', 'forbidden'] as const;

export interface RedeployResult {
  message: string;
}

/** The admin's subscriber list: rows per page when the SPA does not ask for another number. */
export const SUBSCRIBERS_PAGE_SIZE = 10;

// The operator's to-do list (docs/api.md#the-directory-learns): the companies without a channel of their own.
export const COVERAGE_PAGE_SIZE = 20;
/** Reports filed in this many days rank a company on the list. */
export const COVERAGE_REPORT_DAYS = 90;

export interface CoverageCompany {
  id: number;
  name: string;
  category: AirlineCategory;
  country: string;
  channel: Channel;
  /** Reports filed to it in the last 90 days. */
  reports90d: number;
  /** ISO 8601 of its latest report ever, null when none. */
  lastReportAt: string | null;
  /** Its place among the largest airlines by passengers, null when unranked. */
  sizeRank: number | null;
}

export interface CoverageList {
  companies: CoverageCompany[];
  total: number;
}
