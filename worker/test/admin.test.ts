// Admin API (docs/api.md#admin, docs/decisions.md#p8, docs/decisions.md#p9, docs/decisions.md#security-and-reliability: a non-admin calling every admin route).
import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminStats, SubscriberList, SubscriberRow } from '../contracts';
import {
  call,
  deployHookFake,
  json,
  makeAdmin,
  register,
  sessionCookie,
  subscribedUser,
  uniqueIp,
  type TestUser,
} from './support';
import { seedAirline, tag } from './seed';

// Many requests per test; the shared 2-core machine can be slow.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const OWNER = 'owner@airdesk.test';
const DAY = 86400_000;
const isoAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

async function ownerUser(): Promise<TestUser> {
  const password = 'owner password 123';
  const ip = uniqueIp();
  let res = await call('/api/register', { body: { username: OWNER, password }, ip });
  if (res.status === 409) res = await call('/api/login', { body: { username: OWNER, password }, ip });
  if (res.status !== 200 && res.status !== 201) throw new Error(`owner sign-in failed: ${res.status}`);
  await makeAdmin(OWNER);
  const user = await json(res);
  return { email: OWNER, password, cookie: sessionCookie(res)!, user, ip };
}

async function adminUser() {
  const u = await register();
  await makeAdmin(u.email);
  return u;
}

const audits = async () =>
  (await env.DB.prepare('SELECT * FROM redeploy_audit ORDER BY id DESC').all<Record<string, any>>()).results;

let admin: TestUser;
beforeAll(async () => {
  admin = await adminUser();
});
afterEach(async () => {
  await deployHookFake.fail(false);
});

const ROUTES: [string, string][] = [
  ['GET', '/api/admin/stats'],
  ['GET', '/api/admin/subscribers?page=1&limit=10'],
  ['POST', '/api/admin/subscribers/1/suspend'],
  ['POST', '/api/admin/subscribers/1/reactivate'],
  ['POST', '/api/admin/redeploy'],
  ['GET', '/api/admin/unknown-route'],
];

describe('access to /api/admin/*', () => {
  it('answers 401 signed out and 403 to a signed-in, subscribed non-admin on every route, changing nothing', async () => {
    const member = await subscribedUser();
    const target = await subscribedUser();
    const before = await deployHookFake.state();
    const auditCount = (await audits()).length;
    for (const [method, path] of ROUTES) {
      const p = path.replace('/1/', `/${target.user.id}/`);
      const anon = await call(p, { method });
      expect(anon.status, `${method} ${p}`).toBe(401);
      const res = await call(p, { method, cookie: member.cookie });
      expect(res.status, `${method} ${p}`).toBe(403);
      expect((await json(res)).message).toBe('Administrator access is required.');
    }
    expect(await deployHookFake.state()).toEqual(before);
    expect(await audits()).toHaveLength(auditCount);
    const me = await json(await call('/api/user', { cookie: target.cookie }));
    expect(me).toMatchObject({ subscribed: true, subscriptionStatus: 'trial' });
  });

  it('reads the role from the database on each request: a revoked admin is refused at once', async () => {
    const a = await adminUser();
    expect((await call('/api/admin/stats', { cookie: a.cookie })).status).toBe(200);
    await env.DB.prepare('UPDATE users SET is_admin = 0 WHERE id = ?').bind(a.user.id).run();
    expect((await call('/api/admin/stats', { cookie: a.cookie })).status).toBe(403);
  });
});

describe('GET /api/admin/stats', () => {
  it('computes every figure from the database, with trends over the last 30 days against the 30 before', async () => {
    const before = await json<AdminStats>(await call('/api/admin/stats', { cookie: admin.cookie }));
    expect(before.reportFeeUsd).toBe(1);

    // A paid subscriber with a payment in this window and one 40 days ago, a trial, an expired paid
    // account (no longer a subscriber, its old payment still revenue), and one report.
    const paid = await register();
    const lapsed = await register();
    await env.DB.prepare(
      "UPDATE users SET subscription_status = 'active', subscription_start_date = ?, subscription_end_date = ?, paypal_subscription_id = ?, trial_used = 1 WHERE id = ?",
    )
      .bind(isoAgo(40), new Date(Date.now() + 300 * DAY).toISOString(), `I-STATS-${tag()}`, paid.user.id)
      .run();
    await env.DB.prepare("UPDATE users SET subscription_status = 'active', subscription_end_date = ? WHERE id = ?")
      .bind(isoAgo(1), lapsed.user.id)
      .run();
    const pay = env.DB.prepare(
      'INSERT INTO payments (user_id, amount, currency, paid_at, reference, kind) VALUES (?, ?, ?, ?, ?, ?)',
    );
    await env.DB.batch([
      pay.bind(paid.user.id, '3.00', 'USD', isoAgo(2), `ref-${tag()}`, 'renewal'),
      pay.bind(paid.user.id, '3.00', 'USD', isoAgo(40), `ref-${tag()}`, 'activation'),
      pay.bind(lapsed.user.id, '3.00', 'USD', isoAgo(365), `ref-${tag()}`, 'activation'),
    ]);
    await subscribedUser(); // a trial
    const reporter = await subscribedUser();
    const airlineId = await seedAirline({ name: `${tag()} Stats Air` });
    const filed = await call('/api/problems', {
      body: {
        airlineId,
        category: 'refund',
        description: 'Refund never arrived after cancellation.',
        contactEmail: 'stats@mail.example.net',
      },
      cookie: reporter.cookie,
    });
    expect(filed.status).toBe(201);

    const after = await json<AdminStats>(await call('/api/admin/stats', { cookie: admin.cookie }));
    expect(after.totalSubscribers - before.totalSubscribers).toBe(1);
    expect(after.activeTrials - before.activeTrials).toBe(2);
    expect(round(after.monthlyRevenue - before.monthlyRevenue)).toBe(3);
    expect(round(after.totalRevenue - before.totalRevenue)).toBe(9);
    expect(after.problemReportsCount - before.problemReportsCount).toBe(1);
    expect(round(after.problemReportsRevenue - before.problemReportsRevenue)).toBe(1);
    expect(after.problemReportsRevenue).toBe(after.problemReportsCount * 1);
    expect(round(after.trends.revenue.last30Days - before.trends.revenue.last30Days)).toBe(3);
    expect(round(after.trends.revenue.previous30Days - before.trends.revenue.previous30Days)).toBe(3);
    expect(after.trends.newSubscribers.previous30Days - before.trends.newSubscribers.previous30Days).toBe(1);
    expect(after.trends.problemReports.last30Days - before.trends.problemReports.last30Days).toBe(1);
    expect(after.trends.signups.last30Days - before.trends.signups.last30Days).toBe(4);
    for (const t of Object.values(after.trends)) {
      expect(t.changePercent === null || typeof t.changePercent === 'number').toBe(true);
      if (t.previous30Days > 0)
        expect(t.changePercent).toBe(Math.round(((t.last30Days - t.previous30Days) / t.previous30Days) * 1000) / 10);
    }
    // The fee is configuration: reports x REPORT_FEE_USD.
    const priced = await json<AdminStats>(
      await call('/api/admin/stats', { cookie: admin.cookie, env: { REPORT_FEE_USD: '2.5' } }),
    );
    expect(priced.reportFeeUsd).toBe(2.5);
    expect(priced.problemReportsRevenue).toBe(round(priced.problemReportsCount * 2.5));
  });
});
const round = (n: number) => Math.round(n * 100) / 100;

describe('GET /api/admin/subscribers', () => {
  it('pages through every subscriber with the true total and real statuses', async () => {
    const trial = await subscribedUser();
    const active = await register();
    const canceled = await subscribedUser();
    const expired = await subscribedUser();
    const suspended = await subscribedUser();
    const never = await register();
    const end = new Date(Date.now() + 200 * DAY).toISOString();
    await env.DB.prepare(
      "UPDATE users SET subscription_status = 'active', subscription_start_date = ?, subscription_end_date = ?, auto_renew = 1 WHERE id = ?",
    )
      .bind(new Date().toISOString(), end, active.user.id)
      .run();
    expect((await call('/api/subscription/cancel', { method: 'POST', cookie: canceled.cookie })).status).toBe(200);
    await env.DB.prepare('UPDATE users SET subscription_end_date = ? WHERE id = ?')
      .bind(isoAgo(1), expired.user.id)
      .run();
    expect(
      (await call(`/api/admin/subscribers/${suspended.user.id}/suspend`, { method: 'POST', cookie: admin.cookie }))
        .status,
    ).toBe(200);

    const total = await env.DB.prepare(
      "SELECT count(*) AS n FROM users WHERE subscription_status <> 'none' OR suspended = 1",
    ).first<{ n: number }>();
    const seen: SubscriberRow[] = [];
    let pages = 0;
    for (let page = 1; ; page++) {
      const res = await call(`/api/admin/subscribers?page=${page}&limit=3`, { cookie: admin.cookie });
      expect(res.status).toBe(200);
      const body = await json<SubscriberList>(res);
      expect(body.total).toBe(total!.n);
      if (!body.subscribers.length) break;
      expect(body.subscribers.length).toBeLessThanOrEqual(3);
      seen.push(...body.subscribers);
      pages++;
    }
    expect(seen).toHaveLength(total!.n);
    expect(new Set(seen.map((s) => s.id)).size).toBe(seen.length);
    expect(pages).toBe(Math.ceil(total!.n / 3));
    const byId = new Map(seen.map((s) => [s.id, s]));
    expect(byId.get(trial.user.id)).toMatchObject({
      username: trial.email,
      email: trial.email,
      status: 'trial',
      nextBilling: null,
    });
    expect(byId.get(trial.user.id)!.subscriptionDate).toBeTruthy();
    expect(byId.get(active.user.id)).toMatchObject({ status: 'active', nextBilling: end });
    expect(byId.get(canceled.user.id)).toMatchObject({ status: 'canceled', nextBilling: null });
    expect(byId.get(expired.user.id)).toMatchObject({ status: 'expired', nextBilling: null });
    expect(byId.get(suspended.user.id)).toMatchObject({ status: 'suspended' });
    expect(byId.has(never.user.id)).toBe(false);
    for (const row of seen)
      expect(Object.keys(row).sort()).toEqual(['email', 'id', 'nextBilling', 'status', 'subscriptionDate', 'username']);
    // Defaults: page 1, 10 a page.
    const first = await json<SubscriberList>(await call('/api/admin/subscribers', { cookie: admin.cookie }));
    expect(first.subscribers.length).toBe(Math.min(10, total!.n));
  });

  it.each(['page=0', 'page=-1', 'page=abc', 'limit=0', 'limit=1000', 'limit=100000'])(
    'answers 400 for %s',
    async (qs) => {
      const res = await call(`/api/admin/subscribers?${qs}`, { cookie: admin.cookie });
      expect(res.status).toBe(400);
      expect((await json(res)).message).toBeTruthy();
    },
  );
});

describe('suspend and reactivate', () => {
  it('a suspended user loses access at once, and reactivation restores what they had', async () => {
    const u = await subscribedUser();
    const res = await call(`/api/admin/subscribers/${u.user.id}/suspend`, { method: 'POST', cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ id: u.user.id, status: 'suspended' });
    // The old session ends at once (token version), and a new one has no access.
    expect((await call('/api/user', { cookie: u.cookie })).status).toBe(401);
    expect((await call('/api/airlines', { cookie: u.cookie })).status).toBe(401);
    const login = await call('/api/login', { body: { username: u.email, password: u.password } });
    const cookie = sessionCookie(login)!;
    expect(await json(await call('/api/user', { cookie }))).toMatchObject({
      subscribed: false,
      subscriptionStatus: 'suspended',
    });
    expect((await call('/api/airlines', { cookie })).status).toBe(403);
    // Suspending again is harmless.
    expect(
      (await call(`/api/admin/subscribers/${u.user.id}/suspend`, { method: 'POST', cookie: admin.cookie })).status,
    ).toBe(200);

    const back = await call(`/api/admin/subscribers/${u.user.id}/reactivate`, { method: 'POST', cookie: admin.cookie });
    expect(back.status).toBe(200);
    expect(await json(back)).toMatchObject({ id: u.user.id, status: 'trial' });
    const again = sessionCookie(await call('/api/login', { body: { username: u.email, password: u.password } }))!;
    expect(await json(await call('/api/user', { cookie: again }))).toMatchObject({
      subscribed: true,
      subscriptionStatus: 'trial',
    });
    expect((await call('/api/airlines', { cookie: again })).status).toBe(200);
  });

  it('answers 404 for an unknown user, and refuses to suspend oneself', async () => {
    for (const action of ['suspend', 'reactivate']) {
      for (const id of ['999999999', 'abc', '0']) {
        expect(
          (await call(`/api/admin/subscribers/${id}/${action}`, { method: 'POST', cookie: admin.cookie })).status,
        ).toBe(404);
      }
    }
    const self = await call(`/api/admin/subscribers/${admin.user.id}/suspend`, {
      method: 'POST',
      cookie: admin.cookie,
    });
    expect(self.status).toBe(400);
    expect((await call('/api/admin/stats', { cookie: admin.cookie })).status).toBe(200);
  });
});

describe('POST /api/admin/redeploy', () => {
  it('POSTs to the deploy hook for the owner: 202, audited, and the URL is never in the answer', async () => {
    const owner = await ownerUser();
    const before = (await deployHookFake.state()).hits;
    const res = await call('/api/admin/redeploy', { method: 'POST', cookie: owner.cookie });
    expect(res.status).toBe(202);
    const text = await res.text();
    expect(JSON.parse(text).message).toBeTruthy();
    expect(text).not.toContain('secret-token');
    expect(text).not.toContain(new URL(env.DEPLOY_HOOK_URL).host);
    expect((await deployHookFake.state()).hits).toBe(before + 1);
    expect((await audits())[0]).toMatchObject({ user_id: owner.user.id, outcome: 'accepted', http_status: 200 });
    const me = await json(await call('/api/user', { cookie: owner.cookie }));
    expect(me.isOwner).toBe(true);
  });

  it('answers 502 when the hook fails, 503 when none is configured, each audited', async () => {
    const owner = await ownerUser();
    await deployHookFake.fail(true);
    const failed = await call('/api/admin/redeploy', { method: 'POST', cookie: owner.cookie });
    expect(failed.status).toBe(502);
    expect(await failed.text()).not.toContain('secret-token');
    expect((await audits())[0]).toMatchObject({ outcome: 'failed', http_status: 500 });

    const missing = await call('/api/admin/redeploy', {
      method: 'POST',
      cookie: owner.cookie,
      env: { DEPLOY_HOOK_URL: '' },
    });
    expect(missing.status).toBe(503);
    expect((await json(missing)).message).toMatch(/not configured/);
    expect((await audits())[0]).toMatchObject({ outcome: 'not_configured', http_status: null });
  });

  it('never logs the hook URL, also when the hook is unreachable', async () => {
    const owner = await ownerUser();
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((m) => vi.spyOn(console, m));
    try {
      const secretUrl = 'http://127.0.0.1:1/hooks/very-secret-deploy-token';
      const res = await call('/api/admin/redeploy', {
        method: 'POST',
        cookie: owner.cookie,
        env: { DEPLOY_HOOK_URL: secretUrl },
      });
      expect(res.status).toBe(502);
      expect(await res.text()).not.toContain('very-secret-deploy-token');
      const logged = spies.flatMap((s) =>
        s.mock.calls.map((args) =>
          args.map((a) => (a instanceof Error ? `${a.message} ${a.stack}` : String(a))).join(' '),
        ),
      );
      for (const line of logged) expect(line).not.toContain('very-secret-deploy-token');
      expect((await audits())[0]).toMatchObject({ outcome: 'failed', http_status: null });
    } finally {
      spies.forEach((s) => s.mockRestore());
    }
  });

  it('refuses an admin who is not the owner with 403 and does not call the hook', async () => {
    const before = (await deployHookFake.state()).hits;
    const res = await call('/api/admin/redeploy', { method: 'POST', cookie: admin.cookie });
    expect(res.status).toBe(403);
    expect((await deployHookFake.state()).hits).toBe(before);
    expect((await audits())[0]).toMatchObject({ user_id: admin.user.id, outcome: 'forbidden' });
    const me = await json(await call('/api/user', { cookie: admin.cookie }));
    expect(me.isOwner).toBe(false);
  });
});
