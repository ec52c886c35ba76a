// Complaint-route schemas (docs/api.md#complaint-routes): the query of GET /api/complaint-routes and the body
// of POST /api/problems/:id/escalations.
import * as z from 'zod/mini';
import { ROUTE_MSG } from '../complaint-routes';
import { RIGHTS_MSG } from '../rights';
import { decimalDigits, jsonId } from './fields';
import { airportCode, isoDate } from './rights';

const BOTH_AIRPORTS = 'Give both departure and arrival, or neither.';

/** ?airlineId=&departure=&arrival=&date= : with no airports, the company's home country is the basis. */
export const complaintRoutesQuery = z
  .object({
    airlineId: z.pipe(decimalDigits(RIGHTS_MSG.airline), jsonId(RIGHTS_MSG.airline)),
    departure: z.optional(airportCode),
    arrival: z.optional(airportCode),
    date: z.optional(isoDate),
  })
  .check(
    z.refine((q) => (q.departure === undefined) === (q.arrival === undefined), {
      message: BOTH_AIRPORTS,
      path: ['arrival'],
    }),
  );

/** POST /api/problems/:id/escalations: the traveller sent the escalation letter to this route's body. */
export const escalationBody = z.object({
  routeKey: z.string({ error: ROUTE_MSG.routeKey }).check(z.maxLength(40, ROUTE_MSG.routeKey)),
});
