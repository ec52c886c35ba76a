// sortBy=popularity orders by demand (contacts opened and reports filed), then by size rank, then by name
// (issue 43, docs/api.md#directory). The ranks are written by the same SQL as the directory seed
// (worker/directory/size-ranking.ts); demand through the real routes: POST /api/track-contact, POST /api/problems.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AirlineList } from '../contracts';
import { sizeRankSql } from '../directory/size-ranking';
import { call, json, subscribedUser, type TestUser } from './support';
import { seedAirlines, tag } from './seed';

// Many requests per test; the shared 2-core machine can be slow.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let member: TestUser;
let t: string;
let ids: Record<'alpha' | 'bravo' | 'charlie' | 'delta' | 'echo', number>;
beforeAll(async () => {
  member = await subscribedUser();
  t = tag();
  const [alpha, bravo, charlie, delta, echo] = await seedAirlines([
    { name: `${t} Alpha` },
    { name: `${t} Bravo`, country: 'Peru' },
    { name: `${t} Charlie` },
    { name: `${t} Delta` },
    // Ranked before the ranking below existed: the seed takes its rank away.
    { name: `${t} Echo`, sizeRank: 1 },
  ]);
  ids = { alpha: alpha!, bravo: bravo!, charlie: charlie!, delta: delta!, echo: echo! };
});

/**
 * The popularity order of this test's companies. The directory cache keys on the request and does not move
 * with demand or ranks (they do not change the version, docs/api.md#directory), so each step asks through
 * different filters: the same companies (all commercial, in Europe or South America), a fresh answer.
 */
const order = async (filters: string) => {
  const res = await call(`/api/airlines?query=${t}&sortBy=popularity&limit=50${filters}`, { cookie: member.cookie });
  expect(res.status).toBe(200);
  const body = await json<AirlineList>(res);
  const name = new Map(Object.entries(ids).map(([k, v]) => [v, k]));
  return body.airlines.map((a) => name.get(a.id));
};

const report = async (airlineId: number) => {
  const res = await call('/api/problems', {
    body: {
      airlineId,
      category: 'baggage',
      flightNumber: 'lh 400',
      date: '2026-03-14',
      description: 'My suitcase did not arrive in Frankfurt and nobody answers the phone.',
      contactEmail: 'traveller@mail.example.net',
    },
    cookie: member.cookie,
  });
  expect(res.status, await res.clone().text()).toBe(201);
};

describe('sortBy=popularity', () => {
  it('with no demand: the ranked companies first, in rank order, then the others by name', async () => {
    // The seed's statement, with a ranking of two of them (matched by name and country; Bravo is in Peru).
    const ranking = sizeRankSql([
      { name: `${t} Delta`, country: 'Germany', rank: 1 },
      { name: `${t} Bravo`, country: 'Peru', rank: 2 },
      // Same name, another country: ranks no company here.
      { name: `${t} Alpha`, country: 'Peru', rank: 3 },
    ]);
    await env.DB.prepare(ranking).run();
    const ranks = await env.DB.prepare(`SELECT name, size_rank FROM airlines WHERE name LIKE ? ORDER BY name`)
      .bind(`${t} %`)
      .all<{ name: string; size_rank: number | null }>();
    expect(ranks.results.map((r) => [r.name.slice(t.length + 1), r.size_rank])).toEqual([
      ['Alpha', null],
      ['Bravo', 2],
      ['Charlie', null],
      ['Delta', 1],
      ['Echo', null],
    ]);
    // Run again, it writes nothing.
    expect((await env.DB.prepare(ranking).run()).meta.changes).toBe(0);

    expect(await order('')).toEqual(['delta', 'bravo', 'alpha', 'charlie', 'echo']);
  });

  it('a contact opened moves a company ahead of the ranked ones', async () => {
    const res = await call('/api/track-contact', {
      body: { airlineId: ids.charlie, contactType: 'website' },
      cookie: member.cookie,
    });
    expect(res.status).toBe(204);
    expect(await order('&category=commercial')).toEqual(['charlie', 'delta', 'bravo', 'alpha', 'echo']);
  });

  it('a filed report counts as demand too; equal demand is ordered by rank, then name', async () => {
    // Echo and Bravo get one report each: with Charlie's contact, three companies at demand 1.
    await report(ids.echo);
    await report(ids.bravo);
    const popularity = await env.DB.prepare(`SELECT id, popularity FROM airlines WHERE name LIKE ?`)
      .bind(`${t} %`)
      .all<{ id: number; popularity: number }>();
    expect(Object.fromEntries(popularity.results.map((r) => [r.id, r.popularity]))).toEqual({
      [ids.alpha]: 0,
      [ids.bravo]: 1,
      [ids.charlie]: 1,
      [ids.delta]: 0,
      [ids.echo]: 1,
    });
    // Demand 1: Bravo (rank 2), then the unranked Charlie and Echo by name; demand 0: Delta (rank 1), Alpha.
    expect(await order('&category=commercial,charter')).toEqual(['bravo', 'charlie', 'echo', 'delta', 'alpha']);
  });
});
