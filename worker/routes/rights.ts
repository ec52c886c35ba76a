// POST /api/rights/assess (docs/api.md#rights): no session, 60 calls a minute per client address, stores
// nothing. Looks up the two airports and the operating carrier, then runs the pure engine (worker/rights/).
// GET /api/rights/carriers (docs/decisions.md#rights-carriers): the carrier look-up of the public rights check,
// the directory's own search answering who a company is (id, name, codes, country) and never its contacts.
import { Hono } from 'hono';
import { findAirline } from '../directory/airline';
import { describe } from '../lib/describe';
import { CARRIER_CATEGORIES, CARRIER_RESULTS_MAX, type CarrierList, type RightsAssessment } from '../contracts';
import { assessRightsBody, carrierQuery } from '../contracts/schemas/rights';
import { searchAirlines } from '../directory/search';
import type { AppEnv } from '../env';
import { notFound } from '../lib/errors';
import { clientIp, hit, LIMITS } from '../lib/rate-limit';
import { validate } from '../lib/validate';
import { assessFlight } from '../complaint-routes/assess-flight';

export const rightsRoutes = new Hono<AppEnv>()
  .post(
    '/assess',
    describe(
      'Passenger rights',
      'Assess a journey under each regime (stores nothing)',
      {
        200: ['`{distanceKm, nearBandEdge, regimes, deadlines, routes, pending}`.', 'RightsAssessment'],
      },
      { 404: 'No airline with this id.', 429: 'Too many assessments from this network (Retry-After).' },
    ),
    // Counted before validation, so malformed calls spend the budget too.
    async (c, next) => {
      await hit(c, `rights:ip:${clientIp(c)}`, LIMITS.rightsAssessPerIp);
      await next();
    },
    validate('json', assessRightsBody),
    async (c) => {
      const body = c.req.valid('json');
      const carrier = await findAirline(c.var.db, body.airlineId);
      if (!carrier) throw notFound('No airline with this id.');
      const result: RightsAssessment = await assessFlight(c.var.db, body, carrier);
      return c.json(result);
    },
  )
  .get(
    '/carriers',
    describe(
      'Passenger rights',
      'Carriers whose code or name match, for the rights check (no contacts)',
      {
        200: [
          '`{carriers: [{id, name, iataCode, icaoCode, country}]}`, at most 8, an exact code first.',
          'CarrierList',
        ],
      },
      { 429: 'Too many searches from this network (Retry-After).' },
    ),
    // The assessment's budget on a counter of its own: typing an airline's name does not spend the assessments.
    async (c, next) => {
      await hit(c, `carriers:ip:${clientIp(c)}`, LIMITS.rightsAssessPerIp);
      await next();
    },
    validate('query', carrierQuery),
    async (c) => {
      const { query } = c.req.valid('query');
      // The directory's relevance order: an exact IATA or ICAO code, a name that starts with the text, a place,
      // then the other matches; a misspelt name finds the names like it.
      const answer = await searchAirlines(c.var.db, {
        query,
        category: CARRIER_CATEGORIES,
        offset: 0,
        limit: CARRIER_RESULTS_MAX,
      });
      const body: CarrierList = {
        carriers: answer.rows.map((r) => ({
          id: r.id,
          name: r.name,
          iataCode: r.iataCode,
          icaoCode: r.icaoCode,
          country: r.country,
        })),
      };
      return c.json(body);
    },
  );
