// Passenger-rights schemas (docs/api.md#rights): the journey facts of an assessment (also a report's
// `flight`), the assessment body and the airport type-ahead query.
import * as z from 'zod/mini';
import {
  AIRPORT_MSG,
  AIRPORT_QUERY_MAX,
  CAUSES,
  FARE_CURRENCIES,
  INCIDENTS,
  isIsoDate,
  REROUTINGS,
  RIGHTS_MSG,
} from '../rights';
import { cleanText } from './fields';

export const airportCode = z.pipe(
  z.string({ error: RIGHTS_MSG.airport }).check(z.trim(), z.regex(/^[A-Za-z]{3}$/, RIGHTS_MSG.airport)),
  z.transform((s) => s.toUpperCase()),
);

export const isoDate = z.string({ error: RIGHTS_MSG.date }).check(
  z.refine(isIsoDate, RIGHTS_MSG.date),
  z.refine((s) => s >= '2000-01-01' && s <= '2100-12-31', RIGHTS_MSG.dateRange),
);

const airlineIdField = z
  .number({ error: RIGHTS_MSG.airline })
  .check(z.int(RIGHTS_MSG.airline), z.positive(RIGHTS_MSG.airline), z.lte(Number.MAX_SAFE_INTEGER, RIGHTS_MSG.airline));

/** The one-way fare of the affected journey: a positive amount (cents at most) in a fare currency. */
export const farePaid = z.object(
  {
    amount: z.number({ error: RIGHTS_MSG.fareAmount }).check(
      z.gte(0.01, RIGHTS_MSG.fareAmount),
      z.lte(1_000_000, RIGHTS_MSG.fareAmount),
      z.refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, RIGHTS_MSG.fareAmount),
    ),
    currency: z.enum(FARE_CURRENCIES, { error: RIGHTS_MSG.fareCurrency }),
  },
  { error: RIGHTS_MSG.fare },
);

/** The journey facts of an assessment; the report form sends the same object as `flight` (its airline is the carrier). */
export const rightsFlight = z.object({
  departure: airportCode,
  arrival: airportCode,
  date: isoDate,
  incident: z.enum(INCIDENTS, { error: RIGHTS_MSG.incident }),
  arrivalDelayHours: z.optional(
    z.number({ error: RIGHTS_MSG.hours }).check(z.gte(0, RIGHTS_MSG.hours), z.lte(720, RIGHTS_MSG.hours)),
  ),
  noticeDays: z.optional(
    z
      .number({ error: RIGHTS_MSG.days })
      .check(z.int(RIGHTS_MSG.days), z.gte(0, RIGHTS_MSG.days), z.lte(366, RIGHTS_MSG.days)),
  ),
  baggageReceivedDate: z.optional(isoDate),
  cause: z.optional(z.enum(CAUSES, { error: RIGHTS_MSG.cause })),
  rerouting: z.optional(z.enum(REROUTINGS, { error: RIGHTS_MSG.rerouting })),
  alternativeDepartedEarlierHours: z.optional(
    z
      .number({ error: RIGHTS_MSG.earlierHours })
      .check(z.gte(0, RIGHTS_MSG.earlierHours), z.lte(720, RIGHTS_MSG.earlierHours)),
  ),
  farePaid: z.optional(farePaid),
  /** The operating carrier of the disrupted leg, when it is not the report's airline (a directory id). */
  disruptedLegAirlineId: z.optional(airlineIdField),
});
export type RightsFlight = z.infer<typeof rightsFlight>;

/** POST /api/rights/assess body. */
export const assessRightsBody = z.extend(rightsFlight, { airlineId: airlineIdField });
export type AssessRightsBody = z.infer<typeof assessRightsBody>;

export const airportQuery = z.object({
  query: z._default(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(AIRPORT_QUERY_MAX, `query must be at most ${AIRPORT_QUERY_MAX} characters`),
        cleanText(AIRPORT_MSG.controlChars),
      ),
    '',
  ),
});
