// The admin dashboard's figures (docs/api.md#admin, docs/decisions.md#p8), all computed from the database in one
// batch: subscribers and trials with access now, revenue from the payments, reports, and the 30-day trends.
import { count, eq, sql } from 'drizzle-orm';
import { payments, problemReports, users } from '../../schema';
import type { AdminStats, Trend } from '../contracts';
import type { Db } from '../db';
import { openCorrectionsCount } from '../directory/corrections';
import { DAY_MS, iso } from '../lib/time';

const round2 = (n: number) => Math.round(n * 100) / 100;
const trend = (last30Days: number, previous30Days: number): Trend => ({
  last30Days,
  previous30Days,
  changePercent: previous30Days === 0 ? null : Math.round(((last30Days - previous30Days) / previous30Days) * 1000) / 10,
});

// Amounts are decimal strings ("3.00"): summed as whole cents so no float error creeps in.
const cents = sql`CAST(round(CAST(${payments.amount} AS REAL) * 100) AS INTEGER)`;

/** `fee`: the projected price of one report in USD (REPORT_FEE_USD). */
export async function adminStats(db: Db, fee: number): Promise<AdminStats> {
  const nowMs = Date.now();
  const now = iso(nowMs);
  const d30 = iso(nowMs - 30 * DAY_MS);
  const d60 = iso(nowMs - 60 * DAY_MS);
  const inLast = (col: unknown) => sql`(${col} > ${d30} AND ${col} <= ${now})`;
  const inPrev = (col: unknown) => sql`(${col} > ${d60} AND ${col} <= ${d30})`;
  const [[u], [p], [r]] = await db.batch([
    db
      .select({
        subscribers:
          sql<number>`coalesce(sum(CASE WHEN ${users.suspended} = 0 AND ${users.subscriptionStatus} IN ('active', 'canceled')
        AND ${users.subscriptionEndDate} > ${now} AND EXISTS (SELECT 1 FROM payments p WHERE p.user_id = users.id) THEN 1 ELSE 0 END), 0)`.as(
            'subscribers',
          ),
        trials:
          sql<number>`coalesce(sum(CASE WHEN ${users.suspended} = 0 AND ${users.subscriptionStatus} = 'trial' AND ${users.subscriptionEndDate} > ${now} THEN 1 ELSE 0 END), 0)`.as(
            'trials',
          ),
        signups: sql<number>`coalesce(sum(CASE WHEN ${inLast(users.createdAt)} THEN 1 ELSE 0 END), 0)`.as('signups'),
        signupsPrev: sql<number>`coalesce(sum(CASE WHEN ${inPrev(users.createdAt)} THEN 1 ELSE 0 END), 0)`.as(
          'signupsPrev',
        ),
      })
      .from(users),
    db
      .select({
        total: sql<number>`coalesce(sum(${cents}), 0)`.as('total'),
        last: sql<number>`coalesce(sum(CASE WHEN ${inLast(payments.paidAt)} THEN ${cents} ELSE 0 END), 0)`.as('last'),
        prev: sql<number>`coalesce(sum(CASE WHEN ${inPrev(payments.paidAt)} THEN ${cents} ELSE 0 END), 0)`.as('prev'),
        activations:
          sql<number>`coalesce(sum(CASE WHEN ${payments.kind} = 'activation' AND ${inLast(payments.paidAt)} THEN 1 ELSE 0 END), 0)`.as(
            'activations',
          ),
        activationsPrev:
          sql<number>`coalesce(sum(CASE WHEN ${payments.kind} = 'activation' AND ${inPrev(payments.paidAt)} THEN 1 ELSE 0 END), 0)`.as(
            'activationsPrev',
          ),
      })
      .from(payments)
      .where(eq(payments.currency, 'USD')),
    db
      .select({
        total: count().as('total'),
        last: sql<number>`coalesce(sum(CASE WHEN ${inLast(problemReports.dateSubmitted)} THEN 1 ELSE 0 END), 0)`.as(
          'last',
        ),
        prev: sql<number>`coalesce(sum(CASE WHEN ${inPrev(problemReports.dateSubmitted)} THEN 1 ELSE 0 END), 0)`.as(
          'prev',
        ),
      })
      .from(problemReports),
  ]);
  const openCorrections = await openCorrectionsCount(db);
  const n = (v: unknown) => Number(v ?? 0);
  const body: AdminStats = {
    totalSubscribers: n(u?.subscribers),
    activeTrials: n(u?.trials),
    monthlyRevenue: n(p?.last) / 100,
    problemReportsCount: n(r?.total),
    problemReportsRevenue: round2(n(r?.total) * fee),
    totalRevenue: n(p?.total) / 100,
    reportFeeUsd: fee,
    openCorrections,
    trends: {
      revenue: trend(n(p?.last) / 100, n(p?.prev) / 100),
      newSubscribers: trend(n(p?.activations), n(p?.activationsPrev)),
      problemReports: trend(n(r?.last), n(r?.prev)),
      signups: trend(n(u?.signups), n(u?.signupsPrev)),
    },
  };
  return body;
}
