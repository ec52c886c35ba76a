// The API routes an app serves, read from Hono's own route list: the OpenAPI document (docs/api-inputs.ts) and the
// bad-input sweep (worker/test/bad-input-sweep.test.ts) both check that none is left out.
import type { Hono } from 'hono';

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** Each method and path of an `/api/` route once (middleware and the JSON 404 catch-all excluded). */
export function apiRoutes(app: Pick<Hono, 'routes'>): { method: string; path: string }[] {
  const seen = new Map<string, { method: string; path: string }>();
  for (const r of app.routes)
    if (METHODS.has(r.method) && r.path.startsWith('/api/') && !r.path.includes('*'))
      seen.set(`${r.method} ${r.path}`, { method: r.method, path: r.path });
  return [...seen.values()];
}
