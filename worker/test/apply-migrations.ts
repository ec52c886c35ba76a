import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';

// Idempotent: D1 records which migrations it has applied.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
