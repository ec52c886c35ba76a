// The subscription's rows (docs/api.md#subscription, docs/decisions.md#p2 to 5): the payments of an account, the
// one free trial, a PayPal subscription's activation and a cancellation. The route asks PayPal first.
import { and, desc, eq, isNull } from 'drizzle-orm';
import { payments, users, type UserRow } from '../../schema';
import { TRIAL_DAYS } from '../contracts';
import type { Db } from '../db';
import { conflict } from '../lib/errors';
import { DAY_MS, iso } from '../lib/time';
import { activationWrites } from './grant';
import type { PaypalSubscription } from './paypal';

/** The account's payments, newest first. */
export const paymentHistory = (db: Db, userId: number) =>
  db
    .select({
      amount: payments.amount,
      currency: payments.currency,
      paidAt: payments.paidAt,
      reference: payments.reference,
    })
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.paidAt), desc(payments.id));

/** Starts the free trial; 409 when the account used it (the guard on trial_used makes a concurrent start a no-op). */
export async function startTrial(db: Db, userId: number): Promise<UserRow> {
  const now = Date.now();
  const [started] = await db
    .update(users)
    .set({
      subscriptionStatus: 'trial',
      subscriptionStartDate: iso(now),
      subscriptionEndDate: iso(now + TRIAL_DAYS * DAY_MS),
      trialUsed: true,
      autoRenew: false,
      reminderSentFor: null,
    })
    .where(and(eq(users.id, userId), eq(users.trialUsed, false)))
    .returning();
  if (!started) throw conflict('The free trial has already been used on this account.');
  return started;
}

/** Links an active PayPal subscription to the account; 409 when another account won it meanwhile. */
export async function activatePaypal(db: Db, userId: number, sub: PaypalSubscription): Promise<UserRow> {
  const [activated] = await db.batch(activationWrites(db, userId, sub));
  if (activated.length !== 1) throw conflict('This PayPal subscription belongs to another account.');
  return (await db.query.users.findFirst({ where: eq(users.id, userId) }))!;
}

/**
 * Marks the plan cancelled. Guarded by the PayPal subscription the caller read: if one was linked meanwhile (a
 * PayPal approval landing during a trial's cancel), marking the account cancelled would hide a subscription
 * PayPal still bills, so that is a 409.
 */
export async function markCancelled(db: Db, user: UserRow): Promise<UserRow> {
  const [updated] = await db
    .update(users)
    .set({ autoRenew: false, subscriptionStatus: 'canceled' })
    .where(
      and(
        eq(users.id, user.id),
        user.paypalSubscriptionId
          ? eq(users.paypalSubscriptionId, user.paypalSubscriptionId)
          : isNull(users.paypalSubscriptionId),
      ),
    )
    .returning();
  if (!updated) throw conflict('Your subscription changed at the same moment. Please reload the page and try again.');
  return updated;
}
