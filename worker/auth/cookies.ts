// `__Host-session` on https (Secure, Path=/, no Domain); plain `session` on http://localhost (docs/decisions.md#security-and-reliability).
// Hono adds the `__Host-` prefix itself and enforces its rules.
//
// Next to it goes a companion cookie, `airdesk_signed_in=1`: not a secret and not HttpOnly, with the same
// lifetime as the session. It tells the SPA whether asking `GET /api/user` is worth it, so a signed-out
// visitor's page never makes a request that answers 401 (a console error, and a wasted round trip before
// the first paint). It grants nothing: the session cookie alone is checked. Set and cleared with the session;
// a stale one (the session ended elsewhere) is cleared by the first 401.
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { REMEMBER_ME_SECONDS } from './session-token';

const NAME = 'session';
/** Read by web/src/lib/session.ts; keep the two in step. */
export const SIGNED_IN_COOKIE = 'airdesk_signed_in';
const isHttps = (c: Context) => new URL(c.req.url).protocol === 'https:';

export const readSessionCookie = (c: Context) => (isHttps(c) ? getCookie(c, NAME, 'host') : getCookie(c, NAME));

export const hasSignedInCookie = (c: Context) => getCookie(c, SIGNED_IN_COOKIE) !== undefined;

export function writeSessionCookie(c: Context, token: string, rememberMe: boolean) {
  const secure = isHttps(c);
  const lifetime = rememberMe ? { maxAge: REMEMBER_ME_SECONDS } : {};
  setCookie(c, NAME, token, {
    httpOnly: true,
    secure,
    sameSite: 'Lax',
    path: '/',
    ...lifetime,
    ...(secure ? { prefix: 'host' as const } : {}),
  });
  setCookie(c, SIGNED_IN_COOKIE, '1', { secure, sameSite: 'Lax', path: '/', ...lifetime });
}

export function clearSessionCookie(c: Context) {
  const secure = isHttps(c);
  deleteCookie(c, NAME, {
    path: '/',
    secure,
    httpOnly: true,
    sameSite: 'Lax',
    ...(secure ? { prefix: 'host' as const } : {}),
  });
  deleteCookie(c, SIGNED_IN_COOKIE, { path: '/', secure, sameSite: 'Lax' });
}
