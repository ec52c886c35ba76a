// Passenger-rights schemas (docs/api.md#rights): the journey facts of an assessment (also a report's
// `flight`), the assessment body and the airport type-ahead query.
import * as z from 'zod/mini';
import {
  AIRPORT_MSG,
  AIRPORT_QUERY_MAX,
  CARRIER_MSG,
  CARRIER_QUERY_MAX,
  CARRIER_QUERY_MIN,
  CAUSES,
  FARE_CURRENCIES,
  INCIDENTS,
  isIsoDate,
  isLocalTime,
  localMinutesBetween,
  MAX_CLOCK_GAP_HOURS,
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

const localTime = z
  .string({ error: RIGHTS_MSG.localTime })
  .check(z.trim(), z.refine(isLocalTime, RIGHTS_MSG.localTime));

/**
 * The journey facts of an assessment; the report form sends the same object as `flight` (its airline is the
 * carrier). The times are checked against each other and give the arrival delay in `withTimes`.
 */
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
  /** Local times at the departure (scheduled) and arrival (scheduled, actual) airports: YYYY-MM-DDTHH:MM. */
  scheduledDepartureAt: z.optional(localTime),
  scheduledArrivalAt: z.optional(localTime),
  actualArrivalAt: z.optional(localTime),
});

type FlightFacts = z.output<typeof rightsFlight>;
type Issues = {
  issues: { push: (issue: { code: 'custom'; message: string; input: unknown; path: string[] }) => void };
};

/**
 * The times of a flight checked against each other, and the arrival delay they give. The delay is the
 * actual minus the scheduled ARRIVAL, both local at the arrival airport, so no time zone is needed (the airports
 * table has none); the departure is at another airport, so against it only what no time zone can explain is
 * refused: an arrival more than 26 hours before it. Given with the arrival times, `arrivalDelayHours` must agree
 * (to the minute); it is then the computed value. Answers the facts, or z.NEVER with the issues pushed.
 */
export function withTimes<T extends FlightFacts>(f: T, ctx: Issues): T {
  const failed: string[] = [];
  const fail = (path: string, message: string) => {
    ctx.issues.push({ code: 'custom', message, input: f, path: [path] });
    failed.push(path);
  };
  const dep = f.scheduledDepartureAt;
  if (dep && dep.slice(0, 10) !== f.date) fail('scheduledDepartureAt', RIGHTS_MSG.departureDay);
  for (const key of ['scheduledArrivalAt', 'actualArrivalAt'] as const) {
    const t = f[key];
    if (dep && t && localMinutesBetween(dep, t) < -MAX_CLOCK_GAP_HOURS * 60)
      fail(key, RIGHTS_MSG.arrivalBeforeDeparture);
  }
  if (f.actualArrivalAt && f.rerouting === 'none') fail('actualArrivalAt', RIGHTS_MSG.noReroutingArrival);
  let delayHours: number | undefined;
  if (f.scheduledArrivalAt && f.actualArrivalAt) {
    const minutes = localMinutesBetween(f.scheduledArrivalAt, f.actualArrivalAt);
    if (minutes < 0 && f.incident === 'delay') fail('actualArrivalAt', RIGHTS_MSG.earlyForDelay);
    else if (minutes > 720 * 60) fail('actualArrivalAt', RIGHTS_MSG.delayTooLong);
    delayHours = Math.round((Math.max(0, minutes) / 60) * 100) / 100;
    if (f.arrivalDelayHours !== undefined && Math.abs(f.arrivalDelayHours - delayHours) > 1 / 60)
      fail('arrivalDelayHours', RIGHTS_MSG.delayMismatch);
  }
  if (failed.length) return z.NEVER;
  return delayHours === undefined ? f : { ...f, arrivalDelayHours: delayHours };
}

/** A report's or an assessment's flight: the facts, with the times checked and the arrival delay computed from them. */
export const checkedFlight = z.pipe(rightsFlight, z.transform(withTimes));
export type RightsFlight = z.output<typeof checkedFlight>;

/** POST /api/rights/assess body. */
export const assessRightsBody = z.pipe(z.extend(rightsFlight, { airlineId: airlineIdField }), z.transform(withTimes));
export type AssessRightsBody = z.output<typeof assessRightsBody>;

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

/** GET /api/rights/carriers query: the text typed, 2 to 100 characters once trimmed. */
export const carrierQuery = z.object({
  query: z.pipe(
    z
      .string({ error: CARRIER_MSG.query })
      .check(
        z.trim(),
        z.minLength(CARRIER_QUERY_MIN, CARRIER_MSG.query),
        z.maxLength(CARRIER_QUERY_MAX, CARRIER_MSG.query),
        cleanText(CARRIER_MSG.controlChars),
      ),
    z.transform((s) => s.replace(/\s+/g, ' ')),
  ),
});
