// Steering the outage modes of the local fakes (worker/test/fakes) from the fault tests, over loopback HTTP.
import { env } from 'cloudflare:workers';

/** The deploy hook fake's base for this runtime (its namespace): DEPLOY_HOOK_URL without the hook's own path. */
export const hookBase = () => env.DEPLOY_HOOK_URL.replace(/\/hook\/[^/]*$/, '');

const post = async (base: string, path: string, body: unknown) =>
  (await fetch(`${base}${path}`, { method: 'POST', body: JSON.stringify(body) })).json();

export const paypalOutage = {
  /**
   * 'fail': every PayPal call answers 500; 'hang': none answers; 'slow': each answers after `delayMs`;
   * 'drop-next-get': the next GET's connection closes without an answer, then PayPal answers as usual.
   */
  mode: (mode: 'ok' | 'fail' | 'hang' | 'slow' | 'drop-next-get', delayMs = 0) =>
    post(env.PAYPAL_API_BASE, '/__control/mode', { mode, delayMs }),
};

export const deployHookOutage = {
  /** The hook drops every connection without an answer. */
  down: (down: boolean) => post(hookBase(), '/__control/down', { down }),
};

/** Runs `body` with a SQLite trigger that aborts the statement it fires on, then drops it. */
export async function withFailingTrigger<T>(name: string, definition: string, body: () => Promise<T>): Promise<T> {
  await env.DB.prepare(`DROP TRIGGER IF EXISTS ${name}`).run();
  await env.DB.prepare(
    `CREATE TRIGGER ${name} ${definition} BEGIN SELECT RAISE(ABORT, 'injected storage failure'); END`,
  ).run();
  try {
    return await body();
  } finally {
    await env.DB.prepare(`DROP TRIGGER IF EXISTS ${name}`).run();
  }
}
