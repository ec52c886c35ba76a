// Directory search that finds what people type (docs/api.md#directory): relevance, codes, places,
// misspellings, popularity and capped totals, through the real Worker entry point and D1.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Airline, AirlineList } from '../contracts';
import { call, json, subscribedUser, type TestUser } from './support';
import { seedAirlines, tag } from './seed';
import { seedAirports } from './seed-airports';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let member: TestUser;
beforeAll(async () => {
  member = await subscribedUser();
});

const search = async (params: Record<string, string | number>) => {
  const qs = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const res = await call(`/api/airlines?${qs.toString()}`, { cookie: member.cookie });
  expect(res.status).toBe(200);
  return json<AirlineList>(res);
};
const names = (b: AirlineList) => b.airlines.map((a: Airline) => a.name);

describe('relevance, the default order with a query', () => {
  beforeAll(async () => {
    await seedAirlines([
      { name: 'Acropolis Aviation', country: 'United Kingdom', icaoCode: 'CRV', category: 'charter' },
      { name: 'Air Canada', country: 'Canada', iataCode: 'AC', icaoCode: 'ACA', popularity: 0 },
      { name: 'Aces Air Charter', country: 'Greece', category: 'charter', popularity: 9 },
      { name: 'Allegiant Air', country: 'United States', iataCode: 'G4', icaoCode: 'AAY' },
      { name: 'American Airlines', country: 'United States', iataCode: 'AA', icaoCode: 'AAL' },
      { name: 'Aadvark Air Taxi', country: 'Kenya', category: 'charter', popularity: 40 },
    ]);
  });

  it('"AC" lists Air Canada (IATA AC) first, then the names that start with "ac" by popularity', async () => {
    const body = await search({ query: 'AC' });
    expect(names(body).slice(0, 3)).toEqual(['Air Canada', 'Aces Air Charter', 'Acropolis Aviation']);
  });

  it('"AA" lists American Airlines first; "aal", an ICAO code, too', async () => {
    expect(names(await search({ query: 'AA' }))[0]).toBe('American Airlines');
    expect(names(await search({ query: 'aal' }))[0]).toBe('American Airlines');
  });

  it('an explicit sort still wins: sortBy=name is A-Z', async () => {
    const body = await search({ query: 'AA', sortBy: 'name' });
    expect(names(body)).toEqual([...names(body)].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(names(body)[0]).toBe('Aadvark Air Taxi');
  });

  it('within a tier, more contacts rank first (popularity from track-contact)', async () => {
    const t = tag();
    const [quiet, busy] = await seedAirlines([{ name: `${t} Quiet Air` }, { name: `${t} Busy Air` }]);
    const before = names(await search({ query: t }));
    expect(before).toEqual([`${t} Busy Air`, `${t} Quiet Air`]); // both 0: by name
    for (let i = 0; i < 3; i++) {
      const res = await call('/api/track-contact', {
        body: { airlineId: quiet, contactType: 'website' },
        cookie: member.cookie,
      });
      expect(res.status).toBe(204);
    }
    // A contact does not move the directory version, so ask past the cached answer (another page size).
    const after = await search({ query: t, limit: 10 });
    expect(after.airlines.map((a) => a.id)).toEqual([quiet, busy]);
    const byPopularity = await search({ query: t, sortBy: 'popularity', limit: 11 });
    expect(byPopularity.airlines.map((a) => a.id)).toEqual([quiet, busy]);
  });

  it('refuses an unknown sort order, naming it', async () => {
    const res = await call('/api/airlines?query=air&sortBy=best', { cookie: member.cookie });
    expect(res.status).toBe(400);
    expect((await json(res)).message).toMatch(/sort/i);
  });
});

describe('misspelt names', () => {
  beforeAll(async () => {
    await seedAirlines([
      { name: 'Lufthansa', country: 'Germany', iataCode: 'LH', icaoCode: 'DLH', popularity: 5 },
      { name: 'Ryanair', country: 'Ireland', iataCode: 'FR', icaoCode: 'RYR' },
      { name: 'Emirates', country: 'United Arab Emirates', iataCode: 'EK', icaoCode: 'UAE' },
    ]);
  });

  it.each([
    ['lufhtansa', 'Lufthansa'],
    ['ryan air', 'Ryanair'],
    ['emirats', 'Emirates'],
  ])('"%s" finds %s and says "Did you mean"', async (query, name) => {
    const body = await search({ query });
    expect(body.didYouMean).toBe(name);
    expect(names(body)[0]).toBe(name);
    expect(body.total).toBe(body.airlines.length);
    expect(body.totalIsCapped).toBe(false);
  });

  it('an exact match carries no suggestion; a text like no name finds nothing', async () => {
    const exact = await search({ query: 'lufthansa' });
    expect(names(exact)).toContain('Lufthansa');
    expect(exact).not.toHaveProperty('didYouMean');
    const none = await search({ query: 'qxzvwkj' });
    expect(none).toEqual({ airlines: [], total: 0, totalIsCapped: false });
  });

  it('keeps the filters: a misspelling outside the chosen region finds nothing', async () => {
    const body = await search({ query: 'lufhtansa', region: 'asia' });
    expect(body.total).toBe(0);
  });
});

describe('cities and airports', () => {
  let ids: number[];
  beforeAll(async () => {
    await seedAirports();
    ids = await seedAirlines([
      { name: 'Zeta Hansa Flights', country: 'Germany', iataCode: 'LH' }, // based in Germany, flies to FRA
      { name: 'Yonder United', country: 'United States', iataCode: 'UA' }, // flies to FRA (OpenTravelData)
      { name: 'Xylo Regional', country: 'Germany' }, // based in Germany only
      { name: 'Wave Riviera', country: 'Monaco' }, // neither
    ]);
  });

  it.each(['Frankfurt', 'frankfurt', 'FRA'])(
    '"%s": the German airline flying there, then one flying there, then one based in Germany',
    async (query) => {
      const body = await search({ query, limit: 1000 });
      const at = (id: number) => body.airlines.findIndex((a) => a.id === id);
      expect(at(ids[0]!)).toBeGreaterThanOrEqual(0);
      expect(at(ids[0]!)).toBeLessThan(at(ids[1]!));
      expect(at(ids[1]!)).toBeLessThan(at(ids[2]!));
      expect(at(ids[3]!)).toBe(-1);
    },
  );

  it.each([
    ['İstanbul', 'Türkiye'], // the data's "İstanbul Airport" (IST), with a dotted capital I
    ['istanbul', 'Türkiye'],
    ['Zürich', 'Switzerland'], // "Zürich Airport", in the city the data spells "Zurich"
    ['Zurich', 'Switzerland'],
    ['São Paulo', 'Brazil'], // GRU's city
    ['Sao Paulo', 'Brazil'],
  ])('"%s" finds the airlines based in %s, whatever the case and the accents', async (query, country) => {
    const [based] = await seedAirlines([{ name: `${tag()} Home Carrier`, country }]);
    const body = await search({ query, limit: 1000 });
    expect(body.airlines.map((a) => a.id)).toContain(based);
  });

  it('"FRA", an airport code: the airlines flying to Frankfurt rank above those that only have "Fra" in France', async () => {
    const [france, flies] = (await seedAirlines([
      { name: 'Aaa Gallic Wings', country: 'France', popularity: 400 },
      { name: 'Zzz Main Flyer', country: 'Peru', iataCode: 'LH', popularity: 0 },
    ])) as [number, number];
    const order = (await search({ query: 'FRA', limit: 1000 })).airlines.map((a) => a.id);
    expect(order).toContain(france);
    expect(order.indexOf(flies)).toBeGreaterThanOrEqual(0);
    expect(order.indexOf(flies)).toBeLessThan(order.indexOf(france));
  });

  it('a place that names no airport, or a text too short for a city, adds nothing', async () => {
    const body = await search({ query: 'Xylo' });
    expect(body.airlines.map((a) => a.id)).toEqual([ids[2]]);
  });
});

describe('search totals', () => {
  let t: string;
  const name = (i: number) => `${t} ${i % 2 ? 'Odd' : 'Even'} ${String(i).padStart(4, '0')}`;
  beforeAll(async () => {
    t = tag();
    await seedAirlines(Array.from({ length: 1005 }, (_, i) => ({ name: name(i) })));
  });

  it('are exact up to 1,000, then 1000 with totalIsCapped', async () => {
    const capped = await search({ query: t });
    expect(capped.total).toBe(1000);
    expect(capped.totalIsCapped).toBe(true);
    const exact = await search({ query: `${t} odd` });
    expect(exact.total).toBe(502);
    expect(exact.totalIsCapped).toBe(false);
    // Past the cap the pages go on: page 112 holds rows 1,000 to 1,005 of the name order.
    const past = await search({ query: t, page: 112, sortBy: 'name' });
    const sorted = Array.from({ length: 1005 }, (_, i) => name(i)).sort();
    expect(names(past)).toEqual(sorted.slice(999));
    expect(past.totalIsCapped).toBe(true);
  });

  it('with a filter the count is capped the same way', async () => {
    const capped = await search({ query: t, category: 'commercial', region: 'europe' });
    expect([capped.total, capped.totalIsCapped]).toEqual([1000, true]);
  });

  it('browsing without a query counts exactly (the e-mail directory reads every page)', async () => {
    const body = await search({ limit: 1 });
    expect(body.total).toBeGreaterThan(1000);
    expect(body.totalIsCapped).toBe(false);
  });
});
