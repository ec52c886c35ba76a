// GET /api/airports?query= : airport type-ahead by IATA code, city, name or country, at most 10 answers.
// Public like POST /api/rights/assess, which it feeds: the data is public-domain reference data (OurAirports)
// and the assessment needs no session either. Rate-limited per client address.
import { Hono } from 'hono';
import { describe } from '../lib/describe';
import { searchAirports } from '../airports/search';
import type { AirportList } from '../contracts';
import { airportQuery } from '../contracts/schemas/rights';
import type { AppEnv } from '../env';
import { clientIp, hit, LIMITS } from '../lib/rate-limit';
import { validate } from '../lib/validate';

export const airportRoutes = new Hono<AppEnv>().get(
  '/',
  describe(
    'Airports',
    'Airports whose code, name or city match, for the type-ahead',
    {
      200: ['`{airports}`, at most 10, an exact code first.', 'AirportList'],
    },
    { 429: 'Too many searches from this network (Retry-After).' },
  ),
  async (c, next) => {
    await hit(c, `airports:ip:${clientIp(c)}`, LIMITS.airportSearchPerIp);
    await next();
  },
  validate('query', airportQuery),
  async (c) => {
    const q = c.req.valid('query').query;
    if (q === '') return c.json({ airports: [] } satisfies AirportList);
    const rows = await searchAirports(c.var.db, q);
    return c.json({ airports: rows } satisfies AirportList);
  },
);
