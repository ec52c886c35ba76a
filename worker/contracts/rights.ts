// Passenger rights (API.md "Passenger rights") and the airport type-ahead, shared by the worker and the SPA.
// Pure code only: the engine's types come from worker/rights/common.ts, which has no runtime dependencies.
import { z } from 'zod';
import { CAUSES, INCIDENTS, isIsoDate, type RegimeResult } from '../rights/common';
import type { Deadline } from '../rights/deadlines';

export { CAUSES, citedRegime, INCIDENTS, REGIMES, type Cause, type Incident, type RegimeId, type RegimeResult } from '../rights/common';
export type { Deadline, DeadlineKind } from '../rights/deadlines';
export type { Escalation, EscalationBody } from '../rights/escalation';

export const RIGHTS_MSG = {
  airport: 'Enter a 3-letter IATA airport code, e.g. FCO.',
  date: 'Enter a date as YYYY-MM-DD.',
  dateRange: 'Enter a date between 2000 and 2100.',
  airline: 'Please select an airline',
  incident: `Choose one of: ${INCIDENTS.join(', ')}.`,
  cause: `Choose one of: ${CAUSES.join(', ')}.`,
  hours: 'Enter the hours late as a number from 0 to 720.',
  days: 'Enter the days of notice as a whole number from 0 to 366.',
} as const;

const airportCode = z
  .string({ error: RIGHTS_MSG.airport })
  .trim()
  .regex(/^[A-Za-z]{3}$/, RIGHTS_MSG.airport)
  .transform((s) => s.toUpperCase());

const isoDate = z
  .string({ error: RIGHTS_MSG.date })
  .refine(isIsoDate, RIGHTS_MSG.date)
  .refine((s) => s >= '2000-01-01' && s <= '2100-12-31', RIGHTS_MSG.dateRange);

/** The journey facts of an assessment; the report form sends the same object as `flight` (its airline is the carrier). */
export const rightsFlight = z.object({
  departure: airportCode,
  arrival: airportCode,
  date: isoDate,
  incident: z.enum(INCIDENTS, { error: RIGHTS_MSG.incident }),
  arrivalDelayHours: z.number({ error: RIGHTS_MSG.hours }).min(0, RIGHTS_MSG.hours).max(720, RIGHTS_MSG.hours).optional(),
  noticeDays: z.number({ error: RIGHTS_MSG.days }).int(RIGHTS_MSG.days).min(0, RIGHTS_MSG.days).max(366, RIGHTS_MSG.days).optional(),
  baggageReceivedDate: isoDate.optional(),
  cause: z.enum(CAUSES, { error: RIGHTS_MSG.cause }).optional(),
});
export type RightsFlight = z.infer<typeof rightsFlight>;

/** POST /api/rights/assess body. */
export const assessRightsBody = rightsFlight.extend({
  airlineId: z.number({ error: RIGHTS_MSG.airline }).int(RIGHTS_MSG.airline).positive(RIGHTS_MSG.airline).max(Number.MAX_SAFE_INTEGER, RIGHTS_MSG.airline),
});
export type AssessRightsBody = z.infer<typeof assessRightsBody>;

/** POST /api/rights/assess answer. */
export interface RightsAssessment {
  distanceKm: number;
  nearBandEdge: boolean;
  regimes: RegimeResult[];
  deadlines: Deadline[];
}

// ---- GET /api/airports?query= ----

export const AIRPORT_QUERY_MAX = 60;
export const AIRPORT_RESULTS_MAX = 10;

export const airportQuery = z.object({
  query: z
    .string()
    .trim()
    .max(AIRPORT_QUERY_MAX, `query must be at most ${AIRPORT_QUERY_MAX} characters`)
    .refine((s) => !/[\u0000-\u001f\u007f]/.test(s), 'Please remove control characters.')
    .default(''),
});

export interface Airport {
  iataCode: string;
  name: string;
  city: string;
  country: string; // ISO 3166-1 alpha-2
  countryName: string;
}

export interface AirportList {
  airports: Airport[];
}
