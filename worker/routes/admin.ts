// Admin API (docs/api.md#admin, docs/decisions.md#p8, docs/decisions.md#p9). Deny by default: every /api/admin route needs a
// session and isAdmin read from D1 on this request; Redeploy also needs the owner account.
import { and, count, desc, eq, ne, or, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { describe } from '../lib/describe';
import { payments, problemReports, redeployAudit, users, type UserRow } from '../../schema';
import type { AdminStats, RedeployResult, SubscriberList, SubscriberRow, Trend } from '../contracts';
import { subscriberListQuery } from '../contracts/schemas/admin';
import type { AppEnv, Bindings } from '../env';
import { ApiError, badRequest, forbidden, notFound } from '../lib/errors';
import { openCorrectionsCount } from '../directory/corrections';
import { pathId } from '../lib/path-id';
import { DAY_MS, iso } from '../lib/time';
import { validate } from '../lib/validate';
import { requireAdmin, requireUser } from '../middleware/session';
import { effectiveStatus, isOwner, isOwnerAccount } from '../subscription/status';

export const DEPLOY_HOOK_TIMEOUT_MS = 10_000;

export const reportFee = (env: Bindings) => {
  const fee = Number(env.REPORT_FEE_USD ?? '');
  return Number.isFinite(fee) && fee >= 0 ? fee : 0;
};

const round2 = (n: number) => Math.round(n * 100) / 100;
const trend = (last30Days: number, previous30Days: number): Trend => ({
  last30Days,
  previous30Days,
  changePercent: previous30Days === 0 ? null : Math.round(((last30Days - previous30Days) / previous30Days) * 1000) / 10,
});

export function toSubscriberRow(u: UserRow, nowMs = Date.now()): SubscriberRow {
  const status = effectiveStatus(u, nowMs);
  return {
    id: u.id,
    username: u.username,
    email: u.email,
    status,
    subscriptionDate: u.subscriptionStartDate,
    // Only an active PayPal subscription that renews bills again; a trial or a cancelled one does not.
    nextBilling: status === 'active' && u.autoRenew ? u.subscriptionEndDate : null,
  };
}

const parseId = (raw: string) => pathId(raw, 'No such user.');

// Amounts are decimal strings ("3.00"): summed as whole cents so no float error creeps in.
const cents = sql`CAST(round(CAST(${payments.amount} AS REAL) * 100) AS INTEGER)`;

const T = 'Admin';

export const adminRoutes = new Hono<AppEnv>()
  .use(requireUser, requireAdmin)

  .get(
    '/stats',
    describe(T, 'Figures of the dashboard, computed from the database', { 200: 'The stats.' }),
    async (c) => {
      const db = c.var.db;
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
            signups: sql<number>`coalesce(sum(CASE WHEN ${inLast(users.createdAt)} THEN 1 ELSE 0 END), 0)`.as(
              'signups',
            ),
            signupsPrev: sql<number>`coalesce(sum(CASE WHEN ${inPrev(users.createdAt)} THEN 1 ELSE 0 END), 0)`.as(
              'signupsPrev',
            ),
          })
          .from(users),
        db
          .select({
            total: sql<number>`coalesce(sum(${cents}), 0)`.as('total'),
            last: sql<number>`coalesce(sum(CASE WHEN ${inLast(payments.paidAt)} THEN ${cents} ELSE 0 END), 0)`.as(
              'last',
            ),
            prev: sql<number>`coalesce(sum(CASE WHEN ${inPrev(payments.paidAt)} THEN ${cents} ELSE 0 END), 0)`.as(
              'prev',
            ),
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
      const fee = reportFee(c.env);
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
      return c.json(body);
    },
  )

  .get(
    '/subscribers',
    describe(T, 'Subscribers, a page at a time', { 200: '`{subscribers, total}`.' }),
    validate('query', subscriberListQuery),
    async (c) => {
      const { page, limit } = c.req.valid('query');
      const db = c.var.db;
      // Accounts that ever started a trial or a subscription, and any suspended account.
      const where = or(ne(users.subscriptionStatus, 'none'), eq(users.suspended, true));
      const [rows, counted] = await db.batch([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(desc(sql`coalesce(${users.subscriptionStartDate}, ${users.createdAt})`), desc(users.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ n: count() }).from(users).where(where),
      ]);
      const nowMs = Date.now();
      const body: SubscriberList = {
        subscribers: rows.map((u) => toSubscriberRow(u, nowMs)),
        total: counted[0]?.n ?? 0,
      };
      return c.json(body);
    },
  )

  .post(
    '/subscribers/:id/suspend',
    describe(T, 'Suspend an account (it loses access at once)', { 200: 'The subscriber row.' }),
    async (c) => {
      const id = parseId(c.req.param('id'));
      if (id === c.var.user.id) throw badRequest('You cannot suspend your own account.');
      const db = c.var.db;
      // Another administrator must not be able to lock the owner out of the owner's own app.
      const target = await db.query.users.findFirst({ where: eq(users.id, id) });
      if (!target) throw notFound('No such user.');
      if (isOwnerAccount(target, c.env) && !isOwner(c.var.user, c.env))
        throw forbidden('Only the owner can suspend the owner account.');
      // The token version moves on with the flag, so every session of that user ends at once.
      const [changed] = await db
        .update(users)
        .set({ suspended: true, tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(and(eq(users.id, id), eq(users.suspended, false)))
        .returning();
      return c.json(toSubscriberRow(changed ?? target));
    },
  )

  .post(
    '/subscribers/:id/reactivate',
    describe(T, 'Reactivate a suspended account', { 200: 'The subscriber row.' }),
    async (c) => {
      const id = parseId(c.req.param('id'));
      // Only another administrator may lift a suspension (a suspended one has no admin rights at all).
      if (id === c.var.user.id) throw badRequest('You cannot reactivate your own account.');
      const [row] = await c.var.db.update(users).set({ suspended: false }).where(eq(users.id, id)).returning();
      if (!row) throw notFound('No such user.');
      return c.json(toSubscriberRow(row));
    },
  )

  .post(
    '/redeploy',
    describe(T, 'Call the deploy hook (the owner only)', { 202: '`{message}` once the hook answered 2xx.' }),
    async (c) => {
      const db = c.var.db;
      const user = c.var.user;
      const audit = (
        outcome: 'accepted' | 'failed' | 'not_configured' | 'forbidden',
        httpStatus: number | null = null,
      ) => db.insert(redeployAudit).values({ userId: user.id, outcome, httpStatus });
      if (!isOwner(user, c.env)) {
        await audit('forbidden');
        throw forbidden('Only the owner account can redeploy the app.');
      }
      // The hook URL is a secret (it alone triggers a deploy): it is never echoed and never logged.
      const hook = c.env.DEPLOY_HOOK_URL?.trim();
      if (!hook) {
        await audit('not_configured');
        throw new ApiError(503, 'Redeploy is not configured on this server (DEPLOY_HOOK_URL is not set).');
      }
      let status: number | null = null;
      let ok = false;
      try {
        const res = await fetch(hook, { method: 'POST', signal: AbortSignal.timeout(DEPLOY_HOOK_TIMEOUT_MS) });
        status = res.status;
        ok = res.ok;
        await res.body?.cancel();
      } catch (err) {
        // Only the error's kind: its message may quote the URL.
        console.error('redeploy: deploy hook unreachable', err instanceof Error ? err.name : 'error');
      }
      await audit(ok ? 'accepted' : 'failed', status);
      if (!ok) {
        if (status !== null) console.error('redeploy: deploy hook answered', status);
        throw new ApiError(502, 'The deploy hook did not accept the request. Please try again later.');
      }
      const body: RedeployResult = { message: 'Redeploy started. The new version will be live in a few minutes.' };
      return c.json(body, 202);
    },
  );
