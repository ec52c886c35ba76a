// Shared types and helpers of the passenger-rights engine (docs/api.md#rights). Everything in
// worker/rights/ is pure: no database, no clock, no network; the route reads the rows and passes them in.

// The vocabulary the SPA shares (regimes, incidents, causes, a regime's result) lives in the contracts.
import { durationText } from '../contracts/rights-words';
import type { Cause, Currency, Fare, Incident, RegimeId, RegimeResult, Rerouting } from '../contracts/rights';

export { citedRegime, isIsoDate } from '../contracts/rights';
export type { Cause, Currency, Fare, Incident, RegimeId, RegimeResult, Rerouting } from '../contracts/rights';

export interface AirportFacts {
  iataCode: string;
  country: string; // ISO 3166-1 alpha-2, as OurAirports writes it (RE for Réunion, GB for the UK, ...)
  latitude: number;
  longitude: number;
}

export interface CarrierFacts {
  name: string;
  iataCode: string; // '' when unknown
  country: string; // the directory's English country name, e.g. "United Kingdom"
}

/** Everything a regime needs, already looked up and validated. */
export interface Journey {
  date: string; // scheduled departure, YYYY-MM-DD
  departure: AirportFacts;
  arrival: AirportFacts;
  distanceKm: number; // WGS-84 geodesic, not rounded
  /** The operating carrier of the disrupted leg (the report's airline unless `disruptedLegAirlineId` named another). */
  carrier: CarrierFacts;
  /** The report's airline when another carrier operated the disrupted leg (APPR: a small carrier flying for a large one). */
  ticketCarrier?: CarrierFacts;
  incident: Incident;
  arrivalDelayHours?: number;
  noticeDays?: number;
  baggageReceivedDate?: string;
  cause: Cause;
  /** After a cancellation or denied boarding: the alternative was taken (the default) or not (refund, own arrangements). */
  rerouting?: Rerouting;
  /** How many hours before the original departure the alternative (or the moved flight) left. */
  alternativeDepartedEarlierHours?: number;
  /** The one-way fare of the affected journey. */
  farePaid?: Fare;
}

/** One rule in force from `from` to `to` (both inclusive, YYYY-MM-DD; null = open). */
export interface Effective<T> {
  from: string | null;
  to: string | null;
  rule: T;
}

/** The entry in force on `date`, or undefined. ISO dates compare correctly as strings. */
export function inForce<T>(table: readonly Effective<T>[], date: string): T | undefined {
  return table.find((e) => (e.from === null || e.from <= date) && (e.to === null || date <= e.to))?.rule;
}

export function notApplicable(
  regime: RegimeId,
  currency: Currency | null,
  citation: string,
  reason: string,
): RegimeResult {
  return { regime, applies: false, amount: null, currency, limit: null, citation, reason, missing: [] };
}

/** A regime that applies, with no amount yet: the regime modules fill in the rest. */
export function applying(
  regime: RegimeId,
  currency: Currency | null,
  fields: Partial<RegimeResult> & Pick<RegimeResult, 'citation' | 'reason'>,
): RegimeResult {
  return { regime, applies: true, amount: null, currency, limit: null, missing: [], ...fields };
}

// ---- calendar arithmetic on YYYY-MM-DD strings (UTC, no clock) ----

const toDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const toIso = (d: Date) => d.toISOString().slice(0, 10);

export function addDays(iso: string, days: number): string {
  const d = toDate(iso);
  d.setUTCDate(d.getUTCDate() + days);
  return toIso(d);
}

/** Adds calendar months; a day that does not exist in the target month becomes its last day (29 Feb + 1 y = 28 Feb). */
export function addMonths(iso: string, months: number): string {
  const d = toDate(iso);
  const day = d.getUTCDate();
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, last));
  return toIso(target);
}

export const addYears = (iso: string, years: number) => addMonths(iso, years * 12);

/** 1519 -> "1,519" (no Intl: the same output in node and workerd). */
export const thousands = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

const SYMBOLS: Partial<Record<Currency, string>> = { EUR: '€', GBP: '£' };

/** 600 EUR -> "€600"; 1234.5 CAD -> "CAD 1,234.50" (cents only when the amount has them). */
export function formatAmount(amount: number, currency: Currency): string {
  const symbol = SYMBOLS[currency] ?? `${currency} `;
  const whole = Math.trunc(amount);
  const cents = Math.round((amount - whole) * 100);
  return `${symbol}${thousands(whole)}${cents ? `.${String(cents).padStart(2, '0')}` : ''}`;
}

/** Rounds to cents (percentages of a fare). */
export const toCents = (n: number) => Math.round(n * 100) / 100;

/** Days of notice in words: `no notice`, `1 day's notice`, `5 days' notice`. */
export const noticeText = (days: number) =>
  days === 0 ? 'no notice' : days === 1 ? "1 day's notice" : `${days} days' notice`;

/** Hours in a reason, as the letter and every screen write them: `5 h 5 min` (contracts/rights-words.ts). */
export const hours = (h: number) => durationText(h);
