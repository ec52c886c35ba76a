// The routes for a request: reads the table (and, for a flight, the two airports) and runs the pure choice.
// Shared by GET /api/complaint-routes, the assessment and report filing, so all three name the same bodies.
import { eq, inArray } from 'drizzle-orm';
import { airports, directoryCountries, directoryState } from '../../schema';
import type { Db } from '../db';
import { flightRoutes, homeCountryRoutes } from './choose';
import { loadRoutes } from './table';

/** Airport code -> country code, for the codes given (unknown codes are absent). */
export async function airportCountries(db: Db, codes: readonly string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ iataCode: airports.iataCode, country: airports.country })
    .from(airports)
    .where(inArray(airports.iataCode, [...new Set(codes)]));
  return new Map(rows.map((r) => [r.iataCode, r.country]));
}

export { flightRoutes, homeCountryRoutes, loadRoutes };

/**
 * The companies whose home country has a route in force on `today` (GET /api/config): the per-country
 * counts kept by triggers and the routes table, both a few hundred rows at most whatever the directory's size.
 */
export async function companiesWithRoute(db: Db, today: string): Promise<number> {
  const [countries, routes] = await Promise.all([db.select().from(directoryCountries), loadRoutes(db)]);
  let n = 0;
  for (const c of countries) {
    if (c.companies > 0 && homeCountryRoutes({ name: '', iataCode: '', country: c.country }, routes, today).length > 0)
      n += c.companies;
  }
  return n;
}

// Kept here so the config route reads the directory's state and the route count in one place.
export const stateRow = (db: Db) => db.select().from(directoryState).where(eq(directoryState.id, 1));
