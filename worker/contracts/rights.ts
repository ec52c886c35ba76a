// Passenger rights (docs/api.md#rights) and the airport type-ahead, shared by the worker and the SPA:
// the vocabulary of the rights engine (worker/rights/ builds on it), the answer shapes, limits and messages.
// The schemas are in schemas/rights.ts.

import type { ComplaintRoute } from './complaint-routes';
import type { AirlineCategory } from './directory';

export const REGIMES = [
  'EU261',
  'UK261',
  'APPR',
  'US_DOT',
  'MONTREAL',
  'TR_SHY',
  'IL_ASL',
  'IN_CAR',
  'BR_ANAC',
] as const;
export type RegimeId = (typeof REGIMES)[number];

export const INCIDENTS = [
  'delay',
  'cancellation',
  'denied_boarding',
  'downgrade',
  'baggage_delayed',
  'baggage_damaged',
  'baggage_lost',
  'moved_earlier',
  'other',
] as const;
export type Incident = (typeof INCIDENTS)[number];

export const CAUSES = ['airline', 'safety', 'extraordinary', 'extraordinary_proven', 'unknown'] as const;
export type Cause = (typeof CAUSES)[number];

/** After a cancellation or denied boarding: the traveller took the alternative flight, or none (a refund, own arrangements). */
export const REROUTINGS = ['taken', 'none'] as const;
export type Rerouting = (typeof REROUTINGS)[number];

/**
 * Currencies of amounts: the regimes' own (EUR, GBP, CAD, USD, TRY, ILS, INR, BRL; SDR for Brazil's Art. 24,
 * which ANAC fixes in Special Drawing Rights) and the fare currencies a percentage of the fare is paid in.
 */
export const CURRENCIES = [
  'EUR',
  'GBP',
  'CAD',
  'USD',
  'TRY',
  'ILS',
  'INR',
  'BRL',
  'CHF',
  'NOK',
  'SEK',
  'DKK',
  'PLN',
  'CZK',
  'HUF',
  'RON',
  'BGN',
  'ISK',
  'AUD',
  'NZD',
  'JPY',
  'CNY',
  'HKD',
  'SGD',
  'AED',
  'MXN',
  'ZAR',
  'SDR',
] as const;
export type Currency = (typeof CURRENCIES)[number];
/** A fare is paid in a real currency, never in SDR. */
export const FARE_CURRENCIES = CURRENCIES.filter((c) => c !== 'SDR') as readonly Exclude<Currency, 'SDR'>[];

/** The one-way fare of the affected journey (docs/api.md#rights). */
export interface Fare {
  amount: number;
  currency: Exclude<Currency, 'SDR'>;
}

export interface RegimeResult {
  regime: RegimeId;
  applies: boolean;
  amount: number | null;
  currency: Currency | null;
  limit: { amount: number; currency: 'SDR' } | null;
  citation: string;
  reason: string;
  missing: string[];
  /**
   * The last day to claim under this regime, when AirDesk records its time limit (docs/api.md#rights): EU261 and
   * UK261 by the limitation period of the courts of the departure or arrival country (the earlier of the two),
   * APPR one year to ask the carrier, Montreal two years to sue. `expired` when that day is before today.
   */
  timeLimit?: TimeLimit;
}

/** The scheduled and actual times of a report's flight (docs/api.md#problems), local at each airport. */
export interface FlightTimes {
  scheduledDepartureAt?: string;
  scheduledArrivalAt?: string;
  actualArrivalAt?: string;
}

export interface TimeLimit {
  date: string; // YYYY-MM-DD
  description: string;
  expired: boolean;
}

/**
 * The regime a letter cites (docs/api.md#rights: EU261 by default when several apply): the first in REGIMES order that
 * applies and owes a fixed amount, else the first that applies at all (a refund or Montreal damages), else
 * none. The report's letter and the form's preview both use it, so the preview says what the letter will.
 */
export function citedRegime(regimes: readonly RegimeResult[]): RegimeResult | undefined {
  const applying = REGIMES.map((id) => regimes.find((r) => r.regime === id && r.applies)).filter(
    (r): r is RegimeResult => !!r,
  );
  return applying.find((r) => r.amount !== null && r.amount > 0) ?? applying[0];
}

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

export type DeadlineKind = 'baggage-complaint' | 'legal-action' | 'company-answer';
/** A reminder the scheduled handler sends once: a deadline of the case, or a complaint route that opens. */
export type ReminderKind = DeadlineKind | `route:${string}`;

export interface Deadline {
  kind: DeadlineKind;
  date: string; // YYYY-MM-DD
  description: string;
}

export const RIGHTS_MSG = {
  airport: 'Enter a 3-letter IATA airport code, e.g. FCO.',
  date: 'Enter a date as YYYY-MM-DD.',
  dateRange: 'Enter a date between 2000 and 2100.',
  airline: 'Please select an airline',
  incident: `Choose one of: ${INCIDENTS.join(', ')}.`,
  cause: `Choose one of: ${CAUSES.join(', ')}.`,
  hours: 'Enter the hours late as a number from 0 to 720.',
  days: 'Enter the days of notice as a whole number from 0 to 366.',
  rerouting: `Choose one of: ${REROUTINGS.join(', ')}.`,
  earlierHours: 'Enter the hours earlier as a number from 0 to 720.',
  fareAmount: 'Enter the fare as an amount from 0.01 to 1,000,000.',
  fareCurrency: 'Enter the fare currency as a 3-letter code, e.g. EUR.',
  fare: 'Enter the fare as { amount, currency }.',
  localTime: 'Enter a local time as YYYY-MM-DDTHH:MM, e.g. 2026-10-01T14:05.',
  departureDay: "The scheduled departure is on the flight's date: give the same day in both.",
  arrivalBeforeDeparture:
    "An arrival cannot be more than 26 hours before the scheduled departure in local time (no two airports' clocks are further apart).",
  earlyForDelay:
    'For a delay, the actual arrival is after the scheduled arrival; an earlier arrival is no delay (choose another incident).',
  delayMismatch:
    'The arrival delay follows from the scheduled and actual arrival times; leave arrivalDelayHours out or make it agree.',
  noReroutingArrival:
    'With rerouting "none" no alternative flight was taken, so there is no actual arrival to give; leave actualArrivalAt out.',
  delayTooLong: 'The actual arrival is more than 720 hours after the scheduled arrival.',
} as const;

/** Local clocks of two airports differ by at most 26 hours (UTC-12 to UTC+14). */
export const MAX_CLOCK_GAP_HOURS = 26;

/** A local wall-clock time `YYYY-MM-DDTHH:MM` (no zone: the time at the airport). */
export function isLocalTime(s: string): boolean {
  const m = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)$/.exec(s);
  return !!m && isIsoDate(m[1]!) && m[1]! >= '2000-01-01' && m[1]! <= '2100-12-31';
}

/**
 * Minutes from local time `a` to local time `b`, both read as clock readings on the same (zone-less) clock.
 * Exact for two times at the same airport, except across a daylight-saving change between them (an hour at most).
 */
export const localMinutesBetween = (a: string, b: string) => (Date.parse(`${b}:00Z`) - Date.parse(`${a}:00Z`)) / 60_000;

/**
 * Law announced but not in force on the flight's date that would change this journey's answer (docs/api.md#rights):
 * shown to the traveller next to `regime`, never applied to an amount, never in the company's letter.
 */
export interface PendingLaw {
  regime: RegimeId;
  /** Plain sentences: what would change for this journey, and that it does not apply to it. */
  what: string;
  /** Where it stands: agreed, paused or suspended, since when and until when. */
  status: string;
  /** URL of the page that says so. */
  source: string;
}

/** POST /api/rights/assess answer. */
export interface RightsAssessment {
  distanceKm: number;
  nearBandEdge: boolean;
  regimes: RegimeResult[];
  deadlines: Deadline[];
  /** Pending law that would change this journey's answer; empty when none does. */
  pending: PendingLaw[];
  /** The official bodies that take a complaint about this flight up (docs/api.md#complaint-routes). */
  routes: ComplaintRoute[];
}

// ---- GET /api/airports?query= ----

export const AIRPORT_QUERY_MAX = 60;
export const AIRPORT_RESULTS_MAX = 10;
export const AIRPORT_MSG = { controlChars: 'Please remove control characters.' } as const;

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

// ---- GET /api/rights/carriers?query= ----

/**
 * The public carrier look-up of the rights check (docs/decisions.md#rights-carriers): a few directory companies
 * by code or name, with no contact of the paid directory.
 */
export const CARRIER_QUERY_MIN = 2;
export const CARRIER_QUERY_MAX = 100;
export const CARRIER_RESULTS_MAX = 8;
/**
 * The directory's categories the look-up searches: airlines and charter companies, whose passengers' flights the
 * rights laws cover. Helicopter companies (tours, transfers, medical flights) are left out of this check.
 */
export const CARRIER_CATEGORIES: AirlineCategory[] = ['commercial', 'charter'];
export const CARRIER_MSG = {
  query: `query must be ${CARRIER_QUERY_MIN} to ${CARRIER_QUERY_MAX} characters`,
  controlChars: 'query must not contain control or text-direction characters',
} as const;

/** A carrier as the look-up answers it: who it is, never how to reach it. */
export interface Carrier {
  id: number;
  name: string;
  iataCode: string;
  icaoCode: string;
  country: string;
}

export interface CarrierList {
  carriers: Carrier[];
}
