// GET /api/airports?query= : airport type-ahead by IATA code, city, name or country, at most 10 answers.
// Public like POST /api/rights/assess, which it feeds: the data is public-domain reference data (OurAirports)
// and the assessment needs no session either. Rate-limited per client address.
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { describe } from '../lib/describe';
import { airports } from '../../schema';
import { AIRPORT_RESULTS_MAX, type AirportList } from '../contracts';
import { airportQuery } from '../contracts/schemas/rights';
import type { AppEnv } from '../env';
import { clientIp, hit, LIMITS } from '../lib/rate-limit';
import { validate } from '../lib/validate';

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

export const airportRoutes = new Hono<AppEnv>().get(
  '/',
  describe('Airports', 'Airports whose code, name or city match, for the type-ahead', {
    200: '`{airports}`, at most 10, an exact code first.',
  }),
  async (c, next) => {
    await hit(c, `airports:ip:${clientIp(c)}`, LIMITS.airportSearchPerIp);
    await next();
  },
  validate('query', airportQuery),
  async (c) => {
    const q = c.req.valid('query').query;
    if (q === '') return c.json({ airports: [] } satisfies AirportList);
    const code = q.toUpperCase();
    const prefix = `${likeEscape(q)}%`;
    const anywhere = `%${likeEscape(q)}%`;
    // Exact code first, then city, name and country matches; scheduled and large airports before others.
    const rows = await c.var.db
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
    return c.json({ airports: rows } satisfies AirportList);
  },
);
