import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import { routesSql } from '../complaint-routes/routes-sql';

// First, before anything opens this runtime's D1: node copies in the template database built once for the run
// (d1-template.ts), already migrated and seeded with the routes below (and, for a file that seeds them, the
// airports). The steps after it stay, and find their work done.
const template = await env.TEST_D1_TEMPLATE.fetch(
  `http://d1-template/?file=${encodeURIComponent(expect.getState().testPath ?? '')}`,
);
if (!template.ok) throw new Error(`D1 template: ${template.status} ${await template.text()}`);

// Idempotent: D1 records which migrations it has applied.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

// The complaint routes as shipped (TEST_ROUTES, read from routes.csv by the config): data, like the migrations,
// that every test may rely on. Written with the same statements as `npm run routes:seed`.
await env.DB.batch(
  routesSql(env.TEST_ROUTES, true)
    .trim()
    .split('\n')
    .map((statement) => env.DB.prepare(statement)),
);
