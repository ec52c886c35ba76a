// GET /api/complaint-routes (docs/api.md#complaint-routes): the company's own channel and the official bodies
// that take a complaint about a flight up. Public and rate-limited like POST /api/rights/assess, which the same
// form calls: routes are public facts about public bodies.
import { Hono } from 'hono';
import { findAirline } from '../directory/airline';
import { describe } from '../lib/describe';
import { airportCountries, flightRoutes, homeCountryRoutes, loadRoutes } from '../complaint-routes/lookup';
import { channelOf, type ComplaintRoutesAnswer } from '../contracts';
import { complaintRoutesQuery } from '../contracts/schemas/complaint-routes';
import type { AppEnv } from '../env';
import { badRequest, notFound } from '../lib/errors';
import { clientIp, hit, LIMITS } from '../lib/rate-limit';
import { validate } from '../lib/validate';

export const complaintRouteRoutes = new Hono<AppEnv>().get(
  '/',
  describe(
    'Complaint routes',
    "The company's channel and the official bodies that take a complaint about a flight",
    {
      200: ['`{company, routes, basis}`.', 'ComplaintRoutesAnswer'],
    },
    { 404: 'No airline with this id.', 429: 'Too many requests from this network (Retry-After).' },
  ),
  // The same budget as the assessment: both are public and called as the traveller types.
  async (c, next) => {
    await hit(c, `rights:ip:${clientIp(c)}`, LIMITS.rightsAssessPerIp);
    await next();
  },
  validate('query', complaintRoutesQuery),
  async (c) => {
    const q = c.req.valid('query');
    const db = c.var.db;
    const airline = await findAirline(db, q.airlineId);
    if (!airline) throw notFound('No airline with this id.');
    const date = q.date ?? new Date().toISOString().slice(0, 10);
    const routes = await loadRoutes(db);
    const company = {
      channel: channelOf(airline),
      email: airline.email,
      complaintFormUrl: airline.complaintFormUrl,
      phone: airline.phone,
    };
    if (q.departure === undefined || q.arrival === undefined) {
      const body: ComplaintRoutesAnswer = {
        company,
        routes: homeCountryRoutes(airline, routes, date),
        basis: 'home-country',
      };
      return c.json(body);
    }
    const countries = await airportCountries(db, [q.departure, q.arrival]);
    for (const field of ['departure', 'arrival'] as const) {
      if (!countries.has(q[field]!)) {
        const message = `No airport with the IATA code ${q[field]}.`;
        throw badRequest(message, [{ path: field, message }]);
      }
    }
    const body: ComplaintRoutesAnswer = {
      company,
      routes: flightRoutes(
        { date, departureCountry: countries.get(q.departure)!, arrivalCountry: countries.get(q.arrival)! },
        airline,
        routes,
      ),
      basis: 'flight',
    };
    return c.json(body);
  },
);
