// A signed-out visit to a page that needs an account (a shared link to /directory) is answered with a 302 to
// /auth?next=<path and query>, before any of the SPA loads: without it the visitor downloaded the whole app
// to see "Checking your session…" and then be moved to /auth by the SPA. The Worker runs before the assets
// (wrangler.toml `run_worker_first`), so it can tell from the cookie. Only the JWT is checked here (its
// signature and expiry, no D1 round trip): a token that is valid but revoked still gets the page, whose
// SPA asks GET /api/user and sends the visitor to /auth as before.
//
// /auth itself drops a `next` that is not a path of this site (safeNextPath), so a link of the form
// /auth?next=https://elsewhere cannot make AirDesk's sign-in send anyone to another site.
import { createMiddleware } from 'hono/factory';
import { clearSessionCookie, hasSignedInCookie, readSessionCookie } from '../auth/cookies';
import { verifySession } from '../auth/session-token';
import { configOf } from '../config';
import { languagePrefix, splitLanguagePath } from '../contracts/languages';
import { AUTH_PAGE, isSignedInPage, NEXT_PARAM, safeNextPath, signInUrl } from '../contracts/sign-in';
import type { AppEnv } from '../env';

export const signInRedirect = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
  const url = new URL(c.req.url);
  // The same pages exist under each language's prefix (/es/auth); the redirect keeps the prefix, and `next`
  // is the path within the language (the SPA's router adds the prefix back).
  const { lang, path } = splitLanguagePath(url.pathname);
  const prefix = languagePrefix(lang);

  if (path === AUTH_PAGE) {
    const wanted = url.searchParams.get(NEXT_PARAM);
    if (wanted === null || safeNextPath(wanted) !== null) return next();
    url.searchParams.delete(NEXT_PARAM);
    c.header('Cache-Control', 'no-store');
    return c.redirect(`${prefix}${AUTH_PAGE}${url.search}`, 302);
  }

  if (!isSignedInPage(path)) return next();
  const token = readSessionCookie(c);
  // A malformed configuration is the API's to report (503 naming the setting); the page itself still loads.
  const config = (() => {
    try {
      return configOf(c.env);
    } catch {
      return undefined;
    }
  })();
  if (!config || (token && (await verifySession(config, token)))) return next();
  // An expired or forged session goes with its companion cookie, so /auth shows the signed-out form.
  if (token || hasSignedInCookie(c)) clearSessionCookie(c);
  // Depends on the cookie: never kept by a cache.
  c.header('Cache-Control', 'no-store');
  return c.redirect(`${prefix}${signInUrl(`${path}${url.search}`)}`, 302);
});
