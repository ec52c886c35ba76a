import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import { routesSql } from '../complaint-routes/routes-sql';
import { hookBase } from './fault-controls';
import { seedAirports } from './seed-airports';

/** The template's rows, kept in the runtime (a setup file is evaluated again for each test file). */
interface TemplateRows {
  /** The rows of each small table the migrations seed (the directory's counters, the country codes, the routes). */
  rows: Record<string, Record<string, unknown>[]>;
  /** The row count of each large one (the airports' airlines): reference data no route writes, checked unchanged. */
  counts: Record<string, number>;
}
const KEPT = Symbol.for('airdesk.test.d1-template-rows');
const kept = globalThis as unknown as { [KEPT]?: TemplateRows };
/** Above this, a table's rows are too many to rewrite for every file. */
const REWRITE_MAX_ROWS = 1_000;

/** The tables a test may write: every real table but D1's own, the migrations' log and the full-text indexes. */
async function tables() {
  const { results } = await env.DB.prepare(
    "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND name <> 'd1_migrations'",
  ).all<{ name: string; sql: string }>();
  const virtual = results.filter((t) => /^CREATE VIRTUAL TABLE/i.test(t.sql)).map((t) => t.name);
  // An FTS5 table and its shadow tables follow their content table through its triggers.
  return results.map((t) => t.name).filter((name) => !virtual.some((v) => name === v || name.startsWith(`${v}_`)));
}

const count = async (table: string) =>
  (await env.DB.prepare(`SELECT COUNT(*) AS n FROM "${table}"`).first<{ n: number }>())!.n;

async function rememberTemplate() {
  const snapshot: TemplateRows = { rows: {}, counts: {} };
  for (const table of await tables()) {
    if (table === 'airports') continue;
    const n = await count(table);
    if (n === 0) continue;
    if (n > REWRITE_MAX_ROWS) snapshot.counts[table] = n;
    else snapshot.rows[table] = (await env.DB.prepare(`SELECT * FROM "${table}"`).all()).results;
  }
  kept[KEPT] = snapshot;
}

/**
 * Puts the database back to the template's rows in one transaction (foreign keys checked at its end). The airports
 * stay for a file that seeds them (rewriting 4,517 rows costs seconds) and go for one that does not, which sees
 * none, as on a fresh copy of the base template.
 */
async function restoreTemplate(keepAirports: boolean) {
  const snapshot = kept[KEPT];
  if (!snapshot) throw new Error('the template rows were not kept by the first test file of this runtime');
  for (const [table, n] of Object.entries(snapshot.counts))
    if ((await count(table)) !== n)
      throw new Error(
        `${table} changed in an earlier test file; the setup file (apply-migrations.ts) cannot restore it`,
      );
  // The directory's version keeps counting instead of going back: this runtime's Workers Cache still holds the
  // answers earlier files stored under the versions they saw (directory/answer-cache.ts).
  const { version } = (await env.DB.prepare('SELECT version FROM directory_state WHERE id = 1').first<{
    version: number;
  }>())!;
  const deletes = [env.DB.prepare('PRAGMA defer_foreign_keys = on')];
  const inserts = [];
  for (const table of await tables()) {
    if (table in snapshot.counts || (keepAirports && table === 'airports')) continue;
    deletes.push(env.DB.prepare(`DELETE FROM "${table}"`));
    for (const row of snapshot.rows[table] ?? []) {
      const values = table === 'directory_state' ? { ...row, version: version + 1 } : row;
      const columns = Object.keys(values);
      inserts.push(
        env.DB.prepare(
          `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
        ).bind(...Object.values(values)),
      );
    }
  }
  // Every delete first: a table's triggers (the airlines' keep directory_state's counters) must not touch the
  // rows put back after them.
  const statements = [...deletes, ...inserts];
  await env.DB.batch(statements);
}

// Every test file starts from the same database: the template built once for the run (d1-template.ts), migrated
// and seeded with the routes below (and, for a file that seeds them, the airports). A runtime runs several files
// one after the other (worker/vitest.config.ts, isolate: false). For its first, node copies the template in before
// anything opens the D1; from its second on, the database is open, and is put back to the template's rows here.
const template = await env.TEST_D1_TEMPLATE.fetch(
  `http://d1-template/?file=${encodeURIComponent(expect.getState().testPath ?? '')}`,
);
if (!template.ok) throw new Error(`D1 template: ${template.status} ${await template.text()}`);
const { variant, copied } = await template.json<{ variant: 'base' | 'airports'; copied: boolean }>();
if (!copied) {
  await restoreTemplate(variant === 'airports');
  // And the fakes: this runtime's namespace in each starts over, as a new runtime's would (fakes/http.ts).
  await Promise.all(
    [env.MAIL_API_URL, env.PAYPAL_API_BASE, hookBase(), env.SOURCE_CHECK_SITE].map(async (base) => {
      const res = await fetch(`${base}/__control/fresh`, { method: 'POST' });
      if (!res.ok) throw new Error(`fake at ${base}: ${res.status}`);
    }),
  );
}

// Idempotent: D1 records which migrations it has applied.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

// The complaint routes as shipped (TEST_ROUTES, read from routes.csv by the config): data, like the migrations,
// that every test may rely on. Written with the same statements as `npm run routes:seed`.
await env.DB.batch(
  routesSql(env.TEST_ROUTES, true)
    .trim()
    .split('\n')
    .map((statement) => env.DB.prepare(statement)),
);
if (variant === 'airports') await seedAirports();
if (copied) await rememberTemplate();
