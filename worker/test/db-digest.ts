// A digest of every table of the test D1, to prove a refused or failed request changed nothing: each
// table's rows are read whole, serialized, sorted and hashed, so any inserted, deleted or altered row in
// any table (FTS shadow tables included) changes that table's digest.
import { env } from 'cloudflare:workers';

/**
 * Tables a refused request is allowed to change, each for a reason:
 * - rate_limits: abuse counters count attempts, malformed ones included (docs/decisions.md#abuse-limits).
 */
export const DIGEST_EXCEPTIONS = ['rate_limits'] as const;

/** Table name -> "rows:sha256". */
export type Digest = Record<string, string>;

async function sha256(text: string) {
  const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

async function tableNames(except: readonly string[]) {
  // _cf_* are D1's own (not readable); d1_migrations only changes with a migration.
  const { results } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations' ORDER BY name",
  ).all<{ name: string }>();
  return results.map((r) => r.name).filter((n) => !except.includes(n));
}

export async function dbDigest(except: readonly string[] = DIGEST_EXCEPTIONS): Promise<Digest> {
  const digest: Digest = {};
  for (const name of await tableNames(except)) {
    const { results } = await env.DB.prepare(`SELECT * FROM "${name}"`).all();
    const rows = results.map((r) => JSON.stringify(r)).sort();
    digest[name] = `${rows.length}:${await sha256(rows.join('\n'))}`;
  }
  return digest;
}

/** The tables whose digest differs between two snapshots (for a readable failure). */
export function changedTables(before: Digest, after: Digest) {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((t) => before[t] !== after[t]);
}
