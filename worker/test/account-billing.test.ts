// Deleting an account that PayPal bills (docs/api.md#accounts): billing stops first, as Cancel stops it; the
// payment records stay for the accounts, naming no one; PayPal failing leaves the account whole.
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it } from 'vitest';
import { call, paypalFake, register, userRow, type TestUser } from './support';

let n = 0;
async function paidAccount(): Promise<{ u: TestUser; id: string }> {
  const id = `I-ERASE${Date.now().toString(36).toUpperCase()}${++n}`;
  await paypalFake.setActive(id);
  const u = await register();
  expect((await call('/api/subscription', { body: { orderId: id }, cookie: u.cookie })).status).toBe(200);
  return { u, id };
}
const paymentsOf = (reference: string) =>
  env.DB.prepare('SELECT user_id, amount, currency, paid_at, reference, kind FROM payments WHERE reference = ?')
    .bind(reference)
    .all()
    .then((r) => r.results);
const remove = (u: TestUser) =>
  call('/api/account', { method: 'DELETE', cookie: u.cookie, body: { password: u.password } });

afterEach(() => paypalFake.down(false));

describe('DELETE /api/account with a PayPal subscription', () => {
  it('cancels it at PayPal, then keeps the payment (amount, date, reference) on no account', async () => {
    const { u, id } = await paidAccount();
    const [paid] = await paymentsOf(`${id}:activation`);
    expect(paid).toMatchObject({ user_id: u.user.id, amount: '3.00' });
    expect((await remove(u)).status).toBe(204);
    expect(await paypalFake.calls()).toContainEqual({ method: 'POST', path: `/v1/billing/subscriptions/${id}/cancel` });
    expect(await paymentsOf(`${id}:activation`)).toEqual([{ ...paid, user_id: 0 }]);
    expect(await userRow(u.email)).toBeNull();
  });

  it('502 when PayPal cannot be reached: nothing is erased and the session still works', async () => {
    const { u } = await paidAccount();
    await paypalFake.down(true);
    expect((await remove(u)).status).toBe(502);
    expect(await userRow(u.email)).toMatchObject({ subscription_status: 'active' });
    expect((await call('/api/user', { cookie: u.cookie })).status).toBe(200);
  });
});
