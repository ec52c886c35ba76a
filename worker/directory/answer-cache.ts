// Directory answers from the Workers Cache API (caches.default, the cache of the data centre that runs the
// request). A directory answer is the same for every subscriber, so once the route's access check has
// passed (routes/airlines.ts runs requireUser and requireAccess first, on every request) the answer of any
// earlier request for the same search can be served instead of searching D1 again.
//
// - Key: the normalised search (normaliseQuery and listKey: defaults filled, parameters in one order) under
//   the directory's version (directory_state, migration 0006), which triggers move on with every change to
//   the airlines table. A change is therefore never served stale: the next request reads the new version and
//   misses. Superseded entries are never read again and expire after the TTL.
// - The version of the key is read on the primary with the session check (requireUserWithDirectoryVersion:
//   no round trip of its own), while the answer may be read on a replica that is behind it. So an answer
//   reports the version its own statement saw, and is stored only when that equals the key's version: an
//   entry never holds data older than the version it is stored under.
// - The TTL bounds what the version does not cover: the popularity order (a contact click does not move the
//   version, so the order can be up to one TTL old) and the storage of superseded entries.
// - The stored copy holds the JSON body, its type and the TTL, nothing else: no Set-Cookie (a renewed session
//   cookie goes on this request's answer only), no per-user data. The answer to the user keeps the API's
//   Cache-Control: no-store, so a browser or proxy never keeps what an access check guarded.
// - An answer is stored the second time its key misses, not the first (admitted, below).
// - `x-cache: hit | miss` on the answer says which it was (tests and the bench read it).
// On a workers.dev host the Cache API stores nothing (Cloudflare documents it), so every request misses there.
import { eq } from 'drizzle-orm';
import type { Context, TypedResponse } from 'hono';
import { directoryState } from '../../schema';
import { defaultSort } from '../contracts';
import type { Db } from '../db';
import type { AppEnv } from '../env';
import type { SearchParams } from './search';

export const DIRECTORY_CACHE_TTL_SECONDS = 60;
export const CACHE_STATUS_HEADER = 'x-cache';

/** Case, surrounding and repeated spaces and Unicode form make no difference to a search: one key for them all. */
export const normaliseQuery = (text: string | undefined) =>
  (text ?? '').normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();

/** The cache key of a list search: every parameter, defaults filled, in one order. */
export function listKey(p: SearchParams) {
  const params = new URLSearchParams([
    ['category', [...(p.category ?? [])].sort().join(',')],
    ['limit', String(p.limit)],
    ['offset', String(p.offset)],
    ['query', normaliseQuery(p.query)],
    ['region', p.region ?? 'all'],
    ['sortBy', p.sortBy ?? defaultSort(p.query)],
  ]);
  return `list?${params.toString()}`;
}

/** The directory's version as a statement of its own, to batch with a read that does not carry it. */
export const directoryVersionQuery = (db: Db) =>
  db.select({ version: directoryState.version }).from(directoryState).where(eq(directoryState.id, 1));

/** What an answer function gives: the body, and the directory version the data was read at. */
export interface VersionedAnswer<T> {
  body: T;
  version: number;
}

/** Where an answer is kept: on the request's own host (Cache API keys are URLs), under the version. */
export const directoryCacheUrl = (requestUrl: string, version: number, key: string) =>
  new URL(`/__directory-cache/v${version}/${key}`, requestUrl);

/**
 * Admission: an answer is stored the second time its key misses within ADMIT_WINDOW_MS, not the first (the
 * rule of nginx's proxy_cache_min_uses 2). Most searches are asked once (each prefix a type-ahead sends, one
 * traveller's query), and storing every one cost more than its search in the bench (docs/benchmarks.md#directory-search-at-100000-companies);
 * a search asked twice is the one likely to be asked again. Kept per isolate, so another isolate may store the
 * key one request later: a cost, never a wrong answer.
 */
const ADMIT_WINDOW_MS = 5 * 60_000;
const ADMIT_MAX_KEYS = 10_000;
const missedOnce = new Map<string, number>();

function admitted(key: string, now: number): boolean {
  const at = missedOnce.get(key);
  missedOnce.delete(key);
  if (at !== undefined && now - at < ADMIT_WINDOW_MS) return true;
  // A Map iterates in insertion order: the first key is the oldest miss.
  missedOnce.set(key, now);
  if (missedOnce.size > ADMIT_MAX_KEYS) missedOnce.delete(missedOnce.keys().next().value!);
  return false;
}

/**
 * A cached answer is sent as the stored JSON text, not re-serialised; this names its shape for Hono's typed
 * client (AppType): the text is always the JSON of an earlier `answer()` for the same key and version.
 */
type DirectoryAnswer<T> = Response & TypedResponse<T, 200, 'json'>;

/**
 * The answer for `key`: from the cache, or computed by `answer` and stored for the next request. Call it only
 * after the access check. The key's version comes with the session check (c.var.directoryVersion), or is
 * read here when the router's check did not read it; the answer is stored only if it was read at that very
 * version (see the top of this file).
 */
export async function cachedDirectoryAnswer<T>(
  c: Context<AppEnv>,
  key: string,
  answer: () => Promise<VersionedAnswer<T>>,
): Promise<DirectoryAnswer<T>> {
  const version = c.var.directoryVersion ?? (await directoryVersionQuery(c.var.db))[0]?.version ?? 0;
  const cacheKey = new Request(directoryCacheUrl(c.req.url, version, key));
  const cache = caches.default;
  // The cache only saves work: if it fails, the answer is computed as if it had missed.
  const hit = await cache.match(cacheKey).catch(() => undefined);
  if (hit?.body) {
    c.header(CACHE_STATUS_HEADER, 'hit');
    return c.body(hit.body, 200, { 'Content-Type': 'application/json' }) as unknown as DirectoryAnswer<T>;
  }
  const computed = await answer();
  const text = JSON.stringify(computed.body);
  if (computed.version === version && admitted(cacheKey.url, Date.now())) {
    const stored = new Response(text, {
      headers: {
        'Content-Type': 'application/json',
        'Cache-Control': `public, max-age=${DIRECTORY_CACHE_TTL_SECONDS}`,
      },
    });
    c.executionCtx.waitUntil(cache.put(cacheKey, stored).catch(() => undefined));
  }
  c.header(CACHE_STATUS_HEADER, 'miss');
  return c.body(text, 200, { 'Content-Type': 'application/json' }) as unknown as DirectoryAnswer<T>;
}
