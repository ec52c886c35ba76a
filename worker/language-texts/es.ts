// Everything the Worker writes in Spanish, one module: bundled into worker/lazy/texts-es.js (worker/cli/build-lazy.ts)
// and loaded when a request, a mail or a letter first needs Spanish (worker/language-texts-module.ts).
export { default as server } from '../contracts/i18n/es';
export { default as worker } from '../lib/i18n/es';
export { default as mail } from '../mail/i18n/es';
export { default as letter } from '../rights/letter-words/es';
