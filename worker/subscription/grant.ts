// The writes that change a subscription, shared by the purchase call and the webhook.
import { and, eq, ne, sql } from 'drizzle-orm';
import { payments, users } from '../../schema';
import { PRICE_USD } from '../contracts';
import type { Db } from '../db';
import { DAY_MS, iso } from '../lib/time';
import type { PaypalSubscription } from './paypal';

export const YEAR_MS = 365 * DAY_MS;

/** Where PayPal says the paid period ends; a year from now when it does not say. */
export function paidUntil(sub: PaypalSubscription, nowMs = Date.now()) {
  const next = sub.billing_info?.next_billing_time;
  const nextMs = next ? Date.parse(next) : NaN;
  return iso(Number.isFinite(nextMs) && nextMs > nowMs ? nextMs : nowMs + YEAR_MS);
}

export function lastPayment(sub: PaypalSubscription, nowMs = Date.now()) {
  const p = sub.billing_info?.last_payment;
  return {
    amount: p?.amount?.value ?? PRICE_USD,
    currency: p?.amount?.currency_code ?? 'USD',
    paidAt: p?.time && Number.isFinite(Date.parse(p.time)) ? iso(Date.parse(p.time)) : iso(nowMs),
  };
}

/**
 * Activates a verified PayPal subscription for a user and records its payment, in one batch. The
 * update is guarded so the id can never end up on two accounts (the unique index backs this up).
 */
export function activationWrites(db: Db, userId: number, sub: PaypalSubscription, nowMs = Date.now()) {
  const paid = lastPayment(sub, nowMs);
  return [
    db
      .update(users)
      .set({
        subscriptionStatus: 'active',
        subscriptionStartDate: iso(nowMs),
        subscriptionEndDate: paidUntil(sub, nowMs),
        paypalSubscriptionId: sub.id,
        autoRenew: true,
        trialUsed: true,
        reminderSentFor: null,
      })
      .where(
        and(
          eq(users.id, userId),
          sql`NOT EXISTS (SELECT 1 FROM users o WHERE o.paypal_subscription_id = ${sub.id} AND o.id <> ${userId})`,
        ),
      )
      .returning({ id: users.id }),
    db
      .insert(payments)
      .values({
        userId,
        amount: paid.amount,
        currency: paid.currency,
        paidAt: paid.paidAt,
        reference: `${sub.id}:activation`,
        kind: 'activation',
      })
      .onConflictDoNothing({ target: payments.reference }),
  ] as const;
}

export const otherAccountHas = (db: Db, subscriptionId: string, userId: number) =>
  db.query.users.findFirst({
    columns: { id: true },
    where: and(eq(users.paypalSubscriptionId, subscriptionId), ne(users.id, userId)),
  });
