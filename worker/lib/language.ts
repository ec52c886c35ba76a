// The language of a request (docs/api.md#languages): the lang cookie when it names a supported language, else
// Accept-Language, else English. The API's messages are written in English once and translated here, at the
// error envelope (errors.ts), so no throw site names a language.
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { translateText } from '../contracts/i18n/translate';
import { DEFAULT_LANGUAGE, isLanguage, LANG_COOKIE, preferredLanguage, type Language } from '../contracts/languages';

// The language's catalogues (the contracts' texts and the Worker's own messages, which the SPA never translates: it
// shows them as the API sends them) are loaded before any route runs (middleware/request-language.ts).

/** The language the request asks its texts in. */
export function requestLanguage(c: Context): Language {
  const cookie = getCookie(c, LANG_COOKIE);
  if (isLanguage(cookie)) return cookie;
  return preferredLanguage(c.req.header('Accept-Language')) ?? DEFAULT_LANGUAGE;
}

/** An English text in the request's language: the answer's `message`. */
export const forRequest = (c: Context, english: string) => translateText(requestLanguage(c), english);
