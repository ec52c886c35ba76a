// GET /api/rights/carriers (docs/decisions.md#rights-carriers) through the real Worker entry point against real
// D1: the public carrier look-up of the rights check answers who a company is, in the directory's relevance
// order, never how to reach it; bad queries are 400s naming the field; 60 calls a minute per client address.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { CarrierList } from '../contracts';
import { seedAirlines, tag } from './seed';
import { seedAirports } from './seed-airports';
import { call, json, uniqueIp } from './support';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const LETTERS = 'BCDFGHJKLMNPRSTVWXZ';
const pick = () => LETTERS[Math.floor(Math.random() * LETTERS.length)]!;
// Codes no other seeded company has: a digit and a letter (IATA), and three letters after an X (ICAO).
const iata = `${Math.floor(Math.random() * 10)}${pick()}`;
const icao = `X${pick()}${pick()}`;
const t = tag();

let coded: number;
let namedLikeCode: number;
let charter: number;
let inside: number;
let helicopter: number;

beforeAll(async () => {
  await seedAirports();
  [coded, namedLikeCode, charter, inside, helicopter] = (await seedAirlines([
    {
      name: `${t} Skyways`,
      country: 'Germany',
      iataCode: iata,
      icaoCode: icao,
      email: 'complaints@skyways.example.com',
      phone: '+49 69 123456',
      website: 'https://www.skyways.example.com',
      complaintFormUrl: 'https://www.skyways.example.com/complaints',
    },
    // More contacted than the company with the code, and its name starts with the code: the code still wins.
    { name: `${iata}${t} Regional`, country: 'France', popularity: 50 },
    { name: `${t} Charter Jets`, country: 'Austria', category: 'charter', popularity: 5 },
    { name: `Northern ${t} Air`, country: 'Norway', popularity: 90 },
    { name: `${t} Heli Tours`, country: 'Switzerland', category: 'helicopter', popularity: 99 },
  ])) as [number, number, number, number, number];
});

const lookUp = (query: string | null, opts: { ip?: string; cookie?: string } = {}) =>
  call(query === null ? '/api/rights/carriers' : `/api/rights/carriers?${new URLSearchParams({ query }).toString()}`, {
    ip: opts.ip ?? uniqueIp(),
    ...(opts.cookie ? { cookie: opts.cookie } : {}),
  });

const carriers = async (query: string) => {
  const res = await lookUp(query);
  expect(res.status).toBe(200);
  return (await json<CarrierList>(res)).carriers;
};

describe('GET /api/rights/carriers', () => {
  it('answers a signed-out visitor: the exact IATA code first, then a name that starts with the text', async () => {
    const res = await lookUp(iata.toLowerCase());
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const list = (await json<CarrierList>(res)).carriers;
    expect(list.map((c) => c.id).slice(0, 2)).toEqual([coded, namedLikeCode]);
    expect(list[0]).toEqual({ id: coded, name: `${t} Skyways`, iataCode: iata, icaoCode: icao, country: 'Germany' });
  });

  it('finds the exact ICAO code', async () => {
    expect((await carriers(icao))[0]?.id).toBe(coded);
  });

  it('gives away none of the directory’s contacts', async () => {
    const res = await lookUp(t);
    const text = await res.text();
    for (const secret of ['complaints@skyways', '+49 69', 'skyways.example.com', 'channel', 'sources'])
      expect(text).not.toContain(secret);
    for (const c of (JSON.parse(text) as CarrierList).carriers)
      expect(Object.keys(c).sort()).toEqual(['country', 'iataCode', 'icaoCode', 'id', 'name']);
  });

  it('orders names that start with the text before names that hold it, and leaves out helicopter companies', async () => {
    const ids = (await carriers(t)).map((c) => c.id);
    expect(ids).toContain(inside);
    expect(ids).toContain(charter);
    expect(ids).not.toContain(helicopter);
    // The starts (by popularity: the charter company, then the one with the code) before the one holding the text.
    expect(ids.indexOf(charter)).toBeLessThan(ids.indexOf(inside));
    expect(ids.indexOf(coded)).toBeLessThan(ids.indexOf(inside));
  });

  it('answers at most 8', async () => {
    const many = tag();
    await seedAirlines(Array.from({ length: 11 }, (_, i) => ({ name: `${many} Air ${i}` })));
    expect(await carriers(many)).toHaveLength(8);
  });

  it('refuses a bad query with a 400 naming the field, and changes nothing', async () => {
    for (const query of [null, '', 'a', ' b ', 'x'.repeat(101), 'ab\u0000', 'ab\u202e']) {
      const res = await lookUp(query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      const body = await json<{ message: string; issues: { path: string; message: string }[] }>(res);
      expect(body.issues[0]?.path).toBe('query');
      expect(body.message).toMatch(/^query /);
    }
    const repeated = await call(`/api/rights/carriers?query=ab&query=cd`, { ip: uniqueIp() });
    expect(repeated.status).toBe(400);
  });

  it('answers 429 with Retry-After after 60 calls a minute from one address; the assessment keeps its own budget', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 60; i++) expect((await lookUp(t, { ip })).status).toBe(200);
    const limited = await lookUp(t, { ip });
    expect(limited.status).toBe(429);
    const retry = Number(limited.headers.get('Retry-After'));
    expect(retry).toBeGreaterThanOrEqual(1);
    expect(retry).toBeLessThanOrEqual(60);
    expect(typeof (await json<{ message: string }>(limited)).message).toBe('string');
    // Another address is not limited, and the same address may still assess a journey.
    expect((await lookUp(t)).status).toBe(200);
    const assessed = await call('/api/rights/assess', {
      ip,
      body: { departure: 'FRA', arrival: 'JFK', date: '2025-06-01', airlineId: coded, incident: 'delay' },
    });
    expect(assessed.status).toBe(200);
  });
});
