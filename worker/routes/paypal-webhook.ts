// PayPal webhook (docs/decisions.md#paypal): verify the signature with PayPal, re-read the subscription and
// trust PayPal's current status over the order events arrive in, then store the event id under a unique
// key together with the writes that apply it, so a repeat changes nothing. Any failure to store answers
// non-2xx so PayPal retries.
import { and, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { describe } from '../lib/describe';
import * as z from 'zod/mini';
import { payments, paypalEvents, users } from '../../schema';
import { PRICE_USD } from '../contracts';
import type { AppEnv } from '../env';
import { ApiError, badRequest } from '../lib/errors';
import { iso } from '../lib/time';
import { activationWrites, paidUntil } from '../subscription/grant';
import {
  getSubscription,
  paypalConfigured,
  verifyWebhookSignature,
  type PaypalSubscription,
} from '../subscription/paypal';

const text = (max: number) => z.string().check(z.maxLength(max));
const eventSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  event_type: z.string().check(z.minLength(1), z.maxLength(100)),
  resource: z.looseObject({
    id: z.optional(text(100)),
    billing_agreement_id: z.optional(text(100)),
    custom_id: z.optional(text(100)),
    create_time: z.optional(text(40)),
    amount: z.optional(z.partial(z.object({ total: text(20), currency: text(3) }))),
  }),
});
type PaypalEvent = z.infer<typeof eventSchema>;

const SUBSCRIPTION_EVENTS = new Set([
  'BILLING.SUBSCRIPTION.ACTIVATED',
  'BILLING.SUBSCRIPTION.CANCELLED',
  'BILLING.SUBSCRIPTION.SUSPENDED',
  'BILLING.SUBSCRIPTION.EXPIRED',
  'BILLING.SUBSCRIPTION.UPDATED',
  'BILLING.SUBSCRIPTION.RE-ACTIVATED',
]);

export const paypalWebhookRoutes = new Hono<AppEnv>().post(
  '/webhook',
  describe('Subscription', "PayPal's event (signature-checked; the body is PayPal's)", {
    200: 'Applied, or already applied.',
  }),
  async (c) => {
    if (!paypalConfigured(c.env) || !c.env.PAYPAL_WEBHOOK_ID) throw new ApiError(503, 'PayPal is not configured.');
    // PayPal checks the signature against the body exactly as it sent it, so the raw text goes to the
    // verification; the parsed (and stripped) event is only read here.
    const raw = await c.req.text();
    let parsed: PaypalEvent;
    try {
      parsed = eventSchema.parse(JSON.parse(raw));
    } catch {
      throw badRequest('Not a PayPal event.');
    }
    if (!(await verifyWebhookSignature(c.env, c.req.raw.headers, raw)))
      throw badRequest('The webhook signature could not be verified.');

    const db = c.var.db;
    const seen = await db.query.paypalEvents.findFirst({ where: eq(paypalEvents.id, parsed.id) });
    if (seen) return c.json({ message: 'Event already processed.' });

    const subscriptionId = SUBSCRIPTION_EVENTS.has(parsed.event_type)
      ? parsed.resource.id
      : parsed.event_type === 'PAYMENT.SALE.COMPLETED'
        ? parsed.resource.billing_agreement_id
        : undefined;
    // The event id is recorded only together with the writes that apply the event, so an event that could
    // not be applied yet (PayPal does not know the subscription yet, no account holds it yet) is applied
    // by a later delivery instead of being skipped as already processed.
    const recordEvent = db.insert(paypalEvents).values({ id: parsed.id, eventType: parsed.event_type });
    let writes: ReturnType<typeof stateWrites> = [];
    if (subscriptionId) {
      const sub = await getSubscription(c.env, subscriptionId);
      // Non-2xx, so PayPal delivers the event again.
      if (!sub)
        throw new ApiError(503, 'PayPal does not know the subscription of this event yet. The event was not applied.');
      const owner = await findOwner(c, sub, c.env.PAYPAL_PLAN_ID);
      if (!owner) return c.json({ message: 'Event not applied: no account holds this subscription.' });
      writes = stateWrites(c, owner.id, owner.linked, sub, parsed);
    }
    try {
      await db.batch([recordEvent, ...writes]);
    } catch (err) {
      // A concurrent delivery of the same event won the unique key: that one applied it.
      if (await db.query.paypalEvents.findFirst({ where: eq(paypalEvents.id, parsed.id) }))
        return c.json({ message: 'Event already processed.' });
      throw err;
    }
    return c.json({ message: 'Event processed.' });
  },
);

/**
 * The account of a subscription: the one it is linked to, or the user id PayPal carries in custom_id. The
 * SPA writes custom_id, so a subscription links a new account only when it is for AirDesk's own plan, the
 * check the purchase call makes (docs/decisions.md#paypal).
 */
async function findOwner(
  c: { var: { db: AppEnv['Variables']['db'] } },
  sub: PaypalSubscription,
  planId: string | undefined,
) {
  const linked = await c.var.db.query.users.findFirst({
    columns: { id: true },
    where: eq(users.paypalSubscriptionId, sub.id),
  });
  if (linked) return { id: linked.id, linked: true };
  const custom = (sub as PaypalSubscription & { custom_id?: string }).custom_id;
  if (custom && /^\d{1,15}$/.test(custom) && sub.plan_id === planId) {
    const u = await c.var.db.query.users.findFirst({
      columns: { id: true, paypalSubscriptionId: true },
      where: eq(users.id, Number(custom)),
    });
    if (u && !u.paypalSubscriptionId) return { id: u.id, linked: false };
  }
  return undefined;
}

function stateWrites(
  c: { var: { db: AppEnv['Variables']['db'] } },
  userId: number,
  linked: boolean,
  sub: PaypalSubscription,
  event: PaypalEvent,
) {
  const db = c.var.db;
  if (!linked) return sub.status === 'ACTIVE' ? [...activationWrites(db, userId, sub)] : [];
  const writes = [];
  if (sub.status === 'ACTIVE') {
    writes.push(
      db
        .update(users)
        .set({
          subscriptionStatus: 'active',
          subscriptionEndDate: paidUntil(sub),
          autoRenew: true,
          reminderSentFor: null,
        })
        .where(eq(users.id, userId)),
    );
  } else if (sub.status === 'CANCELLED' || sub.status === 'SUSPENDED') {
    // Access lasts to the end of the period already paid; nothing renews.
    writes.push(
      db
        .update(users)
        .set({
          autoRenew: false,
          subscriptionStatus: sql`CASE WHEN subscription_status IN ('active','trial') THEN 'canceled' ELSE subscription_status END`,
        })
        .where(eq(users.id, userId)),
    );
  } else if (sub.status === 'EXPIRED') {
    writes.push(db.update(users).set({ autoRenew: false, subscriptionStatus: 'expired' }).where(eq(users.id, userId)));
  }
  if (event.event_type === 'PAYMENT.SALE.COMPLETED' && event.resource.id) {
    const saleId = event.resource.id;
    const paidAt =
      event.resource.create_time && Number.isFinite(Date.parse(event.resource.create_time))
        ? iso(Date.parse(event.resource.create_time))
        : iso(Date.now());
    // The first sale of a subscription is the payment already recorded at activation: give that row
    // the sale id instead of counting the same money twice.
    writes.push(
      db
        .update(payments)
        .set({ reference: saleId })
        .where(
          and(
            eq(payments.reference, `${sub.id}:activation`),
            sql`abs(julianday(${payments.paidAt}) - julianday(${paidAt})) < 2`,
          ),
        ),
      // After the rename above this conflicts on the reference and adds nothing; a repeat sale id too.
      db
        .insert(payments)
        .values({
          userId,
          amount: event.resource.amount?.total ?? PRICE_USD,
          currency: event.resource.amount?.currency ?? 'USD',
          paidAt,
          reference: saleId,
          kind: 'renewal',
        })
        .onConflictDoNothing({ target: payments.reference }),
    );
  }
  return writes;
}
