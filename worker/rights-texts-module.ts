// The rights engine's prose in every language (the rights catalogues, about 110 kB gzipped), loaded on first use:
// built into worker/lazy/rights-texts.js by worker/cli/build-lazy.ts and uploaded beside the main bundle
// (wrangler.toml [[rules]]), so no request that writes no such mail loads it. Only the mails that quote the engine
// need it (the reminders, the report's copy); the API sends the prose in English and the SPA translates it.
// Beside index.ts for the reason case-pdf-module.ts gives.
import { registerServerCatalogue } from './contracts/i18n/translate';
import type { Language } from './contracts/languages';
import { loadLanguageTexts } from './language-texts-module';

let module: Promise<typeof import('./lazy/rights-texts.js')> | undefined;

/**
 * Registers the rights catalogue of each language given, after the language's own texts (the prose quotes their
 * terms, and translateText searches the catalogues in the order registered); translateText then writes the prose
 * in those languages.
 */
export async function loadRightsTexts(...langs: readonly Language[]): Promise<void> {
  const wanted = langs.filter((l): l is Exclude<Language, 'en'> => l !== 'en');
  if (wanted.length === 0) return;
  await loadLanguageTexts(...wanted);
  module ??= import('./lazy/rights-texts.js');
  const { RIGHTS_CATALOGUES, RIGHTS_OPTIONS } = await module.catch((err: unknown) => {
    module = undefined;
    throw err;
  });
  for (const lang of wanted) registerServerCatalogue(lang, RIGHTS_CATALOGUES[lang], RIGHTS_OPTIONS);
}
