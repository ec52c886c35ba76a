// Fixed-window counters in D1 with one guarded atomic upsert (docs/decisions.md#abuse-limits): 429 with
// Retry-After, never a permanent lockout, and one account's counter never blocks another account.
import { lt, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { rateLimits } from '../../schema';
import type { Db } from '../db';
import type { AppEnv } from '../env';
import { ApiError } from './errors';
import type { Limit } from './rate-limit-budgets';

// The budgets live apart (no D1, Hono or env) so Node tools such as the load (bench/load.ts) can read them.
export { LIMITS, type Limit } from './rate-limit-budgets';

export const clientIp = (c: Context) => c.req.header('CF-Connecting-IP') ?? 'unknown';

const utf8 = new TextEncoder();

/**
 * What stands for an e-mail address in a counter's key: an HMAC of the lower-cased address under the password
 * pepper, never the address itself (docs/decisions.md#abuse-limits). Counters are kept for addresses that have
 * no account and outlive the one that had, so a key that named the address would keep a person in the database
 * after their account is erased; the key makes the digest unguessable from a list of addresses.
 */
export async function addressTag(secret: string, address: string) {
  const key = await crypto.subtle.importKey('raw', utf8.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  const mac = new Uint8Array(
    await crypto.subtle.sign('HMAC', key, utf8.encode(`rate-limit\n${address.toLowerCase()}`)),
  );
  // 128 bits: no two addresses share a counter in practice, and the key stays short.
  return Array.from(mac.subarray(0, 16), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Counts one attempt under `key`; throws 429 once the window's budget is spent. */
export async function hit(c: Context<AppEnv>, key: string, limit: Limit) {
  const now = Math.floor(Date.now() / 1000);
  const expired = now - limit.windowSeconds;
  const rows = await c.var.db.all<{ count: number; window_start: number }>(sql`
    INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, ${now}, 1)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.window_start <= ${expired} THEN 1 ELSE rate_limits.count + 1 END,
      window_start = CASE WHEN rate_limits.window_start <= ${expired} THEN ${now} ELSE rate_limits.window_start END
    RETURNING count, window_start`);
  const row = rows[0];
  if (row && row.count > limit.max) {
    const retryAfter = Math.max(1, row.window_start + limit.windowSeconds - now);
    throw new ApiError(429, 'Too many attempts. Please wait a few minutes and try again.', undefined, {
      'Retry-After': String(retryAfter),
    });
  }
}

/** Longer than every window above: a counter older than this can no longer refuse anything. */
export const STALE_COUNTER_SECONDS = 24 * 60 * 60;

/**
 * Drops counters whose window ended long ago (the scheduled handler). One row per client address and
 * account ever seen would otherwise pile up for good.
 */
export async function pruneRateLimits(db: Db, nowMs = Date.now()) {
  const cutoff = Math.floor(nowMs / 1000) - STALE_COUNTER_SECONDS;
  const result = await db.delete(rateLimits).where(lt(rateLimits.windowStart, cutoff));
  return result.meta.changes;
}
