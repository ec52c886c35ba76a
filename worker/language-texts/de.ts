// Everything the Worker writes in German, one module: bundled into worker/lazy/texts-de.js (worker/cli/build-lazy.ts)
// and loaded when a request, a mail or a letter first needs German (worker/language-texts-module.ts).
export { default as server } from '../contracts/i18n/de';
export { default as worker } from '../lib/i18n/de';
export { default as mail } from '../mail/i18n/de';
export { default as letter } from '../rights/letter-words/de';
