// The load's set-up (load.ts): the accounts it signs in as, each with a trial, the abusers' victim with an
// account of its own (so the load's sign-ins do not spend its budget), and an airline that takes reports by e-mail.
import type { D1 } from './directory-data';

/** Runs `fn` over `items`, `width` at a time. */
export async function pool<T>(items: readonly T[], width: number, fn: (item: T, i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        await fn(items[i]!, i);
      }
    }),
  );
}

export const sessionCookie = (setCookies: readonly string[]) =>
  setCookies.map((c) => c.split(';')[0]!).find((pair) => /^(__Host-)?session=./.test(pair));

/** The client address of account `i`: each account signs in from its own, under the per-address limits. */
export const ipOf = (i: number) => `10.77.${Math.floor(i / 250)}.${(i % 250) + 1}`;

export async function setUp(base: string, db: D1, accounts: number, password: string) {
  const post = (p: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}${p}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const stamp = Date.now().toString(36);
  const emails = Array.from({ length: accounts }, (_, i) => `load-${stamp}-${i}@airdesk.test`);
  await pool(emails, 8, async (email, i) => {
    const res = await post('/api/register', { username: email, password }, { 'CF-Connecting-IP': ipOf(i) });
    if (res.status !== 201) throw new Error(`register ${email}: ${res.status} ${await res.text()}`);
    const cookie = sessionCookie(res.headers.getSetCookie());
    if (!cookie) throw new Error(`register ${email}: no session cookie`);
    const trial = await post(
      '/api/subscription',
      { orderId: 'free-trial' },
      { Cookie: cookie, 'CF-Connecting-IP': ipOf(i) },
    );
    if (trial.status !== 200) throw new Error(`trial ${email}: ${trial.status} ${await trial.text()}`);
  });
  // The abusers' victim: an account of its own, so the load's sign-ins do not spend its budget.
  const victim = `load-${stamp}-victim@airdesk.test`;
  const registered = await post('/api/register', { username: victim, password }, { 'CF-Connecting-IP': '10.97.0.1' });
  if (registered.status !== 201) throw new Error(`register victim: ${registered.status} ${await registered.text()}`);
  const airline = await db
    .prepare("SELECT id, name FROM airlines WHERE email <> '' ORDER BY popularity DESC, id LIMIT 1")
    .first<{ id: number; name: string }>();
  if (!airline) throw new Error('the seeded directory has no airline with an e-mail');
  return { emails, victim, airline };
}
