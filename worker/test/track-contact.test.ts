// POST /api/track-contact (docs/api.md#directory): contact events, popularity.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Airline, AirlineList } from '../contracts';
import { call, json, register, subscribedUser, type TestUser } from './support';
import { seedAirlines, tag } from './seed';

// Many requests per test; the shared 2-core machine can be slow.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let member: TestUser;
beforeAll(async () => {
  member = await subscribedUser();
});

const track = (body: unknown, cookie = member.cookie) => call('/api/track-contact', { body, cookie });

describe('POST /api/track-contact', () => {
  it('records user, airline, contact type and time, charges nothing, and counts toward popularity', async () => {
    const [id] = await seedAirlines([{ name: `${tag()} Tracked` }]);
    const before = Date.now();
    for (const contactType of ['phone', 'email', 'website']) {
      const res = await track({ airlineId: id, contactType });
      expect(res.status).toBe(204);
      expect(await res.text()).toBe('');
    }
    const { results } = await env.DB.prepare(
      'SELECT * FROM contact_access_transactions WHERE airline_id = ? ORDER BY id',
    )
      .bind(id)
      .all<Record<string, any>>();
    expect(results.map((r) => r.contact_type)).toEqual(['phone', 'email', 'website']);
    for (const r of results) {
      expect(r.user_id).toBe(member.user.id);
      expect(r.amount_charged).toBe('0.00');
      expect(r.status).toBe('recorded');
      expect(r.transaction_id).toMatch(/^[0-9a-f-]{36}$/);
      expect(Date.parse(r.created_at)).toBeGreaterThanOrEqual(before - 1000);
    }
    const row = await env.DB.prepare('SELECT popularity FROM airlines WHERE id = ?')
      .bind(id)
      .first<{ popularity: number }>();
    expect(row!.popularity).toBe(3);
  });

  it('orders the popularity sort by the recorded contact events', async () => {
    const t = tag();
    const [a, b, c] = await seedAirlines([{ name: `${t} A` }, { name: `${t} B` }, { name: `${t} C` }]);
    for (let i = 0; i < 3; i++) expect((await track({ airlineId: c, contactType: 'website' })).status).toBe(204);
    expect((await track({ airlineId: b, contactType: 'phone' })).status).toBe(204);
    const res = await call(`/api/airlines?query=${t}&sortBy=popularity`, { cookie: member.cookie });
    const body = await json<AirlineList>(res);
    expect(body.airlines.map((x: Airline) => x.id)).toEqual([c, b, a]);
  });

  it('counts concurrent events exactly', async () => {
    const [id] = await seedAirlines([{ name: `${tag()} Busy` }]);
    const results = await Promise.all(Array.from({ length: 10 }, () => track({ airlineId: id, contactType: 'email' })));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(204));
    const row = await env.DB.prepare(
      'SELECT popularity, (SELECT count(*) FROM contact_access_transactions WHERE airline_id = ?1) AS events FROM airlines WHERE id = ?1',
    )
      .bind(id)
      .first<{ popularity: number; events: number }>();
    expect(row).toEqual({ popularity: 10, events: 10 });
  });

  it('answers 404 for an unknown airline and records nothing', async () => {
    const res = await track({ airlineId: 987654321, contactType: 'phone' });
    expect(res.status).toBe(404);
    const n = await env.DB.prepare(
      'SELECT count(*) AS n FROM contact_access_transactions WHERE airline_id = 987654321',
    ).first<{ n: number }>();
    expect(n!.n).toBe(0);
  });

  it.each([
    [{ airlineId: 1, contactType: 'fax' }],
    [{ airlineId: 'x', contactType: 'phone' }],
    [{ airlineId: -3, contactType: 'phone' }],
    [{ contactType: 'phone' }],
    [{ airlineId: 1 }],
  ])('answers 400 for %j', async (body) => {
    const res = await track(body);
    expect(res.status).toBe(400);
    expect((await json(res)).issues.length).toBeGreaterThan(0);
  });

  it('answers 401 signed out and 403 without access', async () => {
    const [id] = await seedAirlines([{ name: `${tag()} Guarded` }]);
    expect((await call('/api/track-contact', { body: { airlineId: id, contactType: 'phone' } })).status).toBe(401);
    const plain = await register();
    expect((await track({ airlineId: id, contactType: 'phone' }, plain.cookie)).status).toBe(403);
    const row = await env.DB.prepare('SELECT popularity FROM airlines WHERE id = ?')
      .bind(id)
      .first<{ popularity: number }>();
    expect(row!.popularity).toBe(0);
  });
});
