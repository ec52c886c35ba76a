// The worker suite's template databases (docs/development.md#worker-suite). Every test file runs in a fresh
// runtime with an empty D1; applying the 14 migrations and the complaint routes there took seconds per file, and
// writing the 4,517 airports tens of seconds. So global-setup.ts builds the migrated and seeded database once per
// run, in node, with Miniflare and the same statements the tests use, and each runtime's setup file
// (apply-migrations.ts) asks for a copy through the TEST_D1_TEMPLATE binding (d1TemplateService) before anything
// opens its D1. Two templates: `base` (migrations and routes: what every file may rely on) and `airports` (base
// plus the airports), for the files that call seedAirports(); the others see no airports, as before.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { D1Migration } from '@cloudflare/vitest-pool-workers';
import { Miniflare, Response, type Request } from 'miniflare';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';
import type { AirportSeedRow } from '../cli/airports-data';
import { routesSql } from '../complaint-routes/routes-sql';
import type { RouteRecord } from '../contracts/complaint-routes';
import { AIRPORT_BATCH, AIRPORT_INSERT, airportParams } from './airports-insert';

/** Where Miniflare keeps its D1 databases (one SQLite file per database) under the D1 persist directory. */
const D1_OBJECTS = 'miniflare-D1DatabaseObject';

type Variant = 'base' | 'airports';

interface Seed {
  /** The repository root (wrangler.toml names the D1 database the tests get). */
  root: string;
  migrations: D1Migration[];
  routes: RouteRecord[];
  airports: AirportSeedRow[];
}

/** One D1 statement with its parameters. */
interface Statement {
  sql: string;
  params: unknown[];
}

/**
 * The template's worker: runs the batches it is sent, in order, each as one D1 batch. The statements run inside
 * workerd, as the tests' own do; sent one by one from node through Miniflare's D1 proxy, the airports alone took
 * half a minute.
 */
const RUNNER = `export default {
  async fetch(request, env) {
    for (const batch of await request.json())
      await env.DB.batch(batch.map((s) => env.DB.prepare(s.sql).bind(...s.params)));
    return new Response(null, { status: 204 });
  },
};`;

/** The batches that build a template: the same statements the tests and the seed commands run. */
function batches(seed: Seed, variant: Variant): Statement[][] {
  const plain = (sql: string): Statement => ({ sql, params: [] });
  // As applyD1Migrations from cloudflare:test does it, so the setup file's own call finds every one applied.
  const out: Statement[][] = [
    [
      plain(`CREATE TABLE IF NOT EXISTS d1_migrations (
        id         INTEGER PRIMARY KEY AUTOINCREMENT,
        name       TEXT UNIQUE,
        applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
      );`),
    ],
  ];
  for (const m of seed.migrations)
    out.push([...m.queries.map(plain), { sql: 'INSERT INTO d1_migrations (name) VALUES (?);', params: [m.name] }]);
  // As apply-migrations.ts and `npm run routes:seed` write them.
  out.push(routesSql(seed.routes, true).trim().split('\n').map(plain));
  // As seed-airports.ts writes them.
  if (variant === 'airports')
    for (let i = 0; i < seed.airports.length; i += AIRPORT_BATCH)
      out.push(
        seed.airports.slice(i, i + AIRPORT_BATCH).map((r) => ({ sql: AIRPORT_INSERT, params: airportParams(r) })),
      );
  return out;
}

/** Builds both templates in a new temporary directory and returns it. */
export async function buildD1Templates(seed: Seed): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'airdesk-d1-template-'));
  // The D1 binding exactly as the pool configures it from wrangler.toml: same id, so the same file name.
  const { workerOptions } = unstable_getMiniflareWorkerOptions(path.join(seed.root, 'wrangler.toml'));
  const { d1Databases, compatibilityDate } = workerOptions;
  const build = async (variant: Variant) => {
    const mf = new Miniflare({
      modules: true,
      script: RUNNER,
      compatibilityDate,
      d1Databases,
      d1Persist: path.join(dir, variant),
    });
    try {
      const res = await mf.dispatchFetch('http://template/', {
        method: 'POST',
        body: JSON.stringify(batches(seed, variant)),
      });
      if (res.status !== 204) throw new Error(`D1 template ${variant}: ${res.status} ${await res.text()}`);
    } finally {
      await mf.dispose();
    }
  };
  await Promise.all([build('base'), build('airports')]);
  return dir;
}

/** The template for a test file: with the airports when the file seeds them, else without (as the file expects). */
function variantFor(testFile: string): Variant {
  return /\bseedAirports\(/.test(fs.readFileSync(testFile, 'utf8')) ? 'airports' : 'base';
}

/**
 * The TEST_D1_TEMPLATE service binding of a runtime: GET ?file=<test file> copies that file's template into the
 * runtime's D1 directory. Miniflare passes the runtime's own instance, whose persist paths name the directory.
 * Refused (409) once the database exists: replacing a database the runtime has open would corrupt it.
 */
export function d1TemplateService(templates: string) {
  return (request: Request, mf: Miniflare) => {
    const file = new URL(request.url).searchParams.get('file');
    if (!file) return new Response('?file= names the test file', { status: 400 });
    const variant = variantFor(file);
    const from = path.join(templates, variant, D1_OBJECTS);
    const to = path.join(mf.unsafeGetPersistPaths().get('d1')!, D1_OBJECTS);
    fs.mkdirSync(to, { recursive: true });
    // The database and its write-ahead log; not Miniflare's metadata.sqlite, nor the -shm index SQLite rebuilds.
    const files = fs.readdirSync(from).filter((f) => /\.sqlite(-wal)?$/.test(f) && !f.startsWith('metadata.'));
    // A runtime that ran a file before has its database open: replacing it would corrupt it, so the setup file
    // empties it instead (apply-migrations.ts).
    if (files.some((f) => fs.existsSync(path.join(to, f)))) return Response.json({ variant, copied: false });
    for (const f of files) fs.copyFileSync(path.join(from, f), path.join(to, f));
    return Response.json({ variant, copied: true });
  };
}
