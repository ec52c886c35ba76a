// Everything the Worker writes in French, one module: bundled into worker/lazy/texts-fr.js (worker/cli/build-lazy.ts)
// and loaded when a request, a mail or a letter first needs French (worker/language-texts-module.ts).
export { default as server } from '../contracts/i18n/fr';
export { default as worker } from '../lib/i18n/fr';
export { default as mail } from '../mail/i18n/fr';
export { default as letter } from '../rights/letter-words/fr';
