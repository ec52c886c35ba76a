// The D1 of the app under test, steered from Node as an operator would: SQL through wrangler, and the
// admin grant of `npm run admin:grant`.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, inject } from 'vitest';
import { ROOT } from './app-server';

/** Runs SQL against the D1 of the app under test (wrangler d1 execute --local --persist-to). */
export function d1<T = Record<string, unknown>>(sql: string): T[] {
  const res = spawnSync(
    path.join(ROOT, 'node_modules/.bin/wrangler'),
    ['d1', 'execute', 'DB', '--local', '--persist-to', inject('persistDir'), '--json', '--command', sql],
    {
      cwd: ROOT,
      encoding: 'utf8',
      env: {
        ...process.env,
        WRANGLER_SEND_METRICS: 'false',
        CLOUDFLARE_CF_FETCH_ENABLED: 'false',
        WRANGLER_HIDE_BANNER: 'true',
        WRANGLER_SEND_ERROR_REPORTS: 'false',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  if (res.status !== 0) throw new Error(`d1 execute failed: ${res.stdout}${res.stderr}`);
  return (JSON.parse(res.stdout) as { results: T[] }[]).flatMap((r) => r.results);
}

export const sqlText = (s: string) => `'${s.replace(/'/g, "''")}'`;

/**
 * Makes an account an admin the way an operator does (npm run admin:grant). The token version moves on,
 * so the user must sign in again.
 */
export function grantAdmin(email: string) {
  const rows = d1<{ id: number }>(
    `UPDATE users SET is_admin = 1, token_version = token_version + 1 WHERE username = ${sqlText(email)} RETURNING id`,
  );
  expect(rows).toHaveLength(1);
}
