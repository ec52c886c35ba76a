// The directory cache (worker/directory/answer-cache.ts), the maintained counts of GET /api/config
// (migration 0006) and the D1 session bookmark (worker/middleware/d1-session.ts), through the real entry point.
import { env } from 'cloudflare:workers';
import { configOf } from '../config';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AirlineList, PublicConfig } from '../contracts';
import { signSession } from '../auth/session-token';
import { cachedDirectoryAnswer, directoryCacheUrl, listKey } from '../directory/answer-cache';
import { createDb } from '../db';
import type { AppEnv } from '../env';
import { validateCompanyRow } from '../directory/company-row';
import { parseCsvTable } from '../directory/csv';
import {
  buildUpsertSql,
  EXISTING_COMPANY_SQL,
  planUpsert,
  type ExistingCompany,
  type InputRow,
} from '../directory/upsert-sql';
import type { CsvColumn } from '../directory/company-row';
import { BOOKMARK_HEADER, sessionStart } from '../middleware/d1-session';
import { call, json, makeAdmin, ORIGIN, register, subscribedUser, userRow, type TestUser } from './support';
import { seedAirline, seedAirlines, tag } from './seed';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const SITE = 'https://www.cacheair-airdesk.net';
let member: TestUser;
let admin: TestUser;
beforeAll(async () => {
  member = await subscribedUser();
  admin = await register();
  await makeAdmin(admin.email);
});

const get = (path: string, u: TestUser = member) => call(path, { cookie: u.cookie });

/**
 * The answer of `path` once the cache holds it: the first request misses and stores the answer after
 * answering (waitUntil), so the same request is repeated until one is served from the cache.
 */
async function cachedAnswer(path: string) {
  for (let i = 0; i < 40; i++) {
    const res = await get(path);
    expect(res.status).toBe(200);
    if (res.headers.get('x-cache') === 'hit') return res;
    await res.arrayBuffer();
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${path} was never served from the cache`);
}

const version = async () =>
  (await env.DB.prepare('SELECT version FROM directory_state WHERE id = 1').first<{ version: number }>())!.version;

/** A CSV import as `npm run directory:import` runs it: the same parse, row rules, plan and SQL, applied to the test D1. */
async function importCsv(text: string) {
  const table = parseCsvTable(text);
  const rows: InputRow[] = [];
  for (const { line, values } of table.rows) {
    const r = validateCompanyRow(values);
    if (!r.ok) throw new Error(`line ${line}: ${r.reasons.join('; ')}`);
    rows.push({ line, row: r.row });
  }
  const existing = (await env.DB.prepare(EXISTING_COMPANY_SQL).all<ExistingCompany>()).results.map((c) => ({
    ...c,
    featured: Number(c.featured) === 1,
  }));
  const plan = planUpsert(rows, existing, new Set(table.header as CsvColumn[]));
  expect(plan.rejected).toEqual([]);
  const statements = buildUpsertSql(plan).split('\n').filter(Boolean);
  await env.DB.batch(statements.map((s) => env.DB.prepare(s)));
}

describe('directory answers from the Workers Cache', () => {
  it('serves a repeated search from the cache, with the same body and no D1 search', async () => {
    const t = tag();
    const [a, b] = await seedAirlines([
      { name: `${t} Cached Alpha`, popularity: 5 },
      { name: `${t} Cached Beta`, popularity: 1 },
    ]);
    const path = `/api/airlines?query=${t}&sortBy=popularity`;
    const first = await get(path);
    expect(first.headers.get('x-cache')).toBe('miss');
    const body = await json<AirlineList>(first);
    expect(body.airlines.map((x) => x.id)).toEqual([a, b]);

    const hit = await cachedAnswer(path);
    expect(await json<AirlineList>(hit)).toEqual(body);
    // The client answer stays uncacheable for browsers and proxies: an access check guarded it.
    expect(hit.headers.get('cache-control')).toBe('no-store');

    // Proof that the hit did not search D1: popularity does not move the version (a contact click must not
    // empty the cache), so after B overtakes A the cached order is still served, within its TTL.
    await env.DB.prepare('UPDATE airlines SET popularity = 50 WHERE id = ?').bind(b).run();
    const stale = await get(path);
    expect(stale.headers.get('x-cache')).toBe('hit');
    expect((await json<AirlineList>(stale)).airlines.map((x) => x.id)).toEqual([a, b]);
  });

  it("stores an answer only when it was read at the key's version (the key's version comes from the primary, the answer maybe from a replica)", async () => {
    // The router's session check gives the key's version; the answer reports the version its own statement
    // read. A replica that is behind reads an older one: that answer is served but never stored.
    const keyVersion = await version();
    const app = new Hono<AppEnv>().get('/:key/:readAt', (c) => {
      c.set('db', createDb(env.DB));
      c.set('directoryVersion', keyVersion);
      return cachedDirectoryAnswer(c, `test/${c.req.param('key')}`, () =>
        Promise.resolve({ body: { readAt: c.req.param('readAt') }, version: Number(c.req.param('readAt')) }),
      );
    });
    const ask = async (path: string) => {
      const ctx = createExecutionContext();
      const res = await app.fetch(new Request(`${ORIGIN}${path}`), env, ctx);
      await waitOnExecutionContext(ctx); // the cache.put, if any
      return { cache: res.headers.get('x-cache'), body: await res.json() };
    };
    // Asked three times: an answer is stored at its second miss (admission), so the third would hit.
    const behind = `/${tag()}/${keyVersion - 1}`;
    expect(await ask(behind)).toEqual({ cache: 'miss', body: { readAt: String(keyVersion - 1) } });
    expect((await ask(behind)).cache).toBe('miss');
    expect((await ask(behind)).cache).toBe('miss');
    const current = `/${tag()}/${keyVersion}`;
    expect((await ask(current)).cache).toBe('miss');
    expect((await ask(current)).cache).toBe('miss');
    expect(await ask(current)).toEqual({ cache: 'hit', body: { readAt: String(keyVersion) } });
  });

  it('stores an answer at its second miss, not its first: a search asked once costs no cache write', async () => {
    const t = tag();
    await seedAirline({ name: `${t} Admitted Air` });
    const path = `/api/airlines?query=${t}%20admitted`;
    const once = await get(path);
    expect(once.headers.get('x-cache')).toBe('miss');
    await once.arrayBuffer();
    // Time for a store to land, had the first miss stored anything.
    await new Promise((r) => setTimeout(r, 200));
    const again = await get(path);
    expect(again.headers.get('x-cache')).toBe('miss');
    await again.arrayBuffer();
    const hit = await cachedAnswer(path);
    expect((await json<AirlineList>(hit)).total).toBe(1);
  });

  it('keys by the normalised search: case, spaces, parameter order and spelled-out defaults share one entry', async () => {
    const t = tag();
    await seedAirline({ name: `${t} Norm Air` });
    await cachedAnswer(`/api/airlines?query=${t}%20norm`);
    for (const same of [
      `/api/airlines?query=%20%20${t.toUpperCase()}%20%20%20NORM%20`,
      `/api/airlines?sortBy=relevance&region=all&page=1&query=${t.toLowerCase()}+Norm`,
      `/api/airlines?category=all&query=${t}%20norm`,
    ]) {
      const res = await get(same);
      expect(res.headers.get('x-cache'), same).toBe('hit');
      expect((await json<AirlineList>(res)).total).toBe(1);
    }
    // A different search is a different entry.
    expect((await get(`/api/airlines?query=${t}%20norm&page=2`)).headers.get('x-cache')).toBe('miss');
    // Categories in any order are one search.
    await cachedAnswer(`/api/airlines?query=${t}&category=charter,commercial`);
    expect((await get(`/api/airlines?query=${t}&category=commercial,charter`)).headers.get('x-cache')).toBe('hit');
  });

  it('caches /featured and /:id too, and never caches a 404', async () => {
    const id = await seedAirline({ name: `${tag()} Single Air` });
    await cachedAnswer(`/api/airlines/${id}`);
    await cachedAnswer('/api/airlines/featured');
    for (let i = 0; i < 2; i++) {
      const res = await get('/api/airlines/987654321');
      expect(res.status).toBe(404);
      expect(res.headers.get('x-cache')).toBeNull();
    }
  });

  it('checks access first on every request: a cached answer never reaches a visitor or a non-subscriber', async () => {
    const t = tag();
    const id = await seedAirline({ name: `${t} Guarded Air` });
    for (const path of [`/api/airlines?query=${t}`, `/api/airlines/${id}`]) {
      await cachedAnswer(path);
      const anon = await call(path);
      expect(anon.status).toBe(401);
      expect(anon.headers.get('x-cache')).toBeNull();
      expect(await anon.text()).not.toContain(t);
      const plain = await register();
      const refused = await get(path, plain);
      expect(refused.status).toBe(403);
      expect(refused.headers.get('x-cache')).toBeNull();
      expect(await refused.text()).not.toContain(t);
    }
  });

  it('stores only the body: no Set-Cookie and nothing of the user whose request filled it', async () => {
    const t = tag();
    await seedAirline({ name: `${t} Cookie Air` });
    // A token issued two hours ago: this request renews the session cookie (Set-Cookie on its answer).
    const row = await userRow(member.email);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - 2 * 60 * 60 * 1000);
    const oldToken = await signSession(configOf(env), member.user.id, row!.token_version as number, false);
    vi.useRealTimers();
    const path = `/api/airlines?query=${t}`;
    const filled = await call(path, { cookie: `session=${oldToken}` });
    expect(filled.headers.get('x-cache')).toBe('miss');
    expect(filled.headers.getSetCookie().some((c) => c.startsWith('session='))).toBe(true);
    const text = await filled.text();

    const other = await subscribedUser();
    let hit: Response | undefined;
    for (let i = 0; i < 40 && !hit; i++) {
      const res = await get(path, other);
      if (res.headers.get('x-cache') === 'hit') hit = res;
      else await new Promise((r) => setTimeout(r, 50));
    }
    expect(hit, 'served from the cache').toBeDefined();
    expect(hit!.headers.getSetCookie()).toEqual([]);
    expect(await hit!.text()).toBe(text);

    const key = directoryCacheUrl(
      ORIGIN,
      await version(),
      listKey({
        query: t.toLowerCase(),
        sortBy: 'relevance',
        offset: 0,
        limit: 9,
        category: undefined,
        region: undefined,
      }),
    );
    const stored = await caches.default.match(key);
    expect(stored, 'the entry under its documented key').toBeDefined();
    // What we stored, besides the headers the cache itself adds to a match (age, date, length, status).
    const ours = [...stored!.headers.keys()].filter(
      (h) => !['age', 'cf-cache-status', 'content-length', 'date'].includes(h),
    );
    expect(ours.sort()).toEqual(['cache-control', 'content-type']);
    expect(stored!.headers.get('cache-control')).toBe('public, max-age=60');
    const storedText = await stored!.text();
    expect(storedText).toBe(text);
    for (const personal of [member.email, other.email, oldToken]) expect(storedText).not.toContain(personal);
  });

  it('answers fresh data after an applied correction (the version moves on)', async () => {
    const t = tag();
    const id = await seedAirline({ name: `${t} Fix Air`, phone: '+49 30 2087 4410', website: SITE });
    const path = `/api/airlines?query=${t}`;
    const before = await json<AirlineList>(await cachedAnswer(path));
    expect(before.airlines[0]!.email).toBe('');
    const v = await version();

    const filed = await call(`/api/airlines/${id}/corrections`, {
      body: {
        field: 'email',
        problem: 'missing',
        suggestedValue: 'care@cacheair-airdesk.net',
        sourceUrl: `${SITE}/contact`,
      },
      cookie: member.cookie,
    });
    expect(filed.status).toBe(201);
    const { id: cid } = await json<{ id: number }>(filed);
    expect((await call(`/api/admin/corrections/${cid}/apply`, { body: {}, cookie: admin.cookie })).status).toBe(200);
    expect(await version()).toBeGreaterThan(v);

    const after = await get(path);
    expect(after.headers.get('x-cache')).toBe('miss');
    expect((await json<AirlineList>(after)).airlines[0]).toMatchObject({
      id,
      email: 'care@cacheair-airdesk.net',
      channel: 'email',
    });
    const single = await get(`/api/airlines/${id}`);
    expect((await json(single)).email).toBe('care@cacheair-airdesk.net');
  });

  it('answers fresh data after a CSV import, both an update and a new company', async () => {
    const t = tag();
    const header = 'name,category,country,website';
    await importCsv(`${header}\n${t} Import Air,commercial,Germany,${SITE}\n`);
    const path = `/api/airlines?query=${t}`;
    const before = await json<AirlineList>(await cachedAnswer(path));
    expect(before.airlines.map((a) => [a.name, a.category])).toEqual([[`${t} Import Air`, 'commercial']]);

    await importCsv(
      `${header}\n${t} Import Air,charter,Germany,${SITE}\n${t} Imported Two,helicopter,Austria,https://www.cachetwo-airdesk.net\n`,
    );
    const after = await get(path);
    expect(after.headers.get('x-cache')).toBe('miss');
    expect((await json<AirlineList>(after)).airlines.map((a) => [a.name, a.category])).toEqual([
      [`${t} Import Air`, 'charter'],
      [`${t} Imported Two`, 'helicopter'],
    ]);
  });
});

describe('what a contact is for (migration 0017)', () => {
  it('answers fresh data when an import sets a phone region or a form scope (the version moves on)', async () => {
    const t = tag();
    const header =
      'name,category,country,website,phone,phone_source,complaint_form_url,complaint_form_source,checked_at';
    const contacts = `+1 800 247 9297,${SITE}/us/contact,${SITE}/claims,${SITE}/claims,2026-11-29`;
    await importCsv(`${header}\n${t} Region Air,commercial,United Kingdom,${SITE},${contacts}\n`);
    const path = `/api/airlines?query=${t}`;
    const before = await json<AirlineList>(await cachedAnswer(path));
    expect(before.airlines[0]).toMatchObject({ phoneRegion: '', formScope: '' });
    const v = await version();

    await importCsv(
      `${header},phone_region,form_scope\n${t} Region Air,commercial,United Kingdom,${SITE},${contacts},US,EU261 compensation claims\n`,
    );
    expect(await version()).toBeGreaterThan(v);
    const after = await get(path);
    expect(after.headers.get('x-cache')).toBe('miss');
    expect((await json<AirlineList>(after)).airlines[0]).toMatchObject({
      phone: '+1 800 247 9297',
      phoneRegion: 'US',
      formScope: 'EU261 compensation claims',
    });
  });

  it('drops the region of a phone an admin corrected, and keeps it when another contact changes', async () => {
    const t = tag();
    const id = await seedAirline({
      name: `${t} Corrected Air`,
      country: 'United Kingdom',
      website: SITE,
      phone: '+1 800 247 9297',
      phoneRegion: 'US',
      complaintFormUrl: `${SITE}/claims`,
      formScope: 'EU261 compensation claims',
    });
    const apply = async (body: Record<string, string>) => {
      const filed = await call(`/api/airlines/${id}/corrections`, { body, cookie: member.cookie });
      expect(filed.status).toBe(201);
      const { id: cid } = await json<{ id: number }>(filed);
      expect((await call(`/api/admin/corrections/${cid}/apply`, { body: {}, cookie: admin.cookie })).status).toBe(200);
      return json(await get(`/api/airlines/${id}`));
    };
    const mail = { field: 'email', problem: 'missing', suggestedValue: 'care@cacheair-airdesk.net' };
    expect(await apply({ ...mail, sourceUrl: `${SITE}/contact` })).toMatchObject({
      phoneRegion: 'US',
      formScope: 'EU261 compensation claims',
    });
    const phone = { field: 'phone', problem: 'wrong', suggestedValue: '+44 20 3856 4721' };
    expect(await apply({ ...phone, sourceUrl: `${SITE}/contact` })).toMatchObject({
      phone: '+44 20 3856 4721',
      phoneRegion: '',
      formScope: 'EU261 compensation claims',
    });
    const form = { field: 'complaintFormUrl', problem: 'wrong', suggestedValue: `${SITE}/complaints` };
    expect(await apply({ ...form, sourceUrl: `${SITE}/complaints` })).toMatchObject({ formScope: '' });
  });
});

describe('GET /api/config counts from the maintained row', () => {
  const live = async () => {
    const counts = Object.fromEntries(
      (
        await env.DB.prepare('SELECT category, count(*) AS n FROM airlines GROUP BY category').all<{
          category: string;
          n: number;
        }>()
      ).results.map((r) => [r.category, r.n]),
    );
    const ch = await env.DB.prepare(
      "SELECT sum(email <> '') AS email, sum(email = '' AND complaint_form_url <> '') AS form FROM airlines",
    ).first<{ email: number | null; form: number | null }>();
    return {
      counts: { commercial: counts.commercial ?? 0, charter: counts.charter ?? 0, helicopter: counts.helicopter ?? 0 },
      channels: { email: ch?.email ?? 0, form: ch?.form ?? 0 },
    };
  };
  const config = async () => {
    const body = await json<PublicConfig>(await call('/api/config'));
    return { counts: body.counts, channels: body.channels };
  };

  it('stays equal to a full count after inserts, an import, an applied correction, an admin edit and a delete', async () => {
    const t = tag();
    expect(await config()).toEqual(await live());
    const [formOnly] = await seedAirlines([
      { name: `${t} Form Air`, category: 'charter', complaintFormUrl: `${SITE}/complaints`, website: SITE },
      { name: `${t} Mail Heli`, category: 'helicopter', email: 'care@cacheair-airdesk.net', website: SITE },
    ]);
    const after = await config();
    expect(after).toEqual(await live());

    await importCsv(
      `name,category,country,website\n${t} Counted Import,commercial,Germany,https://www.countair-airdesk.net\n`,
    );
    expect(await config()).toEqual(await live());
    expect((await config()).counts.commercial).toBe(after.counts.commercial + 1);

    // A form-only company gains an e-mail: it moves from the form count to the e-mail count.
    const filed = await call(`/api/airlines/${formOnly}/corrections`, {
      body: {
        field: 'email',
        problem: 'missing',
        suggestedValue: 'help@cacheair-airdesk.net',
        sourceUrl: `${SITE}/contact`,
      },
      cookie: member.cookie,
    });
    const { id: cid } = await json<{ id: number }>(filed);
    expect((await call(`/api/admin/corrections/${cid}/apply`, { body: {}, cookie: admin.cookie })).status).toBe(200);
    const corrected = await config();
    expect(corrected).toEqual(await live());
    expect(corrected.channels).toEqual({ email: after.channels.email + 1, form: after.channels.form - 1 });

    // An operator's edit by hand (category) and a removal are counted by the same triggers.
    await env.DB.prepare("UPDATE airlines SET category = 'commercial' WHERE id = ?").bind(formOnly).run();
    expect(await config()).toEqual(await live());
    await env.DB.prepare('DELETE FROM contact_corrections WHERE airline_id = ?').bind(formOnly).run();
    await env.DB.prepare('DELETE FROM airlines WHERE id = ?').bind(formOnly).run();
    expect(await config()).toEqual(await live());
  });
});

describe('D1 session bookmark (x-d1-bookmark)', () => {
  const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;

  it('starts reads from the bookmark, writes on the primary, and ignores a malformed bookmark', () => {
    const b = '0000000f-00000004-00005043-0e8c4a7b36fdf7f1bb2ef37ef1fee7a6';
    expect(sessionStart('GET', b)).toBe(b);
    expect(sessionStart('GET', undefined)).toBe('first-unconstrained');
    expect(sessionStart('GET', "x' OR 1=1")).toBe('first-unconstrained');
    expect(sessionStart('POST', b)).toBe('first-primary');
    expect(sessionStart('PATCH', undefined)).toBe('first-primary');
  });

  it('gives every API answer the session bookmark, which moves forward with a write and is carried back', async () => {
    const first = await call('/api/config');
    const b1 = first.headers.get(BOOKMARK_HEADER)!;
    expect(b1).toMatch(BOOKMARK);

    // A write (a contact event) answers a bookmark at least as new: bookmarks sort oldest to newest.
    const id = await seedAirline({ name: `${tag()} Bookmark Air` });
    const wrote = await call('/api/track-contact', {
      body: { airlineId: id, contactType: 'phone' },
      cookie: member.cookie,
      headers: { [BOOKMARK_HEADER]: b1 },
    });
    expect(wrote.status).toBe(204);
    const b2 = wrote.headers.get(BOOKMARK_HEADER)!;
    expect(b2).toMatch(BOOKMARK);
    expect(b2 >= b1).toBe(true);

    // The next read carries it back: its session starts no older than b2, and it sees the write.
    const read = await call(`/api/airlines/${id}`, { cookie: member.cookie, headers: { [BOOKMARK_HEADER]: b2 } });
    expect(read.status).toBe(200);
    expect(read.headers.get(BOOKMARK_HEADER)! >= b2).toBe(true);
    const pop = await env.DB.prepare('SELECT popularity FROM airlines WHERE id = ?')
      .bind(id)
      .first<{ popularity: number }>();
    expect(pop!.popularity).toBe(1);

    // A forged bookmark is ignored instead of failing the request.
    expect((await call('/api/airlines', { headers: { [BOOKMARK_HEADER]: 'not-a-bookmark' } })).status).toBe(401);
    const forged = await call('/api/config', { headers: { [BOOKMARK_HEADER]: "'; DROP TABLE airlines; --" } });
    expect(forged.status).toBe(200);
    expect(forged.headers.get(BOOKMARK_HEADER)).toMatch(BOOKMARK);
  });
});
