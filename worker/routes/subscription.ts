// Subscription (docs/api.md#subscription, docs/decisions.md#p2 to 5): PayPal is asked here; the rows are written
// by subscription/plan-writes.ts.
import { Hono } from 'hono';
import { describe } from '../lib/describe';
import { FREE_TRIAL_ORDER_ID, type SubscriptionDetails } from '../contracts';
import { purchaseBody } from '../contracts/schemas/subscription';
import type { AppEnv } from '../env';
import { ApiError, conflict } from '../lib/errors';
import { daysRemaining } from '../lib/time';
import { validate } from '../lib/validate';
import { refuseSuspended, requireUser } from '../middleware/session';
import { otherAccountHas } from '../subscription/grant';
import { cancelSubscription, getSubscription } from '../subscription/paypal';
import { activatePaypal, markCancelled, paymentHistory, startTrial } from '../subscription/plan-writes';
import { effectiveStatus, hasAccess, planOf, planStatus, toUserView } from '../subscription/status';

const T = 'Subscription';

export const subscriptionRoutes = new Hono<AppEnv>()
  .use(requireUser)

  .get(
    '/',
    describe(T, 'The subscription and its payments', {
      200: ['Status, dates, auto-renew and payments, newest first.', 'SubscriptionDetails'],
    }),
    async (c) => {
      const u = c.var.user;
      const rows = await paymentHistory(c.var.db, u.id);
      const body: SubscriptionDetails = {
        status: effectiveStatus(u),
        startDate: u.subscriptionStartDate,
        endDate: u.subscriptionEndDate,
        daysRemaining: Math.max(0, daysRemaining(u.subscriptionEndDate)),
        autoRenew: u.autoRenew,
        plan: planOf(u),
        payments: rows,
      };
      return c.json(body);
    },
  )

  .post(
    '/',
    describe(
      T,
      'Start the free trial or link a PayPal subscription',
      { 200: ['The user with access.', 'User'] },
      {
        409: 'The free trial was used, or the PayPal subscription belongs to another account.',
        422: 'PayPal does not know the subscription, or it is not active, or is for another plan.',
        502: 'PayPal could not be reached.',
        503: 'PayPal is not configured (the free trial still works).',
      },
    ),
    refuseSuspended,
    validate('json', purchaseBody),
    async (c) => {
      const { orderId } = c.req.valid('json');
      const db = c.var.db;
      const user = c.var.user;

      if (orderId === FREE_TRIAL_ORDER_ID) return c.json(toUserView(await startTrial(db, user.id), c.var.config));

      const paypal = c.var.config.paypal;
      if (!paypal) {
        throw new ApiError(
          503,
          'Paid subscriptions are not available right now: PayPal is not configured. The free trial still works.',
        );
      }
      if (user.paypalSubscriptionId === orderId && hasAccess(user)) return c.json(toUserView(user, c.var.config));
      if (await otherAccountHas(db, orderId, user.id))
        throw conflict('This PayPal subscription belongs to another account.');
      const sub = await getSubscription(paypal, orderId);
      if (!sub) throw new ApiError(422, 'PayPal does not know this subscription.');
      if (sub.status !== 'ACTIVE')
        throw new ApiError(422, `PayPal reports this subscription as ${sub.status.toLowerCase()}, not active.`);
      if (sub.plan_id !== paypal.planId) throw new ApiError(422, 'This PayPal subscription is for another plan.');

      return c.json(toUserView(await activatePaypal(db, user.id, sub), c.var.config));
    },
  )

  .post(
    '/cancel',
    describe(
      T,
      'Stop auto-renewal (access lasts to the end date)',
      { 200: ['The user with autoRenew false.', 'User'] },
      {
        409: 'No active subscription to cancel, or it changed at the same moment.',
        502: 'PayPal could not cancel the subscription.',
        503: 'PayPal is not configured.',
      },
    ),
    async (c) => {
      const user = c.var.user;
      // Suspension aside: a suspended account may still stop what it holds (docs/architecture.md#suspended-accounts).
      const status = planStatus(user);
      if (status !== 'trial' && status !== 'active') throw conflict('There is no active subscription to cancel.');
      if (user.paypalSubscriptionId) {
        // Cancelling only here would leave PayPal billing the customer: refuse rather than pretend.
        const paypal = c.var.config.paypal;
        if (!paypal)
          throw new ApiError(
            503,
            'PayPal is not configured, so the PayPal subscription cannot be cancelled right now.',
          );
        await cancelSubscription(paypal, user.paypalSubscriptionId, 'Cancelled by the customer in AirDesk');
      }
      return c.json(toUserView(await markCancelled(c.var.db, user), c.var.config));
    },
  );
