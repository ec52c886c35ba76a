// Everything the Worker writes in Brazilian Portuguese, one module: bundled into worker/lazy/texts-pt-BR.js (worker/cli/build-lazy.ts)
// and loaded when a request, a mail or a letter first needs Brazilian Portuguese (worker/language-texts-module.ts).
export { default as server } from '../contracts/i18n/pt-BR';
export { default as worker } from '../lib/i18n/pt-BR';
export { default as mail } from '../mail/i18n/pt-BR';
export { default as letter } from '../rights/letter-words/pt-BR';
