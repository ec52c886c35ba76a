import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { linguiPlugins } from './scripts/lingui-macros';
import { prerenderPlugin } from './scripts/prerender';

const APP_HELPER_MODULE =
  /web[\\/]src[\\/]lib[\\/](storage|scroll|dates|clipboard)\.ts$|worker[\\/]contracts[\\/]pricing\.ts$/;

// The SPA is built into web/dist and served by the Worker's static assets (wrangler.toml [assets]) or by
// Cloudflare Pages (docs/deployment.md#deploying-to-cloudflare).
export default defineConfig({
  root: import.meta.dirname,
  // prerenderPlugin writes the public pages' HTML, a file per route, _headers and robots.txt after the build.
  plugins: [...linguiPlugins(), react(), prerenderPlugin()],
  resolve: {
    // The zod contracts are shared with the worker: one place for each rule.
    alias: { '@contracts': path.resolve(import.meta.dirname, '../worker/contracts') },
  },
  // The manifest lets `npm run size` report the JavaScript each route loads (web/scripts/size.ts).
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically is loaded on every first visit anyway; left to itself the
        // bundler spreads it over some twenty small chunks that pages share (a chunk per Chakra primitive),
        // and each costs its own gzip stream and import lists. One chunk for all of it loads the same code,
        // compressed together: 3 to 5 kB less on every route, and nothing more for any.
        // Dependencies are not pulled in after the entry's own modules: a page's libraries load with it.
        codeSplitting: {
          groups: [
            {
              name: 'shell',
              tags: ['$initial'],
              includeDependenciesRecursively: false,
            },
            // The app's own few-line helpers that many pages share were each a chunk of 100 to 250 bytes,
            // five of them on the home page: together they are one request and one gzip stream.
            {
              name: 'app-helpers',
              test: APP_HELPER_MODULE,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
      // Chakra's theme module builds its default config (every recipe) with defineConfig(), an identity
      // function the bundler cannot see through; marked pure, the unused default config and the 30-odd
      // recipes we never render drop out of the first load (theme/recipes.ts lists the ones we use).
      // createAnatomy (zag) is a pure factory too: the anatomies no component uses (tag, stat, status,
      // breadcrumb...) then drop out of the anatomy chunk that every page loads.
      treeshake: {
        // @emotion/react imports hoist-non-react-statics (and with it react-is) only for withTheme, which
        // AirDesk never calls; being CommonJS without a sideEffects field, the bare import kept both in the
        // entry (1.2 kB gzipped). Neither does anything on import but define its exports.
        moduleSideEffects: [
          { test: /node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/, sideEffects: false, external: false },
          // The contracts' modules (not their zod schemas, one of which configures zod's messages) only define
          // values, labels and rules. Some of those are built by calls (a list mapped, messages joined) that
          // the bundler must otherwise keep, so importing one rule through the @contracts barrel kept every
          // topic's lists and messages in the first load.
          { test: /worker[\\/]contracts[\\/][^\\/]+\.ts$/, sideEffects: false, external: false },
        ],
        manualPureFunctions: [
          'defineConfig',
          'defineRecipe',
          'defineSlotRecipe',
          'defineTokens',
          'defineSemanticTokens',
          'createAnatomy',
        ],
      },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:8787' } },
});
