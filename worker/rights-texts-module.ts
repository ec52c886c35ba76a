// The rights engine's prose in every language (the rights catalogues, about 110 kB gzipped), loaded on first use:
// built into worker/lazy/rights-texts.js by worker/cli/build-lazy.ts and uploaded beside the main bundle
// (wrangler.toml [[rules]]), so no request that writes no such mail loads it. Only the mails that quote the engine
// need it (the reminders, the report's copy); the API sends the prose in English and the SPA translates it.
// Beside index.ts for the reason case-pdf-module.ts gives.
import { registerServerCatalogue } from './contracts/i18n/translate';
import type { Language } from './contracts/languages';

let loaded: Promise<void> | undefined;

/** Registers every language's rights catalogue once (translateText then writes the prose in any of them). */
export function loadRightsTexts(): Promise<void> {
  loaded ??= import('./lazy/rights-texts.js').then(({ RIGHTS_CATALOGUES, RIGHTS_OPTIONS }) => {
    for (const [lang, catalogue] of Object.entries(RIGHTS_CATALOGUES))
      registerServerCatalogue(lang as Language, catalogue, RIGHTS_OPTIONS);
  });
  return loaded;
}
