// POST /api/rights/assess (API.md "Passenger rights"): no session, 60 calls a minute per client address, stores
// nothing. Looks up the two airports and the operating carrier, then runs the pure engine (worker/rights/).
import { eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { airlines, airports } from '../../schema';
import { assessRightsBody, type RightsAssessment } from '../contracts';
import type { AppEnv } from '../env';
import { badRequest, notFound } from '../lib/errors';
import { clientIp, hit, LIMITS } from '../lib/rate-limit';
import { validate } from '../lib/validate';
import { assess } from '../rights/assess';

export const rightsRoutes = new Hono<AppEnv>().post(
  '/assess',
  // Counted before validation, so malformed calls spend the budget too.
  async (c, next) => {
    await hit(c, `rights:ip:${clientIp(c)}`, LIMITS.rightsAssessPerIp);
    await next();
  },
  validate('json', assessRightsBody),
  async (c) => {
    const body = c.req.valid('json');
    const db = c.var.db;
    const [found, carrier] = await Promise.all([
      db
        .select({ iataCode: airports.iataCode, country: airports.country, latitude: airports.latitude, longitude: airports.longitude })
        .from(airports)
        .where(inArray(airports.iataCode, [body.departure, body.arrival])),
      db.select({ name: airlines.name, iataCode: airlines.iataCode, country: airlines.country }).from(airlines).where(eq(airlines.id, body.airlineId)).get(),
    ]);
    const departure = found.find((a) => a.iataCode === body.departure);
    const arrival = found.find((a) => a.iataCode === body.arrival);
    const issues = [
      ...(departure ? [] : [{ path: 'departure', message: `No airport with the IATA code ${body.departure}.` }]),
      ...(arrival ? [] : [{ path: 'arrival', message: `No airport with the IATA code ${body.arrival}.` }]),
    ];
    if (issues.length) throw badRequest(issues[0]!.message, issues);
    if (!carrier) throw notFound('No airline with this id.');

    const result: RightsAssessment = assess({
      date: body.date,
      departure: departure!,
      arrival: arrival!,
      carrier,
      incident: body.incident,
      ...(body.arrivalDelayHours !== undefined ? { arrivalDelayHours: body.arrivalDelayHours } : {}),
      ...(body.noticeDays !== undefined ? { noticeDays: body.noticeDays } : {}),
      ...(body.baggageReceivedDate !== undefined ? { baggageReceivedDate: body.baggageReceivedDate } : {}),
      ...(body.cause !== undefined ? { cause: body.cause } : {}),
    });
    return c.json(result);
  },
);
