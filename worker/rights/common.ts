// Shared types and helpers of the passenger-rights engine (docs/api.md#rights). Everything in
// worker/rights/ is pure: no database, no clock, no network; the route reads the rows and passes them in.

// The vocabulary the SPA shares (regimes, incidents, causes, a regime's result) lives in the contracts.
import type { Cause, Currency, Incident, RegimeId, RegimeResult } from '../contracts/rights';

export { citedRegime, isIsoDate } from '../contracts/rights';
export type { Cause, Currency, Incident, RegimeId, RegimeResult } from '../contracts/rights';

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
  carrier: CarrierFacts;
  incident: Incident;
  arrivalDelayHours?: number;
  noticeDays?: number;
  baggageReceivedDate?: string;
  cause: Cause;
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

export function formatAmount(amount: number, currency: Currency): string {
  const symbol = { EUR: '€', GBP: '£', CAD: 'CAD ', USD: 'USD ' }[currency];
  return `${symbol}${thousands(amount)}`;
}

export const hours = (h: number) => `${Number.isInteger(h) ? h : h.toFixed(1)} h`;
