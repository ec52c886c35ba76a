// The D1 of the app under test, steered from Node as an operator would: SQL on the shard's database, and the
// admin grant of `npm run admin:grant`. The SQL runs through Miniflare's D1 binding of the shard's app, posted to
// the loopback endpoint of global-setup.ts: one handle for the whole run, no process per query.
import { expect, inject } from 'vitest';
import { shardIndex } from './app';
import type { D1Request } from './global-setup';

/**
 * Runs SQL against the D1 of this shard's app and answers its rows. Several statements run as one batch (one
 * transaction, as `wrangler d1 execute --command` runs them), with the rows of each in order.
 */
export async function d1<T = Record<string, unknown>>(sql: string | string[]): Promise<T[]> {
  const request: D1Request = { shard: shardIndex(), sql };
  const res = await fetch(`${inject('d1ControlUrl')}/d1`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Connection: 'close' },
    body: JSON.stringify(request),
  });
  const body = await res.text();
  if (!res.ok) throw new Error(`d1 failed: ${body}\n${([] as string[]).concat(sql).join(';\n')}`);
  return JSON.parse(body) as T[];
}

export const sqlText = (s: string) => `'${s.replace(/'/g, "''")}'`;

/**
 * Makes an account an admin the way an operator does (npm run admin:grant). The token version moves on,
 * so the user must sign in again.
 */
export async function grantAdmin(email: string) {
  const rows = await d1<{ id: number }>(
    `UPDATE users SET is_admin = 1, token_version = token_version + 1 WHERE username = ${sqlText(email)} RETURNING id`,
  );
  expect(rows).toHaveLength(1);
}
