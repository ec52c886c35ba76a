// `__Host-session` on https (Secure, Path=/, no Domain); plain `session` on http://localhost (SECURITY.md).
// Hono adds the `__Host-` prefix itself and enforces its rules.
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { REMEMBER_ME_SECONDS } from './session-token';

const NAME = 'session';
const isHttps = (c: Context) => new URL(c.req.url).protocol === 'https:';

export const readSessionCookie = (c: Context) => (isHttps(c) ? getCookie(c, NAME, 'host') : getCookie(c, NAME));

export function writeSessionCookie(c: Context, token: string, rememberMe: boolean) {
  const secure = isHttps(c);
  setCookie(c, NAME, token, {
    httpOnly: true,
    secure,
    sameSite: 'Lax',
    path: '/',
    ...(rememberMe ? { maxAge: REMEMBER_ME_SECONDS } : {}),
    ...(secure ? { prefix: 'host' as const } : {}),
  });
}

export function clearSessionCookie(c: Context) {
  const secure = isHttps(c);
  deleteCookie(c, NAME, { path: '/', secure, httpOnly: true, sameSite: 'Lax', ...(secure ? { prefix: 'host' as const } : {}) });
}
