import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { routesSql } from '../complaint-routes/routes-sql';

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
