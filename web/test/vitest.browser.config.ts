// The browser suite (`npm run test:browser`): real Chromium against the built SPA and the Worker under
// `wrangler dev`, with local mail and PayPal fakes. `npm test` builds the SPA before it runs.
import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'browser',
    root: path.resolve(import.meta.dirname, '../..'),
    environment: 'node',
    include: ['web/test/**/*.browser.test.ts'],
    globalSetup: ['web/test/support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    // One more run of a failed journey, whole and with every assertion: on the shared 2-core machines a journey
    // under wrangler dev has timed out now and then while the same file passed alone (the password-reset
    // journey, twice in full runs). vitest reports any test that needed the retry, so a real failure still
    // fails twice and a flaky one stays visible in the log.
    retry: 1,
    hookTimeout: 180_000,
    teardownTimeout: 60_000,
  },
});
