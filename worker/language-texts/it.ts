// Everything the Worker writes in Italian, one module: bundled into worker/lazy/texts-it.js (worker/cli/build-lazy.ts)
// and loaded when a request, a mail or a letter first needs Italian (worker/language-texts-module.ts).
export { default as server } from '../contracts/i18n/it';
export { default as worker } from '../lib/i18n/it';
export { default as mail } from '../mail/i18n/it';
export { default as letter } from '../rights/letter-words/it';
