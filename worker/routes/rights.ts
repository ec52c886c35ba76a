// POST /api/rights/assess (docs/api.md#rights): no session, 60 calls a minute per client address, stores
// nothing. Looks up the two airports and the operating carrier, then runs the pure engine (worker/rights/).
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { describe } from '../lib/describe';
import { airlines } from '../../schema';
import type { RightsAssessment } from '../contracts';
import { assessRightsBody } from '../contracts/schemas/rights';
import type { AppEnv } from '../env';
import { notFound } from '../lib/errors';
import { clientIp, hit, LIMITS } from '../lib/rate-limit';
import { validate } from '../lib/validate';
import { assessFlight } from '../rights/lookup';

export const rightsRoutes = new Hono<AppEnv>().post(
  '/assess',
  describe('Passenger rights', 'Assess a journey under each regime (stores nothing)', {
    200: '`{distanceKm, nearBandEdge, regimes, deadlines, routes}`.',
  }),
  // Counted before validation, so malformed calls spend the budget too.
  async (c, next) => {
    await hit(c, `rights:ip:${clientIp(c)}`, LIMITS.rightsAssessPerIp);
    await next();
  },
  validate('json', assessRightsBody),
  async (c) => {
    const body = c.req.valid('json');
    const carrier = await c.var.db.query.airlines.findFirst({ where: eq(airlines.id, body.airlineId) });
    if (!carrier) throw notFound('No airline with this id.');
    const result: RightsAssessment = await assessFlight(c.var.db, body, carrier);
    return c.json(result);
  },
);
