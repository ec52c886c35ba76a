// The pages in the visitor's language (docs/api.md#languages). English pages live at /, the others under
// /<lang>/. A visit to an English page is sent (302) to the same page in another language when the `lang`
// cookie names that language (the switcher's choice), or, with no cookie and nobody signed in, when the
// browser's Accept-Language prefers it. A signed-in visitor without the cookie keeps the address: the SPA then
// follows the account's language, which outranks the browser's. Only unprefixed pages are ever redirected and
// the target is prefixed, so no redirect leads to another.
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { hasSignedInCookie, readSessionCookie } from '../auth/cookies';
import { DEFAULT_LANGUAGE, isLanguage, LANG_COOKIE, preferredLanguage, splitLanguagePath } from '../contracts';
import type { AppEnv } from '../env';

/** A page address, not a file: no extension in its last segment, and not the API's. */
const isPagePath = (path: string) => !path.startsWith('/api/') && !/\.[^/]*$/.test(path);

export const languageRedirect = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
  const url = new URL(c.req.url);
  if (!isPagePath(url.pathname) || splitLanguagePath(url.pathname).lang !== DEFAULT_LANGUAGE) return next();
  const cookie = getCookie(c, LANG_COOKIE);
  const chosen = isLanguage(cookie)
    ? cookie
    : cookie === undefined && !hasSignedInCookie(c) && !readSessionCookie(c)
      ? preferredLanguage(c.req.header('Accept-Language'))
      : null;
  if (!chosen || chosen === DEFAULT_LANGUAGE) {
    await next();
    // The English page's answer depends on both: no shared cache may give it to a visitor of another language.
    c.res.headers.append('Vary', 'Accept-Language, Cookie');
    return;
  }
  c.header('Cache-Control', 'no-store');
  const path = url.pathname === '/' ? '/' : url.pathname;
  return c.redirect(`/${chosen}${path}${url.search}`, 302);
});
