// Lingui's macros (t`…`, msg`…`, plural(), <Trans>) turned into message descriptors at build time, through
// Babel's public API and Lingui's own Babel plugin: @vitejs/plugin-react 6 compiles with oxc and no longer runs
// Babel, and @rolldown/plugin-babel needs Node 22. Only modules that import a macro go through Babel; the
// output keeps its TypeScript and JSX for Vite's own transform that follows.
import { transformAsync } from '@babel/core';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import { getConfig } from '@lingui/conf';
import { lingui } from '@lingui/vite-plugin';
import path from 'node:path';
import type { Plugin } from 'vite';
import { catalogueChunks } from './catalogue-chunks';

const MACRO_IMPORT = /from\s+['"]@lingui\/(?:core|react)\/macro['"]/;
const configPath = path.join(import.meta.dirname, '../lingui.config.ts');

function macroTransform(): Plugin {
  const linguiConfig = getConfig({ configPath, skipValidation: true });
  return {
    name: 'airdesk-lingui-macros',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0]!;
      if (!/\.[cm]?tsx?$/.test(file) || file.includes('/node_modules/') || !MACRO_IMPORT.test(code)) return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [[linguiMacro, { linguiConfig }]],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}

/**
 * The macros, and the PO catalogues compiled on import: whole (`import('../locales/es/messages.po')`, the tests')
 * or in the chunks the app loads (`virtual:catalogue-chunks`).
 */
export const linguiPlugins = (): Plugin[] => [
  macroTransform(),
  catalogueChunks(),
  ...lingui({ configPath, failOnCompileError: true }),
];
