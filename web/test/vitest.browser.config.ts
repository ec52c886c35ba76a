// The browser suite (`npm run test:browser`): real Chromium against the built SPA and the deploy bundle of the
// Worker run by Miniflare (worker/cli/worker-host.ts), with local mail and PayPal fakes; one journey runs the app
// under `wrangler dev` as `npm start` does (local-cron.browser.test.ts). `npm test` builds the SPA and the deploy
// bundle (test:deploy) before it runs.
//
// Sharded across the cores: each vitest worker is a shard with its own app, D1 copy and fakes (support/app.ts) and
// one Chromium (support/browser-test.ts); a shard runs its files one after the other.
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { linguiPlugins } from '../scripts/lingui-macros';

export default defineConfig({
  // static-site reads the pages' titles from app/pages.ts, written with Lingui's msg macro.
  plugins: [linguiPlugins()],
  test: {
    name: 'browser',
    root: path.resolve(import.meta.dirname, '../..'),
    environment: 'node',
    include: ['web/test/**/*.browser.test.ts'],
    globalSetup: ['web/test/support/global-setup.ts'],
    fileParallelism: true,
    maxWorkers: availableParallelism(),
    // The files of a shard share its worker, and so its Chromium (a worker-scoped fixture); every journey opens
    // its own browser contexts, closed when its file ends.
    isolate: false,
    // expect.poll waits on the page's state (hydration, a search's answer): with two shards on two cores a state
    // can take seconds to come, and vitest's default of 1 s failed journeys that were right, only slow.
    expect: { poll: { timeout: 15_000 } },
    // One more run of a failed journey, whole and with every assertion, kept from before the sharding: in the
    // fresh-clone runs of this change two journeys failed once each on a loaded host and passed alone (the
    // style-tag check of static-site, then the password reset's "reset-sent" wait). vitest reports every test
    // that needed the retry, so a real failure still fails twice and a flaky one stays visible in the log.
    retry: 1,
    testTimeout: 120_000,
    hookTimeout: 180_000,
    teardownTimeout: 60_000,
  },
});
