// The Worker's texts in each language but English (the contracts' messages and labels, the Worker's own errors, the
// mails, the letters' words: about 15 kB gzipped a language), loaded on first use. Each language is a module of its
// own (worker/language-texts/<lang>.ts, built into worker/lazy/texts-<lang>.js by worker/cli/build-lazy.ts and
// uploaded beside the main bundle), so the main bundle carries English alone and a request in French loads French
// alone. The API loads the request's language before any route runs (middleware/request-language.ts); a mail or a
// letter outside a request is written after its caller loaded the language it is in. Beside index.ts for the
// reason case-pdf-module.ts gives.
import { registerServerCatalogue, type ServerCatalogue } from './contracts/i18n/translate';
import type { Language } from './contracts/languages';
import { registerMailCatalogues } from './mail/mail-text';
import { registerLetterWords, type LetterWords } from './rights/letter-words';

/** One language's texts, as its module (worker/language-texts/<lang>.ts) exports them. */
export interface LanguageTexts {
  server: ServerCatalogue;
  worker: ServerCatalogue;
  mail: ServerCatalogue;
  letter: LetterWords;
}

/** Makes a language's texts available to translateText, the mails and the letters. */
export function registerLanguageTexts(lang: Exclude<Language, 'en'>, texts: LanguageTexts) {
  // translateText searches a language's catalogues in the order registered: the contracts' texts first, then the
  // Worker's own (and the rights catalogues after both: rights-texts-module.ts).
  registerServerCatalogue(lang, texts.server);
  registerServerCatalogue(lang, texts.worker);
  registerMailCatalogues(lang, { mail: texts.mail, server: texts.server });
  registerLetterWords(lang, texts.letter);
}

// One literal specifier a language: wrangler uploads the modules and leaves each import as written.
const IMPORTS: Record<Exclude<Language, 'en'>, () => Promise<LanguageTexts>> = {
  de: () => import('./lazy/texts-de.js'),
  es: () => import('./lazy/texts-es.js'),
  fr: () => import('./lazy/texts-fr.js'),
  it: () => import('./lazy/texts-it.js'),
  'pt-BR': () => import('./lazy/texts-pt-BR.js'),
};

const loading = new Map<Language, Promise<void>>();

function loadOne(lang: Exclude<Language, 'en'>): Promise<void> {
  let done = loading.get(lang);
  if (!done) {
    done = IMPORTS[lang]().then(
      (texts) => registerLanguageTexts(lang, texts),
      (err: unknown) => {
        // A failed load is tried again by the next caller, not remembered.
        loading.delete(lang);
        throw err;
      },
    );
    loading.set(lang, done);
  }
  return done;
}

/** Loads the texts of each language given (English is always there); once a language per isolate. */
export async function loadLanguageTexts(...langs: readonly (Language | null | undefined)[]): Promise<void> {
  const wanted = new Set(langs.filter((l): l is Exclude<Language, 'en'> => !!l && l !== 'en'));
  await Promise.all([...wanted].map(loadOne));
}
