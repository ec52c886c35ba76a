// Steps shared by the part-2 journeys (directory, e-mail directory, problems, cards, admin).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { createAccount, PASSWORD, uniqueEmail } from './support/accounts';
import { ROOT } from './support/app-server';
import { appUrl, DESKTOP, newContext } from './support/browser';
import { loginThroughApi, postponePaymentPrompt } from './support/journey';

export interface Session {
  email: string;
  context: BrowserContext;
  page: Page;
}

/** A new account, signed in (payment prompt postponed), optionally with the free trial started. */
export async function signedIn(browser: Browser, opts: { tag?: string; email?: string; trial?: boolean; viewport?: { width: number; height: number } } = {}): Promise<Session> {
  const email = opts.email ?? uniqueEmail(opts.tag ?? 'part2');
  await createAccount(email);
  const context = await newContext(browser, { viewport: opts.viewport ?? DESKTOP });
  await postponePaymentPrompt(context);
  await loginThroughApi(context, email, PASSWORD);
  if (opts.trial !== false) {
    const res = await context.request.post(appUrl('/api/subscription'), { data: { orderId: 'free-trial' } });
    expect(res.status()).toBe(200);
  }
  return { email, context, page: await context.newPage() };
}

/** Runs SQL against the D1 of the app under test (wrangler d1 execute --local --persist-to). */
export function d1<T = Record<string, unknown>>(sql: string): T[] {
  const res = spawnSync(
    path.join(ROOT, 'node_modules/.bin/wrangler'),
    ['d1', 'execute', 'DB', '--local', '--persist-to', inject('persistDir'), '--json', '--command', sql],
    {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_HIDE_BANNER: 'true', WRANGLER_SEND_ERROR_REPORTS: 'false' },
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
  const rows = d1<{ id: number }>(`UPDATE users SET is_admin = 1, token_version = token_version + 1 WHERE username = ${sqlText(email)} RETURNING id`);
  expect(rows).toHaveLength(1);
}

/** The text of a locator, trimmed and with runs of white space collapsed. */
export async function text(page: Page, testId: string) {
  return ((await page.getByTestId(testId).first().textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

/** Waits until the SPA's URL satisfies `test`. */
export const waitForUrl = (page: Page, test: (u: URL) => boolean) => page.waitForURL((u) => test(u), { timeout: 15_000 });
