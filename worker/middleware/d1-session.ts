// One D1 session per API request (D1 Sessions API, Cloudflare's "Global read replication"): the session's
// reads may go to a read replica near the user, and every read of a session is at least as new as the
// previous one. The bookmark (a position in the database's history) travels with the user: each answer
// carries the session's latest bookmark in `x-d1-bookmark`, the SPA sends the newest one it has back on its
// next request, and that request's session starts no older than it, so the user's own writes stay visible
// to them even when a replica lags behind the primary.
//
// Where a session starts:
// - a GET with a well-formed bookmark: any copy at least as new as the bookmark;
// - a GET without one: any copy ('first-unconstrained'), which is what a visitor who wrote nothing needs;
// - a write (any other method): the primary ('first-primary'), so the reads a write depends on (an open
//   correction, a used reset token, a card count) are never behind. Writes go to the primary anyway.
// The session check (middleware/session.ts) reads the user on the primary in every case (db.ts primaryDb):
// a bookmark proves what a user has seen, not that their session is still valid.
import { createMiddleware } from 'hono/factory';
import { createDb } from '../db';
import type { AppEnv } from '../env';

export const BOOKMARK_HEADER = 'x-d1-bookmark';

// D1 bookmarks look like 00000001-00000002-00004e2f-0a83ea2fceebc654de0640c422be4653 (D1 Time Travel);
// anything else is ignored rather than handed to D1, so a forged header can never fail a request.
const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;

// D1SessionBookmark is a string, so the union with D1SessionConstraint is written as withSession's parameter.
type SessionStart = Parameters<D1Database['withSession']>[0];

export function sessionStart(method: string, bookmark: string | undefined): SessionStart {
  if (method !== 'GET' && method !== 'HEAD') return 'first-primary';
  return bookmark && BOOKMARK.test(bookmark) ? bookmark : 'first-unconstrained';
}

export const d1Session = createMiddleware<AppEnv>(async (c, next) => {
  const session = c.env.DB.withSession(sessionStart(c.req.method, c.req.header(BOOKMARK_HEADER)));
  c.set('db', createDb(session));
  await next();
  // Errors were turned into answers already (app.onError), so every answer gets the bookmark, 4xx included.
  const bookmark = session.getBookmark();
  if (bookmark) c.res.headers.set(BOOKMARK_HEADER, bookmark);
});
