// Subscription (docs/api.md#subscription, docs/decisions.md#p2 to 5) against the local PayPal fake.
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it } from 'vitest';
import { call, json, paypalFake, register, userRow } from './support';
import { PAYPAL_PLAN_ID } from './fakes/constants';

let n = 0;
const subId = () => `I-TEST${Date.now().toString(36).toUpperCase()}${++n}`;
const nextYear = () => new Date(Date.now() + 365 * 86400_000).toISOString();

async function activeSubscription(overrides: Record<string, unknown> = {}) {
  const id = subId();
  await paypalFake.setSubscription({
    id,
    status: 'ACTIVE',
    plan_id: PAYPAL_PLAN_ID,
    billing_info: {
      next_billing_time: nextYear(),
      last_payment: { amount: { currency_code: 'USD', value: '3.00' }, time: new Date().toISOString() },
    },
    ...overrides,
  });
  return id;
}
const payments = async (userId: number) =>
  (await env.DB.prepare('SELECT * FROM payments WHERE user_id = ?').bind(userId).all()).results;

afterEach(() => paypalFake.down(false));

describe('free trial', () => {
  it('starts once per account, 7 days, and grants access', async () => {
    const u = await register();
    const res = await call('/api/subscription', { body: { orderId: 'free-trial' }, cookie: u.cookie });
    expect(res.status).toBe(200);
    const user = await json(res);
    expect(user).toMatchObject({ subscribed: true, subscriptionStatus: 'trial', trialUsed: true });
    const days = (Date.parse(user.subscriptionEndDate) - Date.now()) / 86400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    const again = await call('/api/subscription', { body: { orderId: 'free-trial' }, cookie: u.cookie });
    expect(again.status).toBe(409);
    expect((await json(again)).message).toMatch(/already been used/);
  });

  it('cannot be doubled by two concurrent starts', async () => {
    const u = await register();
    const results = await Promise.all(
      [1, 2, 3].map(() => call('/api/subscription', { body: { orderId: 'free-trial' }, cookie: u.cookie })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
  });

  it('loses access when the end date passes, with no job having run', async () => {
    const u = await register();
    await call('/api/subscription', { body: { orderId: 'free-trial' }, cookie: u.cookie });
    await env.DB.prepare("UPDATE users SET subscription_end_date = '2020-01-01T00:00:00.000Z' WHERE id = ?")
      .bind(u.user.id)
      .run();
    const me = await json(await call('/api/user', { cookie: u.cookie }));
    expect(me).toMatchObject({ subscribed: false, subscriptionStatus: 'expired' });
    const details = await json(await call('/api/subscription', { cookie: u.cookie }));
    expect(details).toMatchObject({ status: 'expired', daysRemaining: 0 });
  });

  it('works while PayPal is not configured', async () => {
    const u = await register();
    const res = await call('/api/subscription', {
      body: { orderId: 'free-trial' },
      cookie: u.cookie,
      env: { PAYPAL_API_BASE: '', PAYPAL_CLIENT_SECRET: '' },
    });
    expect(res.status).toBe(200);
  });
});

describe('GET /api/subscription', () => {
  it('answers 401 signed out', async () => {
    expect((await call('/api/subscription')).status).toBe(401);
  });

  it('describes a trial with days remaining rounded up and no payments', async () => {
    const u = await register();
    await call('/api/subscription', { body: { orderId: 'free-trial' }, cookie: u.cookie });
    const body = await json(await call('/api/subscription', { cookie: u.cookie }));
    expect(body).toMatchObject({ status: 'trial', plan: 'trial', daysRemaining: 7, autoRenew: false, payments: [] });
    expect(body.startDate).toBeTruthy();
  });

  it('lists real payments recorded from PayPal, newest first', async () => {
    const u = await register();
    await call('/api/subscription', { body: { orderId: await activeSubscription() }, cookie: u.cookie });
    const body = await json(await call('/api/subscription', { cookie: u.cookie }));
    expect(body.status).toBe('active');
    expect(body.payments).toHaveLength(1);
    expect(body.payments[0]).toMatchObject({ amount: '3.00', currency: 'USD' });
    expect(body.payments[0].reference).toMatch(/^I-TEST.*:activation$/);
    expect(body.daysRemaining).toBeGreaterThanOrEqual(364);
  });
});

describe('paid activation', () => {
  it('verifies the subscription with PayPal, grants the paid period and records the payment', async () => {
    const u = await register();
    const id = await activeSubscription();
    const res = await call('/api/subscription', { body: { orderId: id }, cookie: u.cookie });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ subscribed: true, subscriptionStatus: 'active', autoRenew: true });
    expect((await userRow(u.email))!.paypal_subscription_id).toBe(id);
    expect(await payments(u.user.id)).toHaveLength(1);
    const calls = await paypalFake.calls();
    expect(calls).toContainEqual({ method: 'GET', path: `/v1/billing/subscriptions/${id}` });
  });

  it('caches the OAuth token between verifications', async () => {
    await paypalFake.reset();
    for (let i = 0; i < 3; i++) {
      const u = await register();
      await call('/api/subscription', { body: { orderId: await activeSubscription() }, cookie: u.cookie });
    }
    const tokenCalls = (await paypalFake.calls()).filter((c) => c.path === '/v1/oauth2/token');
    expect(tokenCalls.length).toBeLessThanOrEqual(1);
  });

  it.each([
    ['a forged id PayPal does not know', () => Promise.resolve(`I-FORGED${Date.now()}`), /does not know/],
    ['a subscription that is not active', () => activeSubscription({ status: 'APPROVAL_PENDING' }), /not active/],
    ['a subscription for another plan', () => activeSubscription({ plan_id: 'P-OTHER' }), /another plan/],
  ])('refuses %s with 422 and writes nothing', async (_name, make, message) => {
    const u = await register();
    const res = await call('/api/subscription', { body: { orderId: await make() }, cookie: u.cookie });
    expect(res.status).toBe(422);
    expect((await json(res)).message).toMatch(message);
    const row = (await userRow(u.email))!;
    expect(row).toMatchObject({ subscription_status: 'none', paypal_subscription_id: null, trial_used: 0 });
    expect(await payments(u.user.id)).toHaveLength(0);
  });

  it('refuses an id already used by another account with 409', async () => {
    const a = await register();
    const b = await register();
    const id = await activeSubscription();
    expect((await call('/api/subscription', { body: { orderId: id }, cookie: a.cookie })).status).toBe(200);
    const ownerBefore = await userRow(a.email);
    const res = await call('/api/subscription', { body: { orderId: id }, cookie: b.cookie });
    expect(res.status).toBe(409);
    expect((await json(res)).message).toMatch(/another account/);
    expect(await userRow(b.email)).toMatchObject({
      subscription_status: 'none',
      paypal_subscription_id: null,
      trial_used: 0,
    });
    expect(await payments(b.user.id)).toHaveLength(0);
    // The owner's subscription is untouched, and B cannot reach it any other way (cancel is always one's own).
    expect(await userRow(a.email)).toEqual(ownerBefore);
    expect((await call('/api/subscription/cancel', { method: 'POST', cookie: b.cookie })).status).toBe(409);
    expect(await userRow(a.email)).toEqual(ownerBefore);
    expect(await payments(a.user.id)).toHaveLength(1);
    expect((await paypalFake.calls()).some((c) => c.path === `/v1/billing/subscriptions/${id}/cancel`)).toBe(false);
  });

  it('answers 503 when PayPal is not configured, writing nothing', async () => {
    const u = await register();
    const res = await call('/api/subscription', {
      body: { orderId: await activeSubscription() },
      cookie: u.cookie,
      env: { PAYPAL_CLIENT_SECRET: '' },
    });
    expect(res.status).toBe(503);
    expect((await json(res)).message).toMatch(/PayPal is not configured/);
    expect((await userRow(u.email))!.subscription_status).toBe('none');
  });

  it('answers 502 when PayPal cannot be reached, writing nothing', async () => {
    const u = await register();
    const id = await activeSubscription();
    await paypalFake.down(true);
    const res = await call('/api/subscription', { body: { orderId: id }, cookie: u.cookie });
    expect(res.status).toBe(502);
    const unreachable = await call('/api/subscription', {
      body: { orderId: id },
      cookie: u.cookie,
      env: { PAYPAL_API_BASE: 'http://127.0.0.1:9' },
    });
    expect(unreachable.status).toBe(502);
    expect((await userRow(u.email))!.subscription_status).toBe('none');
  });

  it('answers 502, not a 500, when PayPal answers a subscription without a status, writing nothing', async () => {
    const u = await register();
    const id = subId();
    await paypalFake.setSubscription({ id, plan_id: PAYPAL_PLAN_ID });
    const res = await call('/api/subscription', { body: { orderId: id }, cookie: u.cookie });
    expect(res.status).toBe(502);
    expect(await userRow(u.email)).toMatchObject({ subscription_status: 'none', paypal_subscription_id: null });
    expect(await payments(u.user.id)).toHaveLength(0);
  });

  it.each([[{}], [{ orderId: '' }], [{ orderId: 'has spaces' }], [{ orderId: 'x'.repeat(65) }]])(
    'answers 400 for %j',
    async (body) => {
      const u = await register();
      expect((await call('/api/subscription', { body, cookie: u.cookie })).status).toBe(400);
    },
  );

  it('answers 401 signed out', async () => {
    expect((await call('/api/subscription', { body: { orderId: 'free-trial' } })).status).toBe(401);
  });
});

describe('POST /api/subscription/cancel', () => {
  it('turns auto-renew off and keeps access until the end date', async () => {
    const u = await register();
    await call('/api/subscription', { body: { orderId: 'free-trial' }, cookie: u.cookie });
    const res = await call('/api/subscription/cancel', { method: 'POST', cookie: u.cookie });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ autoRenew: false, subscribed: true, subscriptionStatus: 'canceled' });
    const again = await call('/api/subscription/cancel', { method: 'POST', cookie: u.cookie });
    expect(again.status).toBe(409);
    // A cancelled trial is still a trial: the pages label it so, not as an annual subscription.
    expect(await json(await call('/api/subscription', { cookie: u.cookie }))).toMatchObject({
      status: 'canceled',
      plan: 'trial',
    });
  });

  it('cancels the PayPal subscription too', async () => {
    const u = await register();
    const id = await activeSubscription();
    await call('/api/subscription', { body: { orderId: id }, cookie: u.cookie });
    const res = await call('/api/subscription/cancel', { method: 'POST', cookie: u.cookie });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ autoRenew: false, subscribed: true });
    expect(await json(await call('/api/subscription', { cookie: u.cookie }))).toMatchObject({
      status: 'canceled',
      plan: 'annual',
    });
    expect(await paypalFake.calls()).toContainEqual({ method: 'POST', path: `/v1/billing/subscriptions/${id}/cancel` });
  });

  it('answers 409 when there is nothing to cancel, and 401 signed out', async () => {
    const u = await register();
    expect((await call('/api/subscription/cancel', { method: 'POST', cookie: u.cookie })).status).toBe(409);
    expect((await call('/api/subscription/cancel', { method: 'POST' })).status).toBe(401);
  });

  it('refuses with 503 rather than leave PayPal billing when PayPal is not configured', async () => {
    const u = await register();
    await call('/api/subscription', { body: { orderId: await activeSubscription() }, cookie: u.cookie });
    const res = await call('/api/subscription/cancel', {
      method: 'POST',
      cookie: u.cookie,
      env: { PAYPAL_CLIENT_SECRET: '' },
    });
    expect(res.status).toBe(503);
    expect((await userRow(u.email))!.auto_renew).toBe(1);
  });
});
