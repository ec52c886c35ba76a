// PayPal's webhook events (docs/decisions.md#paypal): trust PayPal's current status of the subscription over
// the order events arrive in, and store the event id under a unique key together with the writes that apply it,
// so a repeat changes nothing. The route (routes/paypal-webhook.ts) checks the signature first.
import { and, eq, sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import { payments, paypalEvents, users } from '../../schema';
import { PRICE_USD } from '../contracts';
import type { Db } from '../db';
import type { PaypalConfig } from './paypal';
import { ApiError, badRequest } from '../lib/errors';
import { iso } from '../lib/time';
import { activationWrites, paidUntil } from './grant';
import { getSubscription, type PaypalSubscription } from './paypal';

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
export type PaypalEvent = z.infer<typeof eventSchema>;

const SUBSCRIPTION_EVENTS = new Set([
  'BILLING.SUBSCRIPTION.ACTIVATED',
  'BILLING.SUBSCRIPTION.CANCELLED',
  'BILLING.SUBSCRIPTION.SUSPENDED',
  'BILLING.SUBSCRIPTION.EXPIRED',
  'BILLING.SUBSCRIPTION.UPDATED',
  'BILLING.SUBSCRIPTION.RE-ACTIVATED',
]);

/** The event in a webhook's body, stripped to the fields read here; 400 when it is not one. */
export function parsePaypalEvent(raw: string): PaypalEvent {
  try {
    return eventSchema.parse(JSON.parse(raw));
  } catch {
    throw badRequest('Not a PayPal event.');
  }
}

/**
 * Applies a verified event and says what happened. Throws (non-2xx, so PayPal delivers it again) when PayPal
 * does not know its subscription yet or the writes fail.
 */
export async function applyPaypalEvent(db: Db, paypal: PaypalConfig, event: PaypalEvent): Promise<string> {
  const seen = await db.query.paypalEvents.findFirst({ where: eq(paypalEvents.id, event.id) });
  if (seen) return 'Event already processed.';

  const subscriptionId = SUBSCRIPTION_EVENTS.has(event.event_type)
    ? event.resource.id
    : event.event_type === 'PAYMENT.SALE.COMPLETED'
      ? event.resource.billing_agreement_id
      : undefined;
  // The event id is recorded only together with the writes that apply the event, so an event that could
  // not be applied yet (PayPal does not know the subscription yet, no account holds it yet) is applied
  // by a later delivery instead of being skipped as already processed.
  const recordEvent = db.insert(paypalEvents).values({ id: event.id, eventType: event.event_type });
  let writes: ReturnType<typeof stateWrites> = [];
  if (subscriptionId) {
    const sub = await getSubscription(paypal, subscriptionId);
    if (!sub)
      throw new ApiError(503, 'PayPal does not know the subscription of this event yet. The event was not applied.');
    const owner = await findOwner(db, sub, paypal.planId);
    if (!owner) return 'Event not applied: no account holds this subscription.';
    writes = stateWrites(db, owner.id, owner.linked, sub, event);
  }
  try {
    await db.batch([recordEvent, ...writes]);
  } catch (err) {
    // A concurrent delivery of the same event won the unique key: that one applied it.
    if (await db.query.paypalEvents.findFirst({ where: eq(paypalEvents.id, event.id) }))
      return 'Event already processed.';
    throw err;
  }
  return 'Event processed.';
}

/**
 * The account of a subscription: the one it is linked to, or the user id PayPal carries in custom_id. The
 * SPA writes custom_id, so a subscription links a new account only when it is for AirDesk's own plan, the
 * check the purchase call makes (docs/decisions.md#paypal).
 */
async function findOwner(db: Db, sub: PaypalSubscription, planId: string | undefined) {
  const linked = await db.query.users.findFirst({
    columns: { id: true },
    where: eq(users.paypalSubscriptionId, sub.id),
  });
  if (linked) return { id: linked.id, linked: true };
  const custom = (sub as PaypalSubscription & { custom_id?: string }).custom_id;
  if (custom && /^\d{1,15}$/.test(custom) && sub.plan_id === planId) {
    const u = await db.query.users.findFirst({
      columns: { id: true, paypalSubscriptionId: true },
      where: eq(users.id, Number(custom)),
    });
    if (u && !u.paypalSubscriptionId) return { id: u.id, linked: false };
  }
  return undefined;
}

function stateWrites(db: Db, userId: number, linked: boolean, sub: PaypalSubscription, event: PaypalEvent) {
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
