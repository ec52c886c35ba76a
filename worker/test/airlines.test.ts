// Directory: GET /api/airlines, /featured, /:id (docs/api.md#directory, docs/decisions.md#security-and-reliability search cases).
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DIRECTORY_MAX_LIMIT, type Airline, type AirlineCategory, type AirlineList, type SortBy } from '../contracts';
import { ALL_REFUSED } from '../contracts/schemas/directory';
import { call, json, register, subscribedUser, type TestUser } from './support';
import { seedAirline, seedAirlines, tag, type SeedAirline } from './seed';
import { createDb } from '../db';
import { searchAirlines, type PagePlan, type SearchParams } from '../directory/search';
import { regionOf } from '../contracts/regions';

// Many requests per test; the shared 2-core machine can be slow.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let member: TestUser;
beforeAll(async () => {
  member = await subscribedUser();
});

const list = async (params: Record<string, string | number>, cookie = member.cookie) => {
  const qs = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const res = await call(`/api/airlines?${qs.toString()}`, { cookie });
  return { res, body: res.status === 200 ? await json<AirlineList>(res) : await json(res) };
};

/** Every answer of a search, read in pages of the largest size (DIRECTORY_MAX_LIMIT). */
const everyPage = async (params: Record<string, string | number>): Promise<AirlineList> => {
  const pages: AirlineList[] = [];
  // A search's total stops at 1,000 (totalIsCapped): then the pages are read until one is not full.
  const more = (page: number) =>
    page === 1 ||
    (pages[0]!.totalIsCapped
      ? pages.at(-1)!.airlines.length === DIRECTORY_MAX_LIMIT
      : (page - 1) * DIRECTORY_MAX_LIMIT < pages[0]!.total);
  for (let page = 1; more(page); page++) {
    const { res, body } = await list({ ...params, limit: DIRECTORY_MAX_LIMIT, page });
    expect(res.status).toBe(200);
    pages.push(body as AirlineList);
  }
  return {
    total: pages[0]!.total,
    totalIsCapped: pages[0]!.totalIsCapped,
    airlines: pages.flatMap((p) => p.airlines),
  };
};

describe('access', () => {
  it('answers 401 signed out and 403 without a subscription or trial, on every directory route', async () => {
    const id = await seedAirline({ name: `${tag()} Access Air` });
    const plain = await register();
    for (const path of ['/api/airlines', '/api/airlines/featured', `/api/airlines/${id}`, '/api/airlines?limit=1000']) {
      const anon = await call(path);
      expect(anon.status).toBe(401);
      expect(await json(anon)).toHaveProperty('message');
      const res = await call(path, { cookie: plain.cookie });
      expect(res.status).toBe(403);
      expect((await json(res)).message).toMatch(/subscription|trial/i);
    }
  });
});

describe('GET /api/airlines search', () => {
  let t: string;
  let ids: number[];
  beforeAll(async () => {
    t = tag();
    ids = await seedAirlines([
      { name: `${t} Alpha Airways`, country: 'Germany', iataCode: 'Q1', icaoCode: 'QAA', category: 'commercial' },
      { name: `${t} beta charter`, country: 'Kenya', category: 'charter', icaoCode: 'QAB' },
      { name: `${t} Gamma Heli`, country: 'Brazil', category: 'helicopter' },
      { name: `${t} Zürich Sky`, country: 'Switzerland' },
    ]);
  });

  it('matches a case-insensitive substring of the name and answers the docs/api.md airline shape', async () => {
    const { res, body } = await list({ query: `${t} ALPHA`.toLowerCase() });
    expect(res.status).toBe(200);
    expect(body.total).toBe(1);
    expect(body.airlines[0]).toEqual({
      id: ids[0]!,
      name: `${t} Alpha Airways`,
      category: 'commercial',
      country: 'Germany',
      region: 'europe',
      phone: '',
      phoneRegion: '',
      email: '',
      website: 'https://www.airline.example.com',
      iataCode: 'Q1',
      icaoCode: 'QAA',
      featured: false,
      complaintFormUrl: '',
      formScope: '',
      sources: { phone: '', email: '', complaintFormUrl: '' },
      checkedAt: '',
      channel: 'none',
      answers: null,
      lastCheck: { phone: null, email: null, complaintFormUrl: null },
    } satisfies Airline);
    const middle = await list({ query: t.slice(2, 7).toLowerCase() });
    expect(middle.body.airlines.map((a: Airline) => a.id).sort()).toEqual([...ids].sort());
  });

  it('matches the country, the IATA code and the ICAO code', async () => {
    const byCountry = await list({ query: 'kenya', category: 'charter' });
    expect(byCountry.body.airlines.map((a: Airline) => a.id)).toContain(ids[1]);
    expect(byCountry.body.airlines.every((a: Airline) => a.country === 'Kenya')).toBe(true);
    // Two characters: exact IATA code (case-insensitive).
    const iata = await list({ query: 'q1' });
    expect(iata.body.airlines.map((a: Airline) => a.id)).toContain(ids[0]);
    expect(
      iata.body.airlines.every(
        (a: Airline) => a.iataCode === 'Q1' || /^q1/i.test(a.icaoCode) || /^q1/i.test(a.name) || /^q1/i.test(a.country),
      ),
    ).toBe(true);
    const icao = await list({ query: 'QAB' });
    expect(icao.body.airlines.map((a: Airline) => a.id)).toEqual([ids[1]]);
  });

  it('folds accents: "zurich" finds "Zürich"', async () => {
    const { body } = await list({ query: `${t} zurich` });
    expect(body.airlines.map((a: Airline) => a.id)).toEqual([ids[3]]);
  });

  it('answers 1-2 character queries from the code and prefix indexes (never a full substring scan)', async () => {
    const t2 = tag();
    const [coded] = await seedAirlines([{ name: `${t2} Coded`, iataCode: 'Z9', icaoCode: 'ZZQ' }]);
    const one = await list({ query: 'z', limit: 1000 });
    expect(one.res.status).toBe(200);
    expect(one.body.airlines.map((a: Airline) => a.id)).toContain(coded);
    expect(
      one.body.airlines.every(
        (a: Airline) => /^z/i.test(a.name) || /^z/i.test(a.country) || /^z/i.test(a.icaoCode) || a.iataCode === 'Z',
      ),
    ).toBe(true);
    const two = await list({ query: 'Zz' });
    expect(two.body.airlines.map((a: Airline) => a.id)).toContain(coded);
  });

  it('filters by category and region', async () => {
    const charter = await list({ query: t, category: 'charter' });
    expect(charter.body.airlines.map((a: Airline) => a.id)).toEqual([ids[1]]);
    const africa = await list({ query: t, region: 'africa' });
    expect(africa.body.airlines.map((a: Airline) => a.id)).toEqual([ids[1]]);
    const southAmerica = await list({ query: t, region: 'south-america', category: 'helicopter' });
    expect(southAmerica.body.airlines.map((a: Airline) => a.id)).toEqual([ids[2]]);
    const everywhere = await list({ query: t, region: 'all', category: '' });
    expect(everywhere.body.total).toBe(4);
  });

  it('filters by several categories given as a comma list (the home page filters)', async () => {
    const two = await list({ query: t, category: 'charter,helicopter' });
    expect(two.res.status).toBe(200);
    expect(two.body.airlines.map((a: Airline) => a.id).sort()).toEqual([ids[1], ids[2]].sort());
    const allThree = await list({ query: t, category: 'commercial,charter,helicopter' });
    expect(allThree.body.total).toBe(4);
    const bad = await list({ query: t, category: 'charter,rocket' });
    expect(bad.res.status).toBe(400);
    expect(bad.body.message).toBe('Unknown category');
  });

  it('keeps the search index in step when an airline is renamed or removed', async () => {
    const t2 = tag();
    const id = await seedAirline({ name: `${t2} Before` });
    await env.DB.prepare('UPDATE airlines SET name = ? WHERE id = ?').bind(`${t2} After`, id).run();
    expect((await list({ query: `${t2} before` })).body.total).toBe(0);
    expect((await list({ query: `${t2} after` })).body.airlines.map((a: Airline) => a.id)).toEqual([id]);
    await env.DB.prepare('DELETE FROM airlines WHERE id = ?').bind(id).run();
    expect((await list({ query: `${t2} after` })).body.total).toBe(0);
  });
});

describe('GET /api/airlines paging and sorting', () => {
  let t: string;
  let names: string[];
  beforeAll(async () => {
    t = tag();
    names = Array.from({ length: 20 }, (_, i) => `${t} ${String.fromCharCode(97 + i)}${i % 2 ? 'X' : 'y'} Air`);
    // Mixed case on purpose: the order is case-insensitive ("easyJet" among the E's).
    await seedAirlines(
      names.map((name, i) => ({
        name,
        country: ['Germany', 'Austria', 'Brazil', 'Chile'][i % 4]!,
        popularity: (i * 7) % 20,
      })),
    );
  });

  it('answers 9 a page with the true total, in name order', async () => {
    const p1 = await list({ query: t, sortBy: 'name' });
    expect(p1.body.total).toBe(20);
    expect(p1.body.airlines).toHaveLength(9);
    expect(p1.body.airlines.map((a: Airline) => a.name)).toEqual(names.slice(0, 9));
    const p3 = await list({ query: t, page: 3, sortBy: 'name' });
    expect(p3.body.airlines.map((a: Airline) => a.name)).toEqual(names.slice(18));
    const p9 = await list({ query: t, page: 9, sortBy: 'name' });
    expect(p9.body).toEqual({ airlines: [], total: 20, totalIsCapped: false });
  });

  it('sorts by name-desc, country and popularity', async () => {
    const desc = await list({ query: t, sortBy: 'name-desc', limit: 50 });
    expect(desc.body.airlines.map((a: Airline) => a.name)).toEqual([...names].reverse());
    const country = await list({ query: t, sortBy: 'country', limit: 50 });
    const countries = country.body.airlines.map((a: Airline) => a.country);
    expect(countries).toEqual([...countries].sort());
    expect(countries[0]).toBe('Austria');
    const pop = await list({ query: t, sortBy: 'popularity', limit: 50 });
    const expected = names
      .map((name, i) => ({ name, p: (i * 7) % 20 }))
      .sort((a, b) => b.p - a.p || a.name.localeCompare(b.name))
      .map((x) => x.name);
    expect(pop.body.airlines.map((a: Airline) => a.name)).toEqual(expected);
  });

  it('answers up to limit airlines, at most 1000; limit=100000 is a 400 (docs/decisions.md#security-and-reliability)', async () => {
    const t2 = tag();
    await seedAirlines(
      Array.from({ length: 1005 }, (_, i) => ({
        name: `${t2} Bulk ${String(i).padStart(4, '0')}`,
        category: 'charter' as const,
      })),
    );
    const big = await list({ query: t2, limit: 1000, category: 'charter' });
    expect(big.res.status).toBe(200);
    // A search counts to 1,000 (docs/api.md#directory): past it the total says so.
    expect([big.body.total, big.body.totalIsCapped]).toEqual([1000, true]);
    expect(big.body.airlines).toHaveLength(1000);
    const tooMany = await list({ query: t2, limit: 100000, category: 'charter' });
    expect(tooMany.res.status).toBe(400);
    expect(tooMany.body.message).toBe('limit must be a whole number from 1 to 1000');
    const small = await list({ query: t2, limit: 5, page: 2 });
    expect(small.body.airlines.map((a: Airline) => a.name)).toEqual([5, 6, 7, 8, 9].map((i) => `${t2} Bulk 000${i}`));
    // all=true (the whole directory in one answer) is refused: the directory is read a page at a time.
    for (const params of [{ all: 'true', query: t2 }, { all: 'true' }] as Record<string, string>[]) {
      const refused = await list(params);
      expect(refused.res.status).toBe(400);
      expect(refused.body.message).toBe(ALL_REFUSED);
    }
    const count = await env.DB.prepare('SELECT count(*) AS n FROM airlines').first<{ n: number }>();
    const everything = await everyPage({});
    expect(everything.total).toBe(count!.n);
    expect(new Set(everything.airlines.map((a) => a.id)).size).toBe(count!.n);
  }, 30_000);
});

describe('GET /api/airlines refuses bad parameters with 400, never 500', () => {
  it.each([
    [{ page: 0 }, /page/],
    [{ page: -1 }, /page/],
    [{ page: 'abc' }, /page/],
    [{ page: 1.5 }, /page/],
    [{ region: 'atlantis' }, /region/i],
    [{ sortBy: 'price' }, /sort/i],
    [{ sortBy: 'name; DROP TABLE airlines' }, /sort/i],
    [{ category: 'rocket' }, /category/i],
    [{ limit: 0 }, /limit/],
    [{ limit: 'lots' }, /limit/],
    [{ query: 'x'.repeat(101) }, /100 characters/],
    [{ query: 'a\u0000b' }, /control/],
  ])('%j', async (params, message) => {
    const { res, body } = await list(params);
    expect(res.status).toBe(400);
    expect(body.message).toMatch(message);
    expect(body.issues?.length).toBeGreaterThan(0);
  });

  it('accepts a query of exactly 100 characters', async () => {
    expect((await list({ query: 'y'.repeat(100) })).res.status).toBe(200);
  });
});

describe('search text is matched literally (docs/decisions.md#security-and-reliability)', () => {
  let t: string;
  let id: number;
  beforeAll(async () => {
    t = tag();
    id = await seedAirline({ name: `${t} 100%_Air 'O"Brien' back\\slash NEAR(a b) x*` });
    await seedAirline({ name: `${t} 1000 Air other` });
  });

  it.each([
    '%',
    '_',
    '%%%',
    '___',
    "'",
    '"',
    '\\',
    "' OR 1=1 --",
    '" OR "1"="1',
    'NEAR(a b)',
    'a* OR b*',
    'name:air',
    '^air',
    '"unbalanced',
    '(((',
    'AND',
    'NOT x',
    '*',
    '-',
    '\\%',
    '%_',
    '"; DROP TABLE airlines; --',
  ])('%j answers 200 with only literal matches', async (query) => {
    const { res, body } = await list({ query, limit: 1000 });
    expect(res.status).toBe(200);
    const needle = query.trim().toLowerCase();
    for (const a of body.airlines as Airline[]) {
      const hay = [a.name, a.country, a.iataCode, a.icaoCode].map((s) => s.toLowerCase());
      const short = Array.from(needle).length < 3;
      const hit = short
        ? hay.some((h) => h.startsWith(needle)) || a.iataCode.toLowerCase() === needle
        : hay.some((h) =>
            h.normalize('NFD').replace(/\p{M}/gu, '').includes(needle.normalize('NFD').replace(/\p{M}/gu, '')),
          );
      expect(hit, `${a.name} does not contain ${needle}`).toBe(true);
    }
  });

  it('finds the airline by its literal special characters, and only it', async () => {
    for (const q of [`${t} 100%_`, '0%_air', `'o"brien'`, 'back\\slash', 'near(a b)', 'b) x*']) {
      const { body } = await list({ query: q });
      expect(
        body.airlines.map((a: Airline) => a.id),
        q,
      ).toEqual([id]);
    }
    // `%` is not a wildcard: "100%" must not match "1000 Air".
    const { body } = await list({ query: `${t} 100%` });
    expect(body.total).toBe(1);
  });
});

describe('GET /api/airlines/featured and /:id', () => {
  it('answers the featured airlines only, in name order', async () => {
    const t = tag();
    const [f1, , f2] = await seedAirlines([
      { name: `${t} B Featured`, featured: true },
      { name: `${t} Not Featured` },
      { name: `${t} A Featured`, featured: true },
    ]);
    const res = await call('/api/airlines/featured', { cookie: member.cookie });
    expect(res.status).toBe(200);
    const body = await json<Airline[]>(res);
    expect(body.every((a) => a.featured)).toBe(true);
    const mine = body.filter((a) => a.name.startsWith(t)).map((a) => a.id);
    expect(mine).toEqual([f2, f1]);
  });

  it('answers one airline by id, 404 for an unknown or malformed id', async () => {
    const t = tag();
    const id = await seedAirline({
      name: `${t} Single`,
      phone: '+49 69 86 799 799',
      email: 'customer.relations@lufthansa.com',
      iataCode: 'LH',
      icaoCode: 'DLH',
    });
    const res = await call(`/api/airlines/${id}`, { cookie: member.cookie });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({
      id,
      name: `${t} Single`,
      phone: '+49 69 86 799 799',
      email: 'customer.relations@lufthansa.com',
      iataCode: 'LH',
      icaoCode: 'DLH',
    });
    for (const bad of ['999999999', 'abc', '0', '-1', '1.5', '1e3', '99999999999999999999']) {
      const r = await call(`/api/airlines/${bad}`, { cookie: member.cookie });
      expect(r.status, bad).toBe(404);
      expect((await json(r)).message).toBeTruthy();
    }
  });
});

describe('contacts that say what they are (phoneRegion, formScope)', () => {
  it('answers the country a phone serves and the scope of a form on every airline answer', async () => {
    const t = tag();
    const [marked, plain] = await seedAirlines([
      {
        name: `${t} Marked Air`,
        country: 'United Kingdom',
        featured: true,
        phone: '+1 800 247 9297',
        phoneRegion: 'US',
        complaintFormUrl: 'https://www.airline.example.com/claims',
        formScope: 'EU261 compensation claims',
      },
      { name: `${t} Plain Air`, phone: '+49 69 86 799 799' },
    ]);
    const shown = { phoneRegion: 'US', formScope: 'EU261 compensation claims', channel: 'form' };
    expect(await json(await call(`/api/airlines/${marked}`, { cookie: member.cookie }))).toMatchObject(shown);
    expect(await json(await call(`/api/airlines/${plain}`, { cookie: member.cookie }))).toMatchObject({
      phoneRegion: '',
      formScope: '',
    });
    const { body } = await list({ query: t });
    expect(body.airlines.map((a: Airline) => [a.name, a.phoneRegion, a.formScope])).toEqual([
      [`${t} Marked Air`, 'US', 'EU261 compensation claims'],
      [`${t} Plain Air`, '', ''],
    ]);
    const featured = await json<Airline[]>(await call('/api/airlines/featured', { cookie: member.cookie }));
    expect(featured.find((a) => a.id === marked)).toMatchObject(shown);
  });
});

describe('both query plans give the same answer', () => {
  // A dense search (many matches) reads the sort index in order; a sparse one, or a big limit, fetches the
  // matches and sorts them (search.ts walkSortIndex, chosen inside the one search statement). Pages of 9
  // must equal slices of the big answer, and each plan forced must equal the rows themselves.
  let t: string;
  let seeded: (Omit<SeedAirline, 'category'> & { id: number; category: AirlineCategory; region: string })[];
  beforeAll(async () => {
    t = tag();
    const countries = ['Kenya', 'Germany', 'Japan', 'Brazil', 'Canada'];
    const categories = ['commercial', 'charter', 'helicopter'] as const;
    const rows = Array.from({ length: 240 }, (_, i) => ({
      name: `${t} ${['alpha', 'Bravo', 'charlie', 'Delta', 'echo'][i % 5]} ${String(i).padStart(3, '0')}`,
      country: countries[i % countries.length]!,
      category: categories[i % 3]!,
      popularity: (i * 37) % 50,
      // A third of them ranked by size (ranks repeat, so equal demand and rank fall to the name).
      ...(i % 3 === 0 ? { sizeRank: 1 + ((i * 11) % 60) } : {}),
    }));
    // Literal special characters (LIKE wildcards, quotes, FTS syntax) in one more row.
    rows.push({ name: `${t} 100%_ "near" o'brien a* OR b`, country: 'Kenya', category: 'commercial', popularity: 7 });
    const ids = await seedAirlines(rows);
    seeded = rows.map((r, i) => ({ ...r, id: ids[i]!, region: regionOf(r.country)! }));
  });

  const ids = (b: AirlineList) => b.airlines.map((a) => a.id);

  it.each(['name', 'name-desc', 'country', 'popularity'])(
    'text search, sort %s, with and without filters',
    async (sortBy) => {
      for (const filters of [
        {},
        { category: 'charter' },
        { region: 'africa' },
        { category: 'commercial', region: 'asia' },
      ] as Record<string, string>[]) {
        const full = (await list({ query: t, sortBy, limit: 1000, ...filters })).body as AirlineList;
        expect(full.total).toBeGreaterThan(0);
        const last = Math.ceil(full.total / 9);
        for (const page of new Set([1, 2, 3, Math.ceil(last / 2), last])) {
          const { body } = await list({ query: t, sortBy, page, ...filters });
          expect((body as AirlineList).total).toBe(full.total);
          expect(ids(body as AirlineList), `${sortBy} ${JSON.stringify(filters)} page ${page}`).toEqual(
            ids(full).slice((page - 1) * 9, page * 9),
          );
        }
      }
    },
    30_000,
  );

  it('short (1-2 character) search: pages of 9 equal slices of the pages of 1000', async () => {
    const letter = t[0]!.toLowerCase();
    const full = await everyPage({ query: letter });
    expect(full.total).toBeGreaterThanOrEqual(240);
    for (const page of [1, 2, 7, Math.ceil(full.airlines.length / 9)]) {
      const { body } = await list({ query: letter, page });
      expect(ids(body as AirlineList)).toEqual(ids(full).slice((page - 1) * 9, page * 9));
    }
    const upper = await everyPage({ query: letter.toUpperCase() });
    expect(ids(upper)).toEqual(ids(full));
  }, 30_000);
  // SQLite's NOCASE folds ASCII letters only; every seeded name here is ASCII, so lower-casing matches it.
  const nocase = (a: string, b: string) => {
    const x = a.toLowerCase();
    const y = b.toLowerCase();
    return x < y ? -1 : x > y ? 1 : 0;
  };
  type Seeded = (typeof seeded)[number];
  const UNRANKED = Number.MAX_SAFE_INTEGER;
  const ORACLE_ORDER: Record<Exclude<SortBy, 'relevance'>, (a: Seeded, b: Seeded) => number> = {
    name: (a, b) => nocase(a.name, b.name) || a.id - b.id,
    'name-desc': (a, b) => nocase(b.name, a.name) || b.id - a.id,
    country: (a, b) =>
      (a.country! < b.country! ? -1 : a.country! > b.country! ? 1 : 0) || nocase(a.name, b.name) || a.id - b.id,
    // Demand, then size rank (unranked last), then name (search-sql.ts POPULARITY).
    popularity: (a, b) =>
      b.popularity! - a.popularity! ||
      (a.sizeRank ?? UNRANKED) - (b.sizeRank ?? UNRANKED) ||
      nocase(a.name, b.name) ||
      a.id - b.id,
  };
  const PLANS: (PagePlan | undefined)[] = ['walk', 'fetch', undefined];
  const FILTERS: Pick<SearchParams, 'category' | 'region'>[] = [
    {},
    { category: ['charter'] },
    { region: 'africa' },
    { category: ['commercial', 'helicopter'], region: 'asia' },
  ];

  it('each plan forced, and the one the statement picks, equal the matching rows sorted: every sort, filters, pages past the end', async () => {
    const db = createDb(env.DB);
    const queries = [t, `${t} alpha`, `${t} delta 1`, `${t.toLowerCase()} ECHO 23`, `${t} 100%_`, `${t} nothing`];
    for (const query of queries)
      for (const sortBy of ['relevance', 'name', 'name-desc', 'country', 'popularity'] as const)
        for (const filter of FILTERS) {
          const q = query.toLowerCase();
          // Relevance: no codes or places here, so the names that start with the text, then the others.
          const tier = (r: Seeded) => (r.name.toLowerCase().startsWith(q) ? 1 : 5);
          const expected = seeded
            .filter((r) => r.name.toLowerCase().includes(q))
            .filter((r) => !filter.category || filter.category.includes(r.category))
            .filter((r) => !filter.region || r.region === filter.region)
            .sort(
              sortBy === 'relevance'
                ? (a, b) => tier(a) - tier(b) || ORACLE_ORDER.popularity(a, b)
                : ORACLE_ORDER[sortBy],
            );
          const last = Math.max(1, Math.ceil(expected.length / 9));
          for (const page of new Set([1, 2, last, last + 1]))
            for (const plan of PLANS) {
              const offset = (page - 1) * 9;
              const got = await searchAirlines(db, { query, sortBy, offset, limit: 9, ...filter }, plan);
              const what = `${query} ${sortBy} ${JSON.stringify(filter)} page ${page} plan ${plan ?? 'chosen'}`;
              // Nothing matched as typed: the answer may be names like it instead (directory-search.test.ts).
              if (expected.length === 0 && got.didYouMean !== undefined) continue;
              expect(got.total, what).toBe(expected.length);
              expect(
                got.rows.map((r) => r.id),
                what,
              ).toEqual(expected.slice(offset, offset + 9).map((r) => r.id));
            }
        }
  }, 60_000);

  it('special characters and 1-2 character texts (no trigram index): every plan gives the same answer', async () => {
    const db = createDb(env.DB);
    const special = await searchAirlines(db, {
      query: `${t} 100%_ "near" o'brien a* OR b`,
      sortBy: 'name',
      offset: 0,
      limit: 9,
    });
    expect(special.rows.map((r) => r.id)).toEqual([seeded.at(-1)!.id]);
    // D1 binds at most 100 values per statement: every letter (some match 30 country names) with every filter.
    for (const letter of 'abcdefghijklmnopqrstuvwxyz')
      for (const plan of PLANS) {
        const all = ['commercial', 'charter', 'helicopter'] as AirlineCategory[];
        const got = await searchAirlines(
          db,
          { query: letter, category: all, region: 'europe', sortBy: 'country', offset: 9, limit: 9 },
          plan,
        );
        expect(got.total, letter).toBeGreaterThanOrEqual(0);
      }
    for (const query of [
      t.slice(0, 1),
      t.slice(0, 2).toLowerCase(),
      'KE',
      '%',
      '_',
      '"',
      'a*',
      "o'",
      ...['100%_', '"near"', 'a* OR b', 'x_y%z', 'sky\\'],
    ])
      for (const sortBy of ['relevance', 'name', 'name-desc', 'country', 'popularity'] as const)
        for (const filter of [{}, { category: ['charter'], region: 'africa' }] as typeof FILTERS) {
          const answers = [];
          for (const plan of PLANS) {
            const pages = [];
            const first = await searchAirlines(db, { query, sortBy, offset: 0, limit: 9, ...filter }, plan);
            const last = Math.max(1, Math.ceil(first.total / 9));
            // Every page in order, then one past the end (past a capped total: until a page is empty).
            for (let page = 2; first.totalIsCapped ? pages.at(-1)?.rows.length !== 0 : page <= last + 1; page++)
              pages.push(
                await searchAirlines(db, { query, sortBy, offset: (page - 1) * 9, limit: 9, ...filter }, plan),
              );
            answers.push(
              [first, ...pages].map((a) => ({
                total: a.total,
                totalIsCapped: a.totalIsCapped,
                ids: a.rows.map((r) => r.id),
              })),
            );
          }
          const what = `${query} ${sortBy} ${JSON.stringify(filter)}`;
          expect(answers[1], what).toEqual(answers[0]);
          expect(answers[2], what).toEqual(answers[0]);
          expect(answers[0]!.at(-1), `${what}: past the end`).toEqual({ ...answers[0]![0]!, ids: [] });
          // The pages together hold every match once: the total is exact.
          const all = answers[0]!.flatMap((a) => a.ids);
          expect(new Set(all).size, what).toBe(all.length);
          if (answers[0]![0]!.totalIsCapped) expect(all.length, what).toBeGreaterThan(1000);
          else expect(all.length, what).toBe(answers[0]![0]!.total);
        }
  }, 60_000);
});
