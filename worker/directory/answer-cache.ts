// Directory answers from the Workers Cache API (caches.default, the cache of the data centre that runs the
// request). A directory answer is the same for every subscriber, so once the route's access check has
// passed (routes/airlines.ts runs requireUser and requireAccess first, on every request) the answer of any
// earlier request for the same search can be served instead of searching D1 again.
//
// - Key: the normalised search (normaliseQuery and listKey: defaults filled, parameters in one order) under
//   the directory's version (directory_state, migration 0006), which triggers move on with every change to
//   the airlines table. A change is therefore never served stale: the next request reads the new version and
//   misses. Superseded entries are never read again and expire after the TTL.
// - The TTL bounds what the version does not cover: the popularity order (a contact click does not move the
//   version, so the order can be up to one TTL old) and the storage of superseded entries.
// - The stored copy holds the JSON body, its type and the TTL, nothing else: no Set-Cookie (a renewed session
//   cookie goes on this request's answer only), no per-user data. The answer to the user keeps the API's
//   Cache-Control: no-store, so a browser or proxy never keeps what an access check guarded.
// - `x-cache: hit | miss` on the answer says which it was (tests and the bench read it).
// On a workers.dev host the Cache API stores nothing (Cloudflare documents it), so every request misses there.
import { eq } from 'drizzle-orm';
import type { Context, TypedResponse } from 'hono';
import { directoryState } from '../../schema';
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
    ['sortBy', p.sortBy],
  ]);
  return `list?${params.toString()}`;
}

/** The directory's version: one primary-key read of a one-row table (on a replica when the session allows). */
export async function directoryVersion(db: Db): Promise<number> {
  const [row] = await db
    .select({ version: directoryState.version })
    .from(directoryState)
    .where(eq(directoryState.id, 1));
  return row?.version ?? 0;
}

/** Where an answer is kept: on the request's own host (Cache API keys are URLs), under the version. */
export const directoryCacheUrl = (requestUrl: string, version: number, key: string) =>
  new URL(`/__directory-cache/v${version}/${key}`, requestUrl);

/**
 * A cached answer is sent as the stored JSON text, not re-serialised; this names its shape for Hono's typed
 * client (AppType): the text is always the JSON of an earlier `answer()` for the same key and version.
 */
type DirectoryAnswer<T> = Response & TypedResponse<T, 200, 'json'>;

/**
 * The answer for `key`: from the cache, or computed by `answer` and stored for the next request. Call it only
 * after the access check. The version is read before the data, and a session's reads never go back in time,
 * so an entry always holds data at least as new as the version it is stored under.
 */
export async function cachedDirectoryAnswer<T>(
  c: Context<AppEnv>,
  key: string,
  answer: () => Promise<T>,
): Promise<DirectoryAnswer<T>> {
  const version = await directoryVersion(c.var.db);
  const cacheKey = new Request(directoryCacheUrl(c.req.url, version, key));
  const cache = caches.default;
  // The cache only saves work: if it fails, the answer is computed as if it had missed.
  const hit = await cache.match(cacheKey).catch(() => undefined);
  if (hit?.body) {
    c.header(CACHE_STATUS_HEADER, 'hit');
    return c.body(hit.body, 200, { 'Content-Type': 'application/json' }) as unknown as DirectoryAnswer<T>;
  }
  const text = JSON.stringify(await answer());
  const stored = new Response(text, {
    headers: { 'Content-Type': 'application/json', 'Cache-Control': `public, max-age=${DIRECTORY_CACHE_TTL_SECONDS}` },
  });
  c.executionCtx.waitUntil(cache.put(cacheKey, stored).catch(() => undefined));
  c.header(CACHE_STATUS_HEADER, 'miss');
  return c.body(text, 200, { 'Content-Type': 'application/json' }) as unknown as DirectoryAnswer<T>;
}
