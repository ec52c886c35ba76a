// The airport type-ahead (GET /api/airports): by IATA code, city, name or country.
import { sql } from 'drizzle-orm';
import { airports } from '../../schema';
import { AIRPORT_RESULTS_MAX } from '../contracts';
import type { Db } from '../db';

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** At most AIRPORT_RESULTS_MAX airports: an exact code first, then city, name and country matches. */
export function searchAirports(db: Db, q: string) {
  const code = q.toUpperCase();
  const prefix = `${likeEscape(q)}%`;
  const anywhere = `%${likeEscape(q)}%`;
  // Scheduled and large airports before others within each tier.
  return db
    .select({
      iataCode: airports.iataCode,
      name: airports.name,
      city: airports.city,
      country: airports.country,
      countryName: airports.countryName,
    })
    .from(airports)
    .where(
      sql`${airports.iataCode} = ${code} OR ${airports.city} LIKE ${prefix} ESCAPE '\\' OR ${airports.name} LIKE ${anywhere} ESCAPE '\\' OR ${airports.countryName} LIKE ${prefix} ESCAPE '\\'`,
    )
    .orderBy(
      sql`CASE WHEN ${airports.iataCode} = ${code} THEN 0 WHEN ${airports.city} LIKE ${prefix} ESCAPE '\\' THEN 1 WHEN ${airports.name} LIKE ${prefix} ESCAPE '\\' THEN 2 ELSE 3 END`,
      sql`${airports.scheduled} DESC`,
      sql`${airports.type} = 'large_airport' DESC`,
      airports.name,
    )
    .limit(AIRPORT_RESULTS_MAX);
}
