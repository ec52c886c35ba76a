// Directory search latency at 10,000 and 100,000 airlines, through the real Worker.
//
//   npx tsx worker/bench/search.bench.ts                 # 10,000 and 100,000 airlines
//   npx tsx worker/bench/search.bench.ts --sizes 100000 --per-class 300
//
// How: the Worker (worker/index.ts) is bundled with esbuild and run by Miniflare's API directly (workerd,
// no wrangler dev debugger in the path, TOOLCHAIN.md), with an in-memory D1 and the real migrations.
// The directory is filled with N generated airlines (realistic names, every country of regions.ts),
// a user with a trial signs in, and GET /api/airlines is called one request at a time (latency, not
// throughput) for a mix of query classes, timing each request from dispatch to the last byte of the
// JSON body. It prints median and p99 per class and overall. It then times the same text searches as
// raw SQL both ways (trigram FTS vs a LIKE scan) to show why the index was chosen.
import { readdirSync, readFileSync, rmSync, mkdtempSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { build } from 'esbuild';
import { Miniflare } from 'miniflare';
import { COUNTRY_REGIONS, regionOf } from '../contracts/regions';

const ROOT = path.resolve(import.meta.dirname, '../..');
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : fallback;
};
const SIZES = arg('sizes', '10000,100000').split(',').map(Number);
const PER_CLASS = Number(arg('per-class', '200'));
const ORIGIN = 'http://127.0.0.1:8787';

// --- deterministic data ------------------------------------------------------------------------
let state = 20261120;
const rnd = () => ((state = (state * 48271) % 2147483647) / 2147483647);
const pick = <T>(a: readonly T[]) => a[Math.floor(rnd() * a.length)]!;

const FIRST = `Atlantic Pacific Nordic Baltic Alpine Coastal Royal Global Sun Star Blue Sky Eagle Falcon Condor Phoenix
Orient Meridian Polar Tropical Desert Island Lake River Mountain Golden Silver Crystal Emerald Sapphire Jade Coral
Aurora Zenith Horizon Summit Harbor Capital Metro Continental Transworld Intercontinental Frontier Pioneer Liberty
Heritage Unity Victory Express Swift Rapid Jet Aero Avia Air Fly Wings Cloud Breeze Wind Thunder Comet Orbit
Andes Sahara Nile Danube Rhine Alps Himalaya Kalahari Pampas Tasman Caspian Aegean Adriatic Ionian Celtic Gulf
Savanna Tundra Steppe Atlas Olympus Everest Kilimanjaro Fuji Vesuvius Etna Sierra Cascade Rocky Appalachian
Highland Lowland Northern Southern Eastern Western Central Trans Euro Asia Africa America Oceanic Arctic Antarctic
Lion Tiger Leopard Jaguar Puma Panther Hawk Kestrel Osprey Albatross Pelican Heron Crane Stork Swan Raven Dove
Maple Cedar Pine Oak Palm Lotus Orchid Jasmine Rose Tulip Sakura Acacia Baobab Sequoia Cypress Olive Laurel`.split(/\s+/);
const MIDDLE = `Star Sky Blue Gold Sun Coast Wing Jet Line Link Way Bird Cloud Peak Bay Cape Port Gate Bridge
Valley Plains Ridge Shore Isle Reef Dune Crest Field Harbor Point Crown Flag Torch Beacon Compass Anchor Arrow`.split(/\s+/);
const KIND = ['Airways', 'Airlines', 'Air', 'Aviation', 'Jet', 'Express', 'Connect', 'Charter', 'Helicopters', 'Air Taxi', 'Aero', 'Flights'];
const COUNTRIES = Object.keys(COUNTRY_REGIONS);
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

interface Row { name: string; category: string; country: string; region: string; iata: string; icao: string; featured: number; popularity: number }

function airlines(n: number): Row[] {
  const rows: Row[] = [];
  const used = new Set<string>();
  while (rows.length < n) {
    const kind = pick(KIND);
    const name = rnd() < 0.6 ? `${pick(FIRST)} ${pick(MIDDLE)} ${kind}` : `${pick(FIRST)} ${kind}`;
    const country = pick(COUNTRIES);
    const key = `${name}|${country}`;
    if (used.has(key)) continue;
    used.add(key);
    const category = kind === 'Helicopters' ? 'helicopter' : kind === 'Charter' || kind === 'Air Taxi' ? 'charter' : pick(['commercial', 'commercial', 'charter']);
    rows.push({
      name,
      category,
      country,
      region: regionOf(country)!,
      iata: rnd() < 0.4 ? pick(LETTERS.split('')) + pick((LETTERS + '0123456789').split('')) : '',
      icao: rnd() < 0.7 ? pick(LETTERS.split('')) + pick(LETTERS.split('')) + pick(LETTERS.split('')) : '',
      featured: rnd() < 0.001 ? 1 : 0,
      popularity: Math.floor(rnd() * rnd() * 500),
    });
  }
  return rows;
}

// --- the worker ----------------------------------------------------------------------------------
async function bundle(dir: string) {
  const out = path.join(dir, 'worker.js');
  await build({
    entryPoints: [path.join(ROOT, 'worker/index.ts')],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    conditions: ['workerd', 'worker', 'browser'],
    mainFields: ['module', 'main'],
    external: ['cloudflare:*', 'node:*'],
    outfile: out,
    logLevel: 'warning',
  });
  return out;
}

function migrations() {
  const dir = path.join(ROOT, 'migrations');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .flatMap((f) => readFileSync(path.join(dir, f), 'utf8').split('--> statement-breakpoint'))
    .map((s) => s.trim())
    .filter((s) => s.replace(/--[^\n]*\n?/g, '').trim() !== '');
}

const compatibilityDate = /compatibility_date\s*=\s*"([^"]+)"/.exec(readFileSync(path.join(ROOT, 'wrangler.toml'), 'utf8'))![1]!;

async function start(scriptPath: string) {
  const mf = new Miniflare({
    modules: true,
    scriptPath,
    modulesRoot: path.dirname(scriptPath),
    compatibilityDate,
    compatibilityFlags: ['nodejs_compat'],
    d1Databases: { DB: 'bench' },
    bindings: { APP_ORIGIN: ORIGIN, JWT_SECRET: 'bench-secret', PASSWORD_PEPPER: 'bench-pepper' },
    cf: false,
  });
  await mf.ready;
  const db = await mf.getD1Database('DB');
  for (const stmt of migrations()) await db.prepare(stmt).run();
  return { mf, db };
}

type D1 = Awaited<ReturnType<Miniflare['getD1Database']>>;

async function seed(db: D1, rows: Row[]) {
  // Generated data only, so the values are written as SQL literals: 200 rows per statement keeps the number
  // of calls through Miniflare's proxy small (binding 100,000 rows 9 at a time is slow and fragile).
  const lit = (v: string | number) => (typeof v === 'number' ? String(v) : `'${v.replace(/'/g, "''")}'`);
  const statements: string[] = [];
  for (let i = 0; i < rows.length; i += 200) {
    const values = rows
      .slice(i, i + 200)
      .map((r) => `(${[r.name, r.category, r.country, r.region, 'https://www.airline.example.com', r.iata, r.icao, r.featured, r.popularity, '', ''].map(lit).join(',')})`);
    statements.push(`INSERT INTO airlines (name, category, country, region, website, iata_code, icao_code, featured, popularity, phone, email) VALUES ${values.join(',')}`);
  }
  for (let i = 0; i < statements.length; i += 25) await db.batch(statements.slice(i, i + 25).map((sql) => db.prepare(sql)));
}

async function signIn(mf: Miniflare) {
  const headers = { 'Content-Type': 'application/json', Origin: ORIGIN };
  const reg = await mf.dispatchFetch(`${ORIGIN}/api/register`, { method: 'POST', headers, body: JSON.stringify({ username: 'bench@airdesk.test', password: 'bench password 1' }) });
  if (reg.status !== 201) throw new Error(`register: ${reg.status} ${await reg.text()}`);
  const cookie = reg.headers.getSetCookie().map((c) => c.split(';')[0]!).find((c) => c.includes('session='))!;
  const trial = await mf.dispatchFetch(`${ORIGIN}/api/subscription`, { method: 'POST', headers: { ...headers, Cookie: cookie }, body: JSON.stringify({ orderId: 'free-trial' }) });
  if (trial.status !== 200) throw new Error(`trial: ${trial.status}`);
  await trial.arrayBuffer();
  return cookie;
}

// --- the query mix ---------------------------------------------------------------------------------
const REGIONS = ['north-america', 'europe', 'asia', 'middle-east', 'south-america', 'africa', 'pacific'];
const SORTS = ['name', 'name-desc', 'country', 'popularity'];
const CATEGORIES = ['commercial', 'charter', 'helicopter'];

function classes(rows: Row[]): Record<string, () => Record<string, string>> {
  const fragment = () => {
    const name = pick(rows).name.toLowerCase();
    const len = 4 + Math.floor(rnd() * 4);
    const at = Math.floor(rnd() * Math.max(1, name.length - len));
    return name.slice(at, at + len);
  };
  const withCodes = rows.filter((r) => r.icao);
  const withIata = rows.filter((r) => r.iata);
  return {
    'browse page 1-20': () => ({ page: String(1 + Math.floor(rnd() * 20)) }),
    'browse region+category+sort': () => ({ region: pick(REGIONS), category: pick(CATEGORIES), sortBy: pick(SORTS), page: String(1 + Math.floor(rnd() * 3)) }),
    'name fragment (4-7 chars)': () => ({ query: fragment() }),
    'broad word (air, jet, ...)': () => ({ query: pick(['air', 'airways', 'jet', 'aviation', 'express', 'wing']) }),
    'country prefix': () => ({ query: pick(COUNTRIES).slice(0, 4 + Math.floor(rnd() * 4)).toLowerCase() }),
    'ICAO code (3 chars)': () => ({ query: pick(withCodes).icao }),
    'IATA code (2 chars)': () => ({ query: pick(withIata).iata.toLowerCase() }),
    'one character': () => ({ query: pick(LETTERS.split('')).toLowerCase() }),
    'no match': () => ({ query: `zqx${Math.floor(rnd() * 1000)}` }),
    'special characters': () => ({ query: pick(['100%_', "o'brien", '"near"', 'a* OR b', 'x_y%z', 'sky\\']) }),
    'fragment + region + popularity': () => ({ query: fragment(), region: pick(REGIONS), sortBy: 'popularity' }),
    'limit=1000 category': () => ({ limit: '1000', category: pick(CATEGORIES) }),
  };
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
const fmt = (ms: number) => ms.toFixed(2).padStart(8);

async function timeRequests(mf: Miniflare, cookie: string, rows: Row[]) {
  const mix = classes(rows);
  const all: number[] = [];
  const searches: number[] = [];
  const lines: string[] = [];
  // Warm up the isolate, the statement cache and the page cache.
  for (let i = 0; i < 50; i++) {
    const r = await mf.dispatchFetch(`${ORIGIN}/api/airlines?${new URLSearchParams(Object.values(mix)[i % 12]!())}`, { headers: { Cookie: cookie } });
    await r.arrayBuffer();
  }
  for (const [label, params] of Object.entries(mix)) {
    const times: number[] = [];
    let totals = 0;
    let text = false;
    for (let i = 0; i < PER_CLASS; i++) {
      const p = params();
      text = 'query' in p;
      const url = `${ORIGIN}/api/airlines?${new URLSearchParams(p)}`;
      const t0 = performance.now();
      const res = await mf.dispatchFetch(url, { headers: { Cookie: cookie } });
      const body = (await res.json()) as { total: number };
      times.push(performance.now() - t0);
      if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(body)}`);
      totals += body.total;
    }
    times.sort((a, b) => a - b);
    all.push(...times);
    if (text) searches.push(...times);
    lines.push(`  ${label.padEnd(32)} ${fmt(quantile(times, 0.5))} ${fmt(quantile(times, 0.99))} ${String(Math.round(totals / PER_CLASS)).padStart(9)}`);
  }
  all.sort((a, b) => a - b);
  searches.sort((a, b) => a - b);
  return {
    lines,
    median: quantile(all, 0.5),
    p99: quantile(all, 0.99),
    n: all.length,
    search: { median: quantile(searches, 0.5), p99: quantile(searches, 0.99), n: searches.length },
  };
}

/** The text search of the route as raw SQL, with the trigram index and with a LIKE scan instead. */
async function compareIndex(db: D1, rows: Row[]) {
  const n = 60;
  const queries = Array.from({ length: n }, (_, i) => {
    const name = pick(rows).name.toLowerCase();
    return i % 3 === 0 ? pick(['air', 'jet', 'aviation']) : name.slice(2, 8);
  });
  const phrase = (q: string) => `"${q.replace(/"/g, '""')}"`;
  const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const variants: Record<string, (q: string) => D1PreparedStatementLike[]> = {
    'trigram FTS5 (chosen)': (q) => [
      db.prepare(`SELECT * FROM airlines WHERE id IN (SELECT rowid FROM airlines_fts WHERE airlines_fts MATCH ?1) ORDER BY name COLLATE NOCASE, id LIMIT 9`).bind(phrase(q)),
      db.prepare(`SELECT count(*) FROM airlines_fts WHERE airlines_fts MATCH ?1`).bind(phrase(q)),
    ],
    'LIKE scan (no index)': (q) => [
      db.prepare(`SELECT * FROM airlines WHERE name LIKE ?1 ESCAPE '\\' OR country LIKE ?1 ESCAPE '\\' OR iata_code LIKE ?1 ESCAPE '\\' OR icao_code LIKE ?1 ESCAPE '\\' ORDER BY name COLLATE NOCASE, id LIMIT 9`).bind(like(q)),
      db.prepare(`SELECT count(*) FROM airlines WHERE name LIKE ?1 ESCAPE '\\' OR country LIKE ?1 ESCAPE '\\' OR iata_code LIKE ?1 ESCAPE '\\' OR icao_code LIKE ?1 ESCAPE '\\'`).bind(like(q)),
    ],
  };
  const out: string[] = [];
  for (const [label, make] of Object.entries(variants)) {
    const times: number[] = [];
    for (const q of queries) {
      const t0 = performance.now();
      await db.batch(make(q) as never);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    out.push(`  ${label.padEnd(32)} ${fmt(quantile(times, 0.5))} ${fmt(quantile(times, 0.99))}`);
  }
  return out;
}
type D1PreparedStatementLike = ReturnType<D1['prepare']>;

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'airdesk-bench-'));
  try {
    const script = await bundle(dir);
    console.log(`AirDesk directory search benchmark: Miniflare ${(await import('miniflare/package.json', { with: { type: 'json' } })).default.version}, Node ${process.version}, ${cpus().length} CPUs, ${PER_CLASS} sequential requests per class`);
    for (const size of SIZES) {
      const { mf, db } = await start(script);
      try {
        const rows = airlines(size);
        const t0 = performance.now();
        await seed(db, rows);
        const cookie = await signIn(mf);
        console.log(`\n${size.toLocaleString('en-US')} airlines (seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s; load average ${loadavg()[0]!.toFixed(1)})`);
        const r = await timeRequests(mf, cookie, rows);
        console.log(`  ${'GET /api/airlines, ms'.padEnd(32)} ${'median'.padStart(8)} ${'p99'.padStart(8)} ${'avg total'.padStart(9)}`);
        console.log(r.lines.join('\n'));
        console.log(`  ${'ALL TEXT SEARCHES (query=...)'.padEnd(32)} ${fmt(r.search.median)} ${fmt(r.search.p99)}   (${r.search.n} requests)`);
        console.log(`  ${'ALL'.padEnd(32)} ${fmt(r.median)} ${fmt(r.p99)}   (${r.n} requests; load average now ${loadavg()[0]!.toFixed(1)})`);
        console.log(`  ${'text search as raw SQL, ms'.padEnd(32)} ${'median'.padStart(8)} ${'p99'.padStart(8)}`);
        console.log((await compareIndex(db, rows)).join('\n'));
      } finally {
        await mf.dispose();
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
