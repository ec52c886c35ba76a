// The PayPal webhook (docs/decisions.md#paypal): verified, deduplicated, PayPal's state trusted.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { call, json, paypalFake, register, userRow } from './support';
import { PAYPAL_PLAN_ID, VALID_SIGNATURE } from './fakes/constants';

let n = 0;
const uid = (p: string) => `${p}-${Date.now().toString(36).toUpperCase()}-${++n}`;
const signed = (sig = VALID_SIGNATURE) => ({
  'PAYPAL-AUTH-ALGO': 'SHA256withRSA',
  'PAYPAL-CERT-URL': 'https://api.paypal.com/v1/notifications/certs/CERT',
  'PAYPAL-TRANSMISSION-ID': uid('T'),
  'PAYPAL-TRANSMISSION-SIG': sig,
  'PAYPAL-TRANSMISSION-TIME': new Date().toISOString(),
});
const send = (event: unknown, sig?: string, extra: Record<string, string> = {}) =>
  call('/api/paypal/webhook', { body: event, headers: { ...signed(sig), ...extra } });
const payments = async (userId: number) =>
  (await env.DB.prepare('SELECT * FROM payments WHERE user_id = ? ORDER BY id').bind(userId).all<Record<string, any>>())
    .results;

async function paidUser() {
  const u = await register();
  const id = uid('I');
  const activatedAt = new Date(Date.now() - 400 * 86400_000).toISOString();
  await paypalFake.setActive(id, activatedAt, 30);
  expect((await call('/api/subscription', { body: { orderId: id }, cookie: u.cookie })).status).toBe(200);
  return { ...u, subId: id };
}

describe('POST /api/paypal/webhook', () => {
  it('refuses a bad signature with 400 and stores nothing', async () => {
    const u = await paidUser();
    const event = {
      id: uid('WH'),
      event_type: 'PAYMENT.SALE.COMPLETED',
      resource: { id: uid('SALE'), billing_agreement_id: u.subId, amount: { total: '3.00', currency: 'USD' } },
    };
    const res = await send(event, 'forged');
    expect(res.status).toBe(400);
    expect(await env.DB.prepare('SELECT 1 FROM paypal_events WHERE id = ?').bind(event.id).first()).toBeNull();
    expect(await payments(u.user.id)).toHaveLength(1);
  });

  it('records a renewal payment and extends to PayPal’s next billing time; a repeat changes nothing', async () => {
    const u = await paidUser();
    const next = new Date(Date.now() + 365 * 86400_000).toISOString();
    await paypalFake.setSubscription({
      id: u.subId,
      status: 'ACTIVE',
      plan_id: PAYPAL_PLAN_ID,
      billing_info: { next_billing_time: next },
    });
    const event = {
      id: uid('WH'),
      event_type: 'PAYMENT.SALE.COMPLETED',
      resource: {
        id: uid('SALE'),
        billing_agreement_id: u.subId,
        create_time: new Date().toISOString(),
        amount: { total: '3.00', currency: 'USD' },
      },
    };
    expect((await send(event)).status).toBe(200);
    expect(await payments(u.user.id)).toHaveLength(2);
    expect((await userRow(u.email))!.subscription_end_date).toBe(next);
    // PayPal moves on meanwhile: a repeat of the same event must still change nothing.
    await paypalFake.setSubscription({
      id: u.subId,
      status: 'ACTIVE',
      plan_id: PAYPAL_PLAN_ID,
      billing_info: { next_billing_time: new Date(Date.now() + 700 * 86400_000).toISOString() },
    });
    const repeat = await send(event);
    expect(repeat.status).toBe(200);
    expect((await json(repeat)).message).toMatch(/already processed/);
    expect(await payments(u.user.id)).toHaveLength(2);
    expect((await userRow(u.email))!.subscription_end_date).toBe(next);
  });

  it('does not count the first sale twice when it is the activation payment', async () => {
    const u = await register();
    const id = uid('I');
    const now = new Date().toISOString();
    await paypalFake.setActive(id, now);
    await call('/api/subscription', { body: { orderId: id }, cookie: u.cookie });
    const sale = uid('SALE');
    await send({
      id: uid('WH'),
      event_type: 'PAYMENT.SALE.COMPLETED',
      resource: { id: sale, billing_agreement_id: id, create_time: now, amount: { total: '3.00', currency: 'USD' } },
    });
    const rows = await payments(u.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.reference).toBe(sale);
  });

  it('applies a cancellation: no renewal, access kept to the end date', async () => {
    const u = await paidUser();
    await paypalFake.setSubscription({ id: u.subId, status: 'CANCELLED', plan_id: PAYPAL_PLAN_ID });
    expect(
      (await send({ id: uid('WH'), event_type: 'BILLING.SUBSCRIPTION.CANCELLED', resource: { id: u.subId } })).status,
    ).toBe(200);
    const me = await json(await call('/api/user', { cookie: u.cookie }));
    expect(me).toMatchObject({ autoRenew: false, subscriptionStatus: 'canceled', subscribed: true });
  });

  it('trusts PayPal’s current status over the order events arrive in', async () => {
    const u = await paidUser();
    // A stale CANCELLED event arrives, but PayPal says the subscription is active again.
    expect(
      (await send({ id: uid('WH'), event_type: 'BILLING.SUBSCRIPTION.CANCELLED', resource: { id: u.subId } })).status,
    ).toBe(200);
    expect((await json(await call('/api/user', { cookie: u.cookie }))).subscriptionStatus).toBe('active');
  });

  it('asks PayPal to verify the event text exactly as received (PayPal signs the raw body)', async () => {
    const u = await paidUser();
    const id = uid('WH');
    // PayPal's own layout: fields the handler never reads, its key order, and 1.0 (which JSON.stringify writes as 1).
    const raw = `{"id":"${id}","event_version":"1.0","create_time":"2026-01-02T03:04:05.000Z","resource_type":"subscription","resource_version":"2.0","event_type":"BILLING.SUBSCRIPTION.UPDATED","summary":"Subscription updated","resource":{"quantity":"1","id":"${u.subId}","plan_id":"${PAYPAL_PLAN_ID}","shipping_amount":{"currency_code":"USD","value":1.0}},"links":[{"href":"https://api.paypal.com/v1/notifications/webhooks-events/${id}","rel":"self","method":"GET"}]}`;
    const res = await call('/api/paypal/webhook', { rawBody: raw, headers: signed() });
    expect(res.status).toBe(200);
    const sent = (await paypalFake.verifications()).filter((v) => v.includes(id));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain(`"webhook_event":${raw}`);
    expect(JSON.parse(sent[0]!)).toMatchObject({
      webhook_id: env.PAYPAL_WEBHOOK_ID,
      transmission_sig: VALID_SIGNATURE,
    });
  });

  it('applies a suspension: no renewal, access kept to the end of the paid period', async () => {
    const u = await paidUser();
    const before = (await userRow(u.email))!.subscription_end_date;
    await paypalFake.setSubscription({ id: u.subId, status: 'SUSPENDED', plan_id: PAYPAL_PLAN_ID });
    expect(
      (await send({ id: uid('WH'), event_type: 'BILLING.SUBSCRIPTION.SUSPENDED', resource: { id: u.subId } })).status,
    ).toBe(200);
    expect(await json(await call('/api/user', { cookie: u.cookie }))).toMatchObject({
      autoRenew: false,
      subscriptionStatus: 'canceled',
      subscribed: true,
    });
    expect((await userRow(u.email))!.subscription_end_date).toBe(before);
  });

  it('applies an expiry', async () => {
    const u = await paidUser();
    await paypalFake.setSubscription({ id: u.subId, status: 'EXPIRED', plan_id: PAYPAL_PLAN_ID });
    await send({ id: uid('WH'), event_type: 'BILLING.SUBSCRIPTION.EXPIRED', resource: { id: u.subId } });
    expect(await json(await call('/api/user', { cookie: u.cookie }))).toMatchObject({
      subscribed: false,
      subscriptionStatus: 'expired',
    });
  });

  it('activates the account named in custom_id when the SPA never reported back', async () => {
    const u = await register();
    const id = uid('I');
    await paypalFake.setSubscription({
      id,
      status: 'ACTIVE',
      plan_id: PAYPAL_PLAN_ID,
      custom_id: String(u.user.id),
      billing_info: { next_billing_time: new Date(Date.now() + 365 * 86400_000).toISOString() },
    });
    expect((await send({ id: uid('WH'), event_type: 'BILLING.SUBSCRIPTION.ACTIVATED', resource: { id } })).status).toBe(
      200,
    );
    expect(await json(await call('/api/user', { cookie: u.cookie }))).toMatchObject({
      subscribed: true,
      subscriptionStatus: 'active',
    });
  });

  it('does not activate an account through custom_id for a subscription to another plan', async () => {
    const u = await register();
    const id = uid('I');
    await paypalFake.setSubscription({
      id,
      status: 'ACTIVE',
      plan_id: 'P-SOME-OTHER-PLAN',
      custom_id: String(u.user.id),
      billing_info: { next_billing_time: new Date(Date.now() + 365 * 86400_000).toISOString() },
    });
    expect((await send({ id: uid('WH'), event_type: 'BILLING.SUBSCRIPTION.ACTIVATED', resource: { id } })).status).toBe(
      200,
    );
    expect(await userRow(u.email)).toMatchObject({
      subscription_status: 'none',
      paypal_subscription_id: null,
      trial_used: 0,
    });
    expect(await payments(u.user.id)).toHaveLength(0);
    expect(await json(await call('/api/user', { cookie: u.cookie }))).toMatchObject({ subscribed: false });
  });

  it('does not record an event whose subscription PayPal answers 404 to, so a redelivery applies it', async () => {
    const u = await register();
    const id = uid('I');
    const event = { id: uid('WH'), event_type: 'BILLING.SUBSCRIPTION.ACTIVATED', resource: { id } };
    // PayPal does not know the subscription (yet): nothing is applied, so nothing may be recorded.
    const first = await send(event);
    expect(first.status).toBe(503);
    expect((await json(first)).message).toBeTruthy();
    expect(await env.DB.prepare('SELECT 1 FROM paypal_events WHERE id = ?').bind(event.id).first()).toBeNull();
    await paypalFake.setSubscription({
      id,
      status: 'ACTIVE',
      plan_id: PAYPAL_PLAN_ID,
      custom_id: String(u.user.id),
      billing_info: { next_billing_time: new Date(Date.now() + 365 * 86400_000).toISOString() },
    });
    const again = await send(event);
    expect(again.status).toBe(200);
    expect((await json(again)).message).toBe('Event processed.');
    expect(await json(await call('/api/user', { cookie: u.cookie }))).toMatchObject({
      subscribed: true,
      subscriptionStatus: 'active',
    });
    expect(await env.DB.prepare('SELECT 1 FROM paypal_events WHERE id = ?').bind(event.id).first()).not.toBeNull();
  });

  it('does not record an event no account holds the subscription of, so a later delivery still applies it', async () => {
    const u = await register();
    const id = uid('I');
    const next = new Date(Date.now() + 365 * 86400_000).toISOString();
    // No custom_id and no account linked yet: the event cannot be applied now.
    await paypalFake.setSubscription({
      id,
      status: 'ACTIVE',
      plan_id: PAYPAL_PLAN_ID,
      billing_info: { next_billing_time: next },
    });
    const sale = {
      id: uid('WH'),
      event_type: 'PAYMENT.SALE.COMPLETED',
      resource: {
        id: uid('SALE'),
        billing_agreement_id: id,
        create_time: new Date(Date.now() - 400 * 86400_000).toISOString(),
        amount: { total: '3.00', currency: 'USD' },
      },
    };
    expect((await send(sale)).status).toBe(200);
    expect(await env.DB.prepare('SELECT 1 FROM paypal_events WHERE id = ?').bind(sale.id).first()).toBeNull();
    // The customer links it; PayPal delivers the sale again, and now it counts.
    expect((await call('/api/subscription', { body: { orderId: id }, cookie: u.cookie })).status).toBe(200);
    expect((await send(sale)).status).toBe(200);
    expect((await payments(u.user.id)).map((p) => p.reference)).toContain(sale.resource.id);
  });

  it('is exempt from the origin guard (it is signature-checked) but not from the signature', async () => {
    const u = await paidUser();
    const ev = { id: uid('WH'), event_type: 'BILLING.SUBSCRIPTION.UPDATED', resource: { id: u.subId } };
    expect((await send(ev, VALID_SIGNATURE, { Origin: 'https://www.paypal.com' })).status).toBe(200);
    expect((await send({ ...ev, id: uid('WH') }, 'nope', { Origin: 'https://www.paypal.com' })).status).toBe(400);
  });

  it('answers 400 for a body that is not a PayPal event', async () => {
    expect((await send({ hello: 'world' })).status).toBe(400);
  });

  it('answers non-2xx when PayPal cannot be reached, so PayPal retries', async () => {
    const u = await paidUser();
    await paypalFake.down(true);
    try {
      const ev = { id: uid('WH'), event_type: 'BILLING.SUBSCRIPTION.CANCELLED', resource: { id: u.subId } };
      expect((await send(ev)).status).toBe(502);
      expect(await env.DB.prepare('SELECT 1 FROM paypal_events WHERE id = ?').bind(ev.id).first()).toBeNull();
    } finally {
      await paypalFake.down(false);
    }
  });
});
