// Directory search latency at 10,000 and 100,000 airlines, through the real Worker.
//
//   npx tsx bench/search-classes.ts                 # 10,000 and 100,000 airlines
//   npx tsx bench/search-classes.ts --sizes 100000 --per-class 300
//
// The per-class companion of `npm run bench` (bench/run.ts), which measures search throughput and p99 with
// autocannon: this one explains where the time goes. How: the deploy bundle of the Worker is run by
// Miniflare's API directly (worker/cli/worker-host.ts: workerd, no wrangler dev debugger in the path,
// docs/toolchain.md), with an in-memory D1 and the real migrations.
// The directory is filled with N generated airlines (realistic names, every country of regions.ts),
// a user with a trial signs in, and GET /api/airlines is called one request at a time (latency, not
// throughput) for a mix of query classes, timing each request from dispatch to the last byte of the
// JSON body. It prints median and p99 per class and overall. It then times the same text searches as
// raw SQL both ways (trigram FTS vs a LIKE scan) to show why the index was chosen.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Miniflare } from 'miniflare';
import {
  airlines,
  COUNTRIES,
  LETTERS,
  fragment as nameFragment,
  migrate,
  pick,
  rnd,
  seed,
  subscriber,
  type D1,
  type Row,
} from './directory-data';
import { buildWorker, startWorker } from '../worker/cli/worker-host';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : fallback;
};
const SIZES = arg('sizes', '10000,100000').split(',').map(Number);
const PER_CLASS = Number(arg('per-class', '200'));

// --- the query mix ---------------------------------------------------------------------------------
const REGIONS = ['north-america', 'europe', 'asia', 'middle-east', 'south-america', 'africa', 'pacific'];
const SORTS = ['name', 'name-desc', 'country', 'popularity'];
// Without a sortBy a text search is ordered by relevance (the SPA's default with a query).
const CATEGORIES = ['commercial', 'charter', 'helicopter'];

function classes(rows: Row[]): Record<string, () => Record<string, string>> {
  const fragment = () => nameFragment(rows);
  const withCodes = rows.filter((r) => r.icao);
  const withIata = rows.filter((r) => r.iata);
  return {
    'browse page 1-20': () => ({ page: String(1 + Math.floor(rnd() * 20)) }),
    'browse region+category+sort': () => ({
      region: pick(REGIONS),
      category: pick(CATEGORIES),
      sortBy: pick(SORTS),
      page: String(1 + Math.floor(rnd() * 3)),
    }),
    'name fragment (4-7 chars)': () => ({ query: fragment() }),
    'broad word (air, jet, ...)': () => ({ query: pick(['air', 'airways', 'jet', 'aviation', 'express', 'wing']) }),
    'country prefix': () => ({
      query: pick(COUNTRIES)
        .slice(0, 4 + Math.floor(rnd() * 4))
        .toLowerCase(),
    }),
    'ICAO code (3 chars)': () => ({ query: pick(withCodes).icao }),
    'IATA code (2 chars)': () => ({ query: pick(withIata).iata.toLowerCase() }),
    'one character': () => ({ query: pick(LETTERS.split('')).toLowerCase() }),
    'no match': () => ({ query: `zqx${Math.floor(rnd() * 1000)}` }),
    // Two neighbouring letters swapped ("lufhtansa"): nothing matches as typed, so the names like it are looked up.
    'misspelt name (2 letters swapped)': () => {
      const name = pick(rows).name.toLowerCase();
      const at = 1 + Math.floor(rnd() * Math.max(1, name.length - 3));
      return { query: name.slice(0, at) + name[at + 1]! + name[at]! + name.slice(at + 2) };
    },
    'fragment, sortBy=name': () => ({ query: fragment(), sortBy: 'name' }),
    'special characters': () => ({ query: pick(['100%_', "o'brien", '"near"', 'a* OR b', 'x_y%z', 'sky\\']) }),
    'fragment + region + popularity': () => ({ query: fragment(), region: pick(REGIONS), sortBy: 'popularity' }),
    'limit=1000 category': () => ({ limit: '1000', category: pick(CATEGORIES) }),
  };
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
const fmt = (ms: number) => ms.toFixed(2).padStart(8);

async function timeRequests(mf: Miniflare, origin: string, cookie: string, rows: Row[]) {
  const mix = classes(rows);
  const all: number[] = [];
  const searches: number[] = [];
  const lines: string[] = [];
  // Warm up the isolate, the statement cache and the page cache.
  for (let i = 0; i < 50; i++) {
    const r = await mf.dispatchFetch(
      `${origin}/api/airlines?${new URLSearchParams(Object.values(mix)[i % Object.keys(mix).length]!())}`,
      {
        headers: { Cookie: cookie },
      },
    );
    await r.arrayBuffer();
  }
  for (const [label, params] of Object.entries(mix)) {
    const times: number[] = [];
    let totals = 0;
    let text = false;
    for (let i = 0; i < PER_CLASS; i++) {
      const p = params();
      text = 'query' in p;
      const url = `${origin}/api/airlines?${new URLSearchParams(p)}`;
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
    lines.push(
      `  ${label.padEnd(32)} ${fmt(quantile(times, 0.5))} ${fmt(quantile(times, 0.99))} ${String(Math.round(totals / PER_CLASS)).padStart(9)}`,
    );
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
      db
        .prepare(
          `SELECT * FROM airlines WHERE id IN (SELECT rowid FROM airlines_fts WHERE airlines_fts MATCH ?1) ORDER BY name COLLATE NOCASE, id LIMIT 9`,
        )
        .bind(phrase(q)),
      db.prepare(`SELECT count(*) FROM airlines_fts WHERE airlines_fts MATCH ?1`).bind(phrase(q)),
    ],
    'LIKE scan (no index)': (q) => [
      db
        .prepare(
          `SELECT * FROM airlines WHERE name LIKE ?1 ESCAPE '\\' OR country LIKE ?1 ESCAPE '\\' OR iata_code LIKE ?1 ESCAPE '\\' OR icao_code LIKE ?1 ESCAPE '\\' ORDER BY name COLLATE NOCASE, id LIMIT 9`,
        )
        .bind(like(q)),
      db
        .prepare(
          `SELECT count(*) FROM airlines WHERE name LIKE ?1 ESCAPE '\\' OR country LIKE ?1 ESCAPE '\\' OR iata_code LIKE ?1 ESCAPE '\\' OR icao_code LIKE ?1 ESCAPE '\\'`,
        )
        .bind(like(q)),
    ],
  };
  const out: string[] = [];
  for (const [label, make] of Object.entries(variants)) {
    const times: number[] = [];
    for (const q of queries) {
      const t0 = performance.now();
      await db.batch(make(q));
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
    const { script } = buildWorker(path.join(dir, 'worker'));
    console.log(
      `AirDesk directory search benchmark: Miniflare ${(await import('miniflare/package.json', { with: { type: 'json' } })).default.version}, Node ${process.version}, ${cpus().length} CPUs, ${PER_CLASS} sequential requests per class`,
    );
    for (const size of SIZES) {
      const { mf, url, dispose } = await startWorker({ script });
      try {
        const db = await mf.getD1Database('DB');
        await migrate(db);
        const rows = airlines(size);
        const t0 = performance.now();
        await seed(db, rows);
        const cookie = await subscriber(mf, url, 'bench@airdesk.test', '10.1.0.1');
        console.log(
          `\n${size.toLocaleString('en-US')} airlines (seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s; load average ${loadavg()[0]!.toFixed(1)})`,
        );
        const r = await timeRequests(mf, url, cookie, rows);
        console.log(
          `  ${'GET /api/airlines, ms'.padEnd(32)} ${'median'.padStart(8)} ${'p99'.padStart(8)} ${'avg total'.padStart(9)}`,
        );
        console.log(r.lines.join('\n'));
        console.log(
          `  ${'ALL TEXT SEARCHES (query=...)'.padEnd(32)} ${fmt(r.search.median)} ${fmt(r.search.p99)}   (${r.search.n} requests)`,
        );
        console.log(
          `  ${'ALL'.padEnd(32)} ${fmt(r.median)} ${fmt(r.p99)}   (${r.n} requests; load average now ${loadavg()[0]!.toFixed(1)})`,
        );
        console.log(`  ${'text search as raw SQL, ms'.padEnd(32)} ${'median'.padStart(8)} ${'p99'.padStart(8)}`);
        console.log((await compareIndex(db, rows)).join('\n'));
      } finally {
        await dispose();
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
