// The SPA's language (docs/api.md#languages): the page's path prefix decides ("/es/auth" is Spanish, "/auth"
// English); the worker has already sent a visitor whose lang cookie or browser prefers another language to
// that language's pages. The catalogue of the active language alone is loaded (one chunk per language,
// compiled from its PO file at build time), before the first render: no English flashes first.
import { i18n, type Messages } from '@lingui/core';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANG_COOKIE,
  LANG_COOKIE_MAX_AGE,
  languagePrefix,
  splitLanguagePath,
  type Language,
} from '@contracts/languages';
import { registerServerCatalogue, type ServerCatalogue } from '@contracts/i18n/translate';

/** The catalogues, each its own chunk, imported only for the language in use. */
const loadCatalog = (lang: Language): Promise<{ messages: Messages }> => {
  switch (lang) {
    case 'es':
      return import('../locales/es/messages.po');
    case 'fr':
      return import('../locales/fr/messages.po');
    case 'de':
      return import('../locales/de/messages.po');
    case 'pt-BR':
      return import('../locales/pt-BR/messages.po');
    case 'it':
      return import('../locales/it/messages.po');
    default:
      return import('../locales/en/messages.po');
  }
};

/**
 * The server catalogue of a language (worker/contracts/i18n: the contracts' labels and messages), its own chunk
 * too; English is the source and needs none.
 */
const loadServerCatalogue = (lang: Language): Promise<{ default: ServerCatalogue }> | null => {
  switch (lang) {
    case 'es':
      return import('@contracts/i18n/es');
    case 'fr':
      return import('@contracts/i18n/fr');
    case 'de':
      return import('@contracts/i18n/de');
    case 'pt-BR':
      return import('@contracts/i18n/pt-BR');
    case 'it':
      return import('@contracts/i18n/it');
    default:
      return null;
  }
};

/**
 * Loads a language's catalogues (the SPA's and the server texts', side by side) and makes them the ones every
 * t`…`, <Trans> and useServerText() reads.
 */
export async function activateLanguage(lang: Language) {
  const [{ messages }, server] = await Promise.all([loadCatalog(lang), loadServerCatalogue(lang)]);
  if (server) registerServerCatalogue(lang, server.default);
  i18n.loadAndActivate({ locale: lang, messages });
}

/** The active language (English before any catalogue is loaded). */
export const currentLanguage = (): Language => (i18n.locale as Language | undefined) || DEFAULT_LANGUAGE;

/** The language the current page is in, from its path. */
export const pageLanguage = (): Language => splitLanguagePath(window.location.pathname).lang;

/** The router's basename for a language: its prefix, or none for English. */
export const routerBasename = (lang: Language) => languagePrefix(lang) || undefined;

/**
 * Keeps a language chosen with the switcher for a year (read by the worker to pick the pages and the API's
 * messages) and opens the same page in it: a full load, so the new language's prerendered page and
 * catalogue come together.
 */
export function switchLanguage(lang: Language) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANG_COOKIE}=${lang}; Max-Age=${LANG_COOKIE_MAX_AGE}; Path=/; SameSite=Lax${secure}`;
  const { path } = splitLanguagePath(window.location.pathname);
  const target = `${languagePrefix(lang)}${path === '/' && lang !== DEFAULT_LANGUAGE ? '/' : path}`;
  window.location.assign(`${target}${window.location.search}${window.location.hash}`);
}

/** The lang cookie's language, or null when the visitor never chose one. */
export function cookieLanguage(): Language | null {
  if (typeof document === 'undefined') return null;
  const value = document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${LANG_COOKIE}=`))
    ?.slice(LANG_COOKIE.length + 1);
  return isLanguage(value) ? value : null;
}
