import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { prerenderPlugin } from './scripts/prerender';

// The SPA is built into web/dist and served by the Worker's static assets (wrangler.toml [assets]) or by
// Cloudflare Pages (README "Deploying").
export default defineConfig({
  root: import.meta.dirname,
  // prerenderPlugin writes the public pages' HTML, a file per route, _headers and robots.txt after the build.
  plugins: [react(), prerenderPlugin()],
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
      // Chakra's theme module builds its default config (every recipe) with defineConfig(), an identity
      // function the bundler cannot see through; marked pure, the unused default config and the 30-odd
      // recipes we never render drop out of the first load (theme/system.ts lists the ones we use).
      treeshake: {
        manualPureFunctions: [
          'defineConfig',
          'defineRecipe',
          'defineSlotRecipe',
          'defineTokens',
          'defineSemanticTokens',
        ],
      },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:8787' } },
});
