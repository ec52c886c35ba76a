// The SPA's language (docs/api.md#languages): the page's path prefix decides ("/es/auth" is Spanish, "/auth"
// English); the worker has already sent a visitor whose lang cookie or browser prefers another language to
// that language's pages. The catalogue of the active language alone is loaded (one chunk per language,
// cut from its PO file at build time: web/scripts/catalogue-chunks.ts), the shell's and the first page's before
// the first render: no English flashes first.
import { i18n } from '@lingui/core';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANG_COOKIE,
  LANG_COOKIE_MAX_AGE,
  languagePrefix,
  splitLanguagePath,
  type Language,
} from '@contracts/languages';
import { registerServerCatalogue, translateText, type ServerCatalogue } from '@contracts/i18n/translate';
import { RIGHTS_OPTIONS } from '@contracts/i18n/rights/options';
import { SERVER_TEXT_CHUNKS, SHELL_CHUNKS } from 'virtual:catalogue-chunks';
import { catalogueChunkName, SHELL_CHUNK as SHELL } from './catalogue-chunk-name';

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
 * The rights catalogue of a language (worker/contracts/i18n/rights: the rights engine's reasons, time limits,
 * deadlines, pending-law notes and route reasons), its own chunk per language: several times the size of the
 * server catalogue, so only the parts that show rights load it (useRightsText), never the first page.
 */
const loadRightsCatalogue = (lang: Language): Promise<{ default: ServerCatalogue }> | null => {
  switch (lang) {
    case 'es':
      return import('@contracts/i18n/rights/es');
    case 'fr':
      return import('@contracts/i18n/rights/fr');
    case 'de':
      return import('@contracts/i18n/rights/de');
    case 'pt-BR':
      return import('@contracts/i18n/rights/pt-BR');
    case 'it':
      return import('@contracts/i18n/rights/it');
    default:
      return null;
  }
};

/**
 * A catalogue of texts shared with the worker, loaded and registered once per language when first asked for (English
 * is their source: nothing to load). Amounts, numbers and dates inside its texts are written the language's way
 * ("600 € pro Fluggast", not "EUR 600 pro Fluggast").
 */
function onDemand(load: (lang: Language) => Promise<{ default: ServerCatalogue }> | null) {
  const asked = new Map<Language, Promise<void>>();
  const registered = new Set<Language>([DEFAULT_LANGUAGE]);
  return {
    has: (lang: Language) => registered.has(lang),
    load: (lang: Language): Promise<void> => {
      let ready = asked.get(lang);
      if (!ready) {
        ready = Promise.resolve(load(lang)).then((catalogue) => {
          if (catalogue) registerServerCatalogue(lang, catalogue.default, RIGHTS_OPTIONS);
          registered.add(lang);
        });
        asked.set(lang, ready);
      }
      return ready;
    },
  };
}

const server = onDemand(loadServerCatalogue);
/** Whether a language's server texts can be shown now. */
export const hasServerCatalogue = server.has;
/**
 * A language's server catalogue: loaded with the chunks whose pages show contract texts at once, and by
 * useServerText for a part loaded later.
 */
export const serverCatalogue = server.load;

/**
 * A contract's English text in the active language outside rendering (a toast from a submit handler), once the
 * server catalogue is in: a form that shows no contract text while it renders does not load it with its page.
 */
export async function serverTextNow(english: string): Promise<string> {
  const lang = currentLanguage();
  await serverCatalogue(lang);
  return translateText(lang, english);
}

const rights = onDemand(loadRightsCatalogue);
/** Whether a language's rights texts can be shown now. */
export const hasRightsCatalogue = rights.has;
/** A language's rights catalogue, loaded by useRightsText where rights are shown. */
export const rightsCatalogue = rights.load;

const shells = new Map<Language, ReturnType<(typeof SHELL_CHUNKS)[Language]>>();
const loaded = new Set<string>();

/**
 * One chunk of a language's messages (web/scripts/catalogue-chunks.ts: the shell's, a page's or a lazy part's),
 * with the server catalogue when the chunk's modules show contract texts. Each is loaded once; a page opened
 * again finds its messages already there. The other chunks' loaders come with the language's shell chunk.
 */
async function loadChunk(chunk: string, lang: Language) {
  const key = `${lang}/${chunk}`;
  if (loaded.has(key)) return;
  let shell = shells.get(lang);
  if (!shell) shells.set(lang, (shell = SHELL_CHUNKS[lang]()));
  const load = chunk === SHELL ? shell : shell.then(({ CHUNKS }) => CHUNKS[chunk]?.() ?? { messages: {} });
  const [{ messages }] = await Promise.all([load, SERVER_TEXT_CHUNKS.has(chunk) ? serverCatalogue(lang) : null]);
  i18n.load(lang, messages);
  loaded.add(key);
}

// A message the loaded chunks lack shows as its id: a fault in how the catalogue was cut (a module reached in a
// way web/scripts/catalogue-chunks.ts does not read). Said on the console, where every browser journey looks.
i18n.on('missing', ({ id, locale }) =>
  console.error(
    `Missing message ${id} (${locale}) on ${typeof window === 'undefined' ? 'the server' : window.location.pathname}`,
  ),
);

/**
 * Loads what the app starts with in a language (the shell's messages, and the first page's, so that a
 * prerendered page hydrates against its own text) and makes it the language every t`…`, <Trans> and
 * useServerText() reads.
 */
export async function activateLanguage(lang: Language, pageModule?: string) {
  await Promise.all([loadChunk(SHELL, lang), pageModule ? loadChunk(catalogueChunkName(pageModule), lang) : null]);
  i18n.activate(lang);
}

/**
 * A page's messages in the active language, loaded with the page's module (app/router.tsx): the shell's
 * catalogue does not hold them.
 */
export const loadPageMessages = (pageModule: string) => loadChunk(catalogueChunkName(pageModule), currentLanguage());

/**
 * A lazily loaded part's module, once its messages are there too. The build wraps every `import('./…')` of a part
 * in it (web/scripts/catalogue-chunks.ts): no code calls it by hand, so its only importer is the build's.
 * @public
 */
export const withPartMessages = <T>(module: Promise<T>, part: string): Promise<T> =>
  Promise.all([module, loadChunk(part, currentLanguage())]).then(([loaded]) => loaded);

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
