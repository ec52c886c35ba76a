// Suspended accounts (docs/architecture.md#suspended-accounts): a suspended account keeps read access to its own data
// and may log out, reset its password, cancel its subscription and delete cards; it may not create or
// change anything else, nor use the directory. Suspension ends an administrator's rights too.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Card, Problem, User } from '../contracts';
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
const SUSPENDED = /suspended/i;
const nextYear = new Date().getUTCFullYear() + 1;

let admin: TestUser;
let airlineId: number;
beforeAll(async () => {
  admin = await register();
  await makeAdmin(admin.email);
  airlineId = await seedAirline({
    name: `${tag()} Suspension Air`,
    email: `care-${Date.now()}@suspension-air.example.org`,
  });
});

const report = {
  category: 'baggage',
  description: 'My suitcase did not arrive and nobody answers the phone.',
  contactEmail: 'traveller@mail.example.net',
};
const card = (last4: string, isDefault = true) => ({
  cardholderName: 'Ada Lovelace',
  cardMasked: `**** **** **** ${last4}`,
  cardExpiry: `09/${nextYear}`,
  isDefault,
  brand: 'visa',
});

async function fileReport(u: TestUser) {
  const res = await call('/api/problems', { body: { ...report, airlineId }, cookie: u.cookie });
  if (res.status !== 201) throw new Error(`report failed: ${res.status} ${await res.text()}`);
  return json<Problem>(res);
}

async function addCard(u: TestUser, last4: string, isDefault = true) {
  const res = await call('/api/payment-methods', { body: card(last4, isDefault), cookie: u.cookie });
  if (res.status !== 201) throw new Error(`card failed: ${res.status} ${await res.text()}`);
  return json<Card>(res);
}

/** Suspends `u` the way an administrator does, then signs `u` in again (the old session has ended). */
async function suspendAndSignIn(u: TestUser, by = admin) {
  const res = await call(`/api/admin/subscribers/${u.user.id}/suspend`, { method: 'POST', cookie: by.cookie });
  expect(res.status).toBe(200);
  return signIn(u);
}

async function signIn(u: TestUser): Promise<TestUser> {
  const res = await call('/api/login', { body: { username: u.email, password: u.password }, ip: u.ip });
  expect(res.status).toBe(200);
  return { ...u, cookie: sessionCookie(res)!, user: await json<User>(res) };
}

const isSuspended = async (id: number) =>
  (await env.DB.prepare('SELECT suspended FROM users WHERE id = ?').bind(id).first<{ suspended: number }>())!
    .suspended === 1;

async function expectRefused(res: Response, label: string) {
  expect(res.status, label).toBe(403);
  expect((await json(res)).message, label).toMatch(SUSPENDED);
}

describe('a suspended administrator', () => {
  it('loses every admin right: stats, lists, suspend, reactivate (itself too) answer 403 and change nothing', async () => {
    const a = await register();
    await makeAdmin(a.email);
    const target = await subscribedUser();
    const other = await subscribedUser();
    const othersReport = await fileReport(other);
    const s = await suspendAndSignIn(a);
    expect(s.user).toMatchObject({ isAdmin: false, isOwner: false, subscriptionStatus: 'suspended' });
    expect(await json(await call('/api/user', { cookie: s.cookie }))).toMatchObject({ isAdmin: false });

    for (const [method, path] of [
      ['GET', '/api/admin/stats'],
      ['GET', '/api/admin/subscribers'],
      ['POST', `/api/admin/subscribers/${target.user.id}/suspend`],
      ['POST', `/api/admin/subscribers/${a.user.id}/reactivate`],
    ] as const) {
      const res = await call(path, { method, cookie: s.cookie });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    expect(await isSuspended(target.user.id)).toBe(false);
    expect(await isSuspended(a.user.id)).toBe(true);
    // An administrator reaches every report; a suspended one only their own.
    expect((await call(`/api/problems/${othersReport.id}`, { cookie: s.cookie })).status).toBe(404);
    expect(
      (await json(await call('/api/problems?limit=100', { cookie: s.cookie }))).problems.map((p: Problem) => p.userId),
    ).not.toContain(other.user.id);
  });

  it('cannot reactivate itself even while not suspended', async () => {
    const res = await call(`/api/admin/subscribers/${admin.user.id}/reactivate`, {
      method: 'POST',
      cookie: admin.cookie,
    });
    expect(res.status).toBe(400);
    expect((await json(res)).message).toMatch(/your own account/);
  });

  it('a suspended owner cannot redeploy, and the hook is not called', async () => {
    const password = 'owner password 123';
    const ip = uniqueIp();
    let res = await call('/api/register', { body: { username: OWNER, password }, ip });
    if (res.status === 409) res = await call('/api/login', { body: { username: OWNER, password }, ip });
    await makeAdmin(OWNER);
    const owner: TestUser = { email: OWNER, password, cookie: '', user: await json<User>(res), ip };
    // Nobody may suspend the owner through the API (below), so the flag is set in the database.
    await env.DB.prepare('UPDATE users SET suspended = 1, token_version = token_version + 1 WHERE id = ?')
      .bind(owner.user.id)
      .run();
    try {
      const s = await signIn(owner);
      expect(s.user.isOwner).toBe(false);
      const before = (await deployHookFake.state()).hits;
      expect((await call('/api/admin/redeploy', { method: 'POST', cookie: s.cookie })).status).toBe(403);
      expect((await deployHookFake.state()).hits).toBe(before);
    } finally {
      await env.DB.prepare('UPDATE users SET suspended = 0 WHERE id = ?').bind(owner.user.id).run();
    }
  });

  it('an administrator who is not the owner cannot suspend the owner (403)', async () => {
    const password = 'owner password 123';
    const ip = uniqueIp();
    let res = await call('/api/register', { body: { username: OWNER, password }, ip });
    if (res.status === 409) res = await call('/api/login', { body: { username: OWNER, password }, ip });
    await makeAdmin(OWNER);
    const ownerId = (await json<User>(res)).id;
    try {
      const refused = await call(`/api/admin/subscribers/${ownerId}/suspend`, { method: 'POST', cookie: admin.cookie });
      expect(refused.status).toBe(403);
      expect((await json(refused)).message).toMatch(/owner/);
      expect(await isSuspended(ownerId)).toBe(false);
    } finally {
      await env.DB.prepare('UPDATE users SET suspended = 0 WHERE id = ?').bind(ownerId).run();
    }
  });
});

describe('a suspended account', () => {
  it('reads its own data but cannot create or change reports, add or re-default cards, or use the directory', async () => {
    const u = await subscribedUser();
    const mine = await fileReport(u);
    const first = await addCard(u, '4242');
    const second = await addCard(u, '1111', false);
    const mailsBefore = (await env.DB.prepare(
      "SELECT count(*) AS n FROM mail_outbox WHERE kind = 'status-change' AND ref_id = ?",
    )
      .bind(mine.id)
      .first<{ n: number }>())!.n;
    const s = await suspendAndSignIn(u);

    for (const path of [
      '/api/user',
      '/api/subscription',
      '/api/problems',
      `/api/problems/${mine.id}`,
      '/api/payment-methods',
      '/api/payment-methods/has-payment-method',
    ]) {
      expect((await call(path, { cookie: s.cookie })).status, path).toBe(200);
    }
    await expectRefused(
      await call(`/api/problems/${mine.id}`, { method: 'PATCH', body: { status: 'resolved' }, cookie: s.cookie }),
      'PATCH report',
    );
    await expectRefused(
      await call('/api/problems', { body: { ...report, airlineId }, cookie: s.cookie }),
      'POST report',
    );
    await expectRefused(await call('/api/payment-methods', { body: card('9999'), cookie: s.cookie }), 'POST card');
    await expectRefused(
      await call(`/api/payment-methods/${second.id}/default`, { method: 'PATCH', body: {}, cookie: s.cookie }),
      'PATCH default',
    );
    await expectRefused(await call('/api/airlines', { cookie: s.cookie }), 'GET airlines');
    await expectRefused(await call(`/api/airlines/${airlineId}`, { cookie: s.cookie }), 'GET airline');
    await expectRefused(
      await call('/api/track-contact', { body: { airlineId, contactType: 'phone' }, cookie: s.cookie }),
      'track contact',
    );
    await expectRefused(
      await call('/api/subscription', { body: { orderId: 'free-trial' }, cookie: s.cookie }),
      'start trial',
    );

    // Nothing changed, and no status mail went out.
    expect((await json<Problem>(await call(`/api/problems/${mine.id}`, { cookie: s.cookie }))).status).toBe(
      'submitted',
    );
    const after = (await env.DB.prepare(
      "SELECT count(*) AS n FROM mail_outbox WHERE kind = 'status-change' AND ref_id = ?",
    )
      .bind(mine.id)
      .first<{ n: number }>())!.n;
    expect(after).toBe(mailsBefore);
    const cards = await json<Card[]>(await call('/api/payment-methods', { cookie: s.cookie }));
    expect(cards.map((c) => [c.id, c.isDefault])).toEqual([
      [first.id, true],
      [second.id, false],
    ]);
  });

  it('may still reduce what it holds: delete a card, cancel its subscription, log out, reset its password', async () => {
    const u = await subscribedUser();
    const c = await addCard(u, '4242');
    const s = await suspendAndSignIn(u);
    expect((await call(`/api/payment-methods/${c.id}`, { method: 'DELETE', cookie: s.cookie })).status).toBe(204);
    const cancelled = await call('/api/subscription/cancel', { method: 'POST', body: {}, cookie: s.cookie });
    expect(cancelled.status).toBe(200);
    expect(await json(cancelled)).toMatchObject({
      autoRenew: false,
      subscriptionStatus: 'suspended',
      subscribed: false,
    });
    expect(
      (await env.DB.prepare('SELECT subscription_status FROM users WHERE id = ?')
        .bind(u.user.id)
        .first<{ subscription_status: string }>())!.subscription_status,
    ).toBe('canceled');
    expect((await call('/api/forgot-password', { body: { username: u.email } })).status).toBe(200);
    expect((await call('/api/logout', { method: 'POST', body: {}, cookie: s.cookie })).status).toBe(204);
    expect((await call('/api/user', { cookie: s.cookie })).status).toBe(401);
  });
});
