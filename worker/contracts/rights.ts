// Passenger rights (docs/api.md#rights) and the airport type-ahead, shared by the worker and the SPA:
// the vocabulary of the rights engine (worker/rights/ builds on it), the answer shapes, limits and messages.
// The schemas are in schemas/rights.ts.

import type { ComplaintRoute } from './complaint-routes';

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
} as const;

/** POST /api/rights/assess answer. */
export interface RightsAssessment {
  distanceKm: number;
  nearBandEdge: boolean;
  regimes: RegimeResult[];
  deadlines: Deadline[];
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
