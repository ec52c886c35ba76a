// PayPal deliveries racing each other: PayPal retries a webhook it thinks failed, so the same event can
// arrive twice at the same moment, and a double-click sends the activation twice. Each is applied once.
// (The other races of docs/reliability.md live with their routes: reset.test.ts, subscription.test.ts,
// payment-methods.test.ts, contact-corrections.test.ts, contact-channels.test.ts, problems.test.ts.)
import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { VALID_SIGNATURE } from './fakes/constants';
import { call, paypalFake, register, userRow } from './support';

vi.setConfig({ testTimeout: 30_000 });

let n = 0;
const uid = (p: string) => `${p}-${Date.now().toString(36).toUpperCase()}-${++n}`;
const signed = () => ({
  'PAYPAL-AUTH-ALGO': 'SHA256withRSA',
  'PAYPAL-CERT-URL': 'https://api.paypal.com/v1/notifications/certs/CERT',
  'PAYPAL-TRANSMISSION-ID': uid('T'),
  'PAYPAL-TRANSMISSION-SIG': VALID_SIGNATURE,
  'PAYPAL-TRANSMISSION-TIME': new Date().toISOString(),
});
const payments = async (userId: number) =>
  (await env.DB.prepare('SELECT * FROM payments WHERE user_id = ? ORDER BY id').bind(userId).all<Record<string, any>>())
    .results;

async function subscription() {
  const id = uid('I-RACE');
  await paypalFake.setActive(id, new Date(Date.now() - 400 * 86400_000).toISOString());
  return id;
}

describe('PayPal races', () => {
  it('applies the same webhook event delivered three times at once exactly once', async () => {
    const u = await register();
    const subId = await subscription();
    expect((await call('/api/subscription', { body: { orderId: subId }, cookie: u.cookie })).status).toBe(200);
    const event = {
      id: uid('WH'),
      event_type: 'PAYMENT.SALE.COMPLETED',
      resource: {
        id: uid('SALE'),
        billing_agreement_id: subId,
        amount: { total: '3.00', currency: 'USD' },
        create_time: new Date().toISOString(),
      },
    };
    const answers = await Promise.all(
      [1, 2, 3].map(() => call('/api/paypal/webhook', { body: event, headers: signed() })),
    );
    // Every delivery is acknowledged (PayPal must stop retrying), and the sale is recorded once.
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect((await payments(u.user.id)).filter((p) => p.reference === event.resource.id)).toHaveLength(1);
    expect(await payments(u.user.id)).toHaveLength(2);
    expect(
      (await env.DB.prepare('SELECT count(*) AS n FROM paypal_events WHERE id = ?')
        .bind(event.id)
        .first<{ n: number }>())!.n,
    ).toBe(1);
  });

  it('activates once when the same subscription id is sent twice at once (a double click)', async () => {
    const u = await register();
    const subId = await subscription();
    const answers = await Promise.all(
      [1, 2].map(() => call('/api/subscription', { body: { orderId: subId }, cookie: u.cookie })),
    );
    for (const r of answers) expect([200, 409]).toContain(r.status);
    expect(answers.some((r) => r.status === 200)).toBe(true);
    expect(await payments(u.user.id)).toHaveLength(1);
    expect(await userRow(u.email)).toMatchObject({ subscription_status: 'active', paypal_subscription_id: subId });
  });
});
