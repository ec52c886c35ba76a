// Lingui's configuration for the SPA's texts (docs/i18n.md): one PO catalogue per language in src/locales,
// written by `npm run i18n:extract` from the t`…`, msg`…` and <Trans> macros in src/, and compiled into a
// JavaScript module per language when the build imports it (@lingui/vite-plugin): no message parser ships.
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { LANGUAGES } from '../worker/contracts/languages';

export default defineConfig({
  sourceLocale: 'en',
  locales: [...LANGUAGES],
  // A message missing from a catalogue shows in English rather than as its id; the catalogue check in
  // npm test (web/test/catalogues.node.test.ts) fails before that can ship.
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/src/locales/{locale}/messages', include: ['<rootDir>/src'] }],
  // Line numbers change with every edit and would make every catalogue diff noisy.
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
});
