// Accounts and fakes steered from Node: a quick user through the API, mail read from the mail fake,
// PayPal subscriptions registered with the PayPal fake.
import type { User } from '../../../worker/contracts';
import { PAYPAL_PLAN_ID } from '../../../worker/test/fakes/paypal-api';
import { shardApp } from './app';
import { nextIp } from './browser';

let n = 0;
export const uniqueEmail = (tag = 'user') => `${tag}-${Date.now().toString(36)}-${++n}@airdesk.test`;
export const PASSWORD = 'Correct-Horse-42';

/**
 * The app's server may close an idle kept-alive connection; when Node's fetch reuses one just as it closes, a POST
 * fails with "other side closed" (undici retries only idempotent requests by itself).
 */
const socketClosed = (err: unknown) =>
  err instanceof TypeError && (err.cause as { code?: string } | undefined)?.code === 'UND_ERR_SOCKET';

const postJson = (path: string, body: unknown) =>
  fetch(`${shardApp().appUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': nextIp() },
    body: JSON.stringify(body),
  });

/** Registers an account through the API (no browser), e.g. to test logging in; signs in to one already there. */
export async function createAccount(email = uniqueEmail(), password = PASSWORD): Promise<User> {
  const body = { username: email, password };
  let res: Response;
  try {
    res = await postJson('/api/register', body);
  } catch (err) {
    if (!socketClosed(err)) throw err;
    // Sent again on a fresh connection. Had the first one arrived after all, the address is taken (409)
    // by this very account, whose user a login answers.
    res = await postJson('/api/register', body);
    if (res.status === 409) res = await postJson('/api/login', body);
    if (res.status === 200) return (await res.json()) as User;
  }
  // A fixed address (the owner account) may already have been registered by another journey of this run.
  if (res.status === 409) res = await postJson('/api/login', body);
  if (res.status === 200) return (await res.json()) as User;
  if (res.status !== 201) throw new Error(`register ${email}: ${res.status} ${await res.text()}`);
  return (await res.json()) as User;
}

interface SentMail {
  body: { to: string[]; subject: string; text: string };
}

/** Waits for a mail to `to` whose text matches `pattern`, and returns the first match. */
export async function waitForMail(to: string, pattern: RegExp, timeoutMs = 20_000): Promise<RegExpMatchArray> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const messages = (await (await fetch(`${shardApp().mailFakeUrl}/__control/messages`)).json()) as SentMail[];
    for (const m of messages) {
      if (!m.body.to.includes(to)) continue;
      const match = m.body.text.match(pattern);
      if (match) return match;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No mail to ${to} matching ${pattern} within ${timeoutMs / 1000} s`);
}

/** Makes the PayPal REST fake know `id` as an ACTIVE subscription of the configured plan. */
export async function registerPaypalSubscription(id: string) {
  const next = new Date(Date.now() + 365 * 86_400_000).toISOString();
  const res = await fetch(`${shardApp().paypalFakeUrl}/__control/subscriptions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      id,
      status: 'ACTIVE',
      plan_id: PAYPAL_PLAN_ID,
      billing_info: {
        next_billing_time: next,
        last_payment: { amount: { value: '3.00', currency_code: 'USD' }, time: new Date().toISOString() },
      },
    }),
  });
  if (!res.ok) throw new Error(`PayPal fake refused ${id}: ${res.status}`);
}
