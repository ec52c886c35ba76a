// What the "Your data" tests share: the export read back from its ZIP, and a scan of every table and every R2
// object for what must be gone after an erasure.
import { env } from 'cloudflare:workers';
import { unzipSync } from 'fflate';
import { expect } from 'vitest';
import { call, type TestUser } from './support';

export async function downloadExport(u: TestUser) {
  const res = await call('/api/account/export', { cookie: u.cookie });
  expect(res.status, res.status === 200 ? '' : await res.clone().text()).toBe(200);
  expect(res.headers.get('Content-Type')).toBe('application/zip');
  expect(res.headers.get('Content-Disposition')).toMatch(
    /^attachment; filename="airdesk-data-\d{4}-\d{2}-\d{2}\.zip"$/,
  );
  const entries = unzipSync(new Uint8Array(await res.arrayBuffer()));
  const data = JSON.parse(new TextDecoder().decode(entries['data.json'])) as Record<string, any>;
  return { entries, data };
}

/** Every table of the database but D1's own and the migrations' record. */
export async function tableNames() {
  const { results } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations' ORDER BY name",
  ).all<{ name: string }>();
  return results.map((r) => r.name);
}

/** Columns that name an account by its id. */
const ACCOUNT_COLUMNS = /(^|_)(user_id|changed_by|resolved_by)$/;

/**
 * Rows anywhere that hold one of `needles` (compared case-insensitively in every column) or name account `id`
 * in a column that refers to an account, or abuse counters keyed by the account's id or one of `addressTags`
 * (what stands for its addresses in a counter's key); as "table: row" strings, for a readable failure.
 */
export async function rowsHolding(needles: string[], id: number, addressTags: string[] = []) {
  const lower = needles.map((n) => n.toLowerCase());
  const found: string[] = [];
  for (const table of await tableNames()) {
    const { results } = await env.DB.prepare(`SELECT * FROM "${table}"`).all();
    for (const row of results) {
      const text = Object.values(row)
        .map((v) => String(v).toLowerCase())
        .join('\u0000');
      const byId = Object.entries(row).some(([col, v]) => ACCOUNT_COLUMNS.test(col) && v === id);
      const keyed =
        table === 'rate_limits' && [String(id), ...addressTags].some((k) => String(row.key).endsWith(`:acct:${k}`));
      if (byId || keyed || lower.some((n) => text.includes(n))) found.push(`${table}: ${JSON.stringify(row)}`);
    }
  }
  return found;
}

/** R2 objects whose key or bytes hold one of `needles`, or whose key is under one of `prefixes`. */
export async function objectsHolding(needles: string[], prefixes: string[]) {
  const found: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await env.FILES.list({ limit: 1000, ...(cursor ? { cursor } : {}) });
    for (const o of page.objects) {
      const body = (await (await env.FILES.get(o.key))?.text()) ?? '';
      const hay = `${o.key}\n${body}`.toLowerCase();
      if (prefixes.some((p) => o.key.startsWith(p)) || needles.some((n) => hay.includes(n.toLowerCase())))
        found.push(o.key);
    }
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return found;
}

/** The rows of `table` as sorted JSON, to compare a part of the database before and after. */
export async function tableRows(table: string, where = '1', ...binds: unknown[]) {
  const { results } = await env.DB.prepare(`SELECT * FROM "${table}" WHERE ${where}`)
    .bind(...binds)
    .all();
  return results.map((r) => JSON.stringify(r)).sort();
}

/** The company's reply stored as the inbound handler stores it: the row in D1, the text in R2. */
export async function replyInCase(problemId: number, replyAddress: string, from: string, text: string) {
  const bodyKey = `cases/${problemId}/messages/${crypto.randomUUID()}.txt`;
  await env.FILES.put(bodyKey, text);
  await env.DB.prepare(
    `INSERT INTO case_messages (problem_id, direction, kind, from_address, to_address, subject, message_id, body_key,
     body_bytes, at) VALUES (?, 'in', 'reply', ?, ?, 'Re: your report', ?, ?, ?, ?)`,
  )
    .bind(
      problemId,
      from,
      replyAddress,
      `<${crypto.randomUUID()}@airline.example>`,
      bodyKey,
      text.length,
      new Date().toISOString(),
    )
    .run();
}
