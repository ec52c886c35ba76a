// How the claim letter writes dates, times, incidents and the flight: for a reader at an airline anywhere, so a date
// is never ambiguous. Amounts, durations and a citation's law are written as everywhere else (contracts/rights-words.ts).
import type { LetterFacts } from './letter-facts';
import { letterWords, type FlightBits } from './letter-words';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** `2026-10-01` as `1 October 2026`: no reader mistakes the day for the month. */
export const longDate = (iso: string) => {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  return `${d} ${MONTHS[m! - 1]} ${y}`;
};
/** A local time `2026-10-01T14:05` as `1 October 2026, 14:05`. */
export const longTime = (local: string) => `${longDate(local)}, ${local.slice(11, 16)}`;

export const INCIDENT_WORDS: Record<string, string> = {
  delay: 'the delay of',
  cancellation: 'the cancellation of',
  moved_earlier: 'the rescheduling to an earlier time of',
  denied_boarding: 'the denied boarding on',
  downgrade: 'the downgrade on',
  baggage_delayed: 'the delayed baggage of',
  baggage_damaged: 'the damaged baggage of',
  baggage_lost: 'the lost baggage of',
  other: 'a problem with',
};

export const REROUTED_INCIDENTS = new Set(['cancellation', 'moved_earlier', 'denied_boarding']);

/** The pieces of the flight a letter names. */
export const flightBits = (f: Pick<LetterFacts, 'flightNumber' | 'date' | 'flight'>): FlightBits => ({
  number: f.flightNumber,
  route: f.flight ? { departure: f.flight.departure, arrival: f.flight.arrival } : null,
  date: f.date,
});

/**
 * The flight as a reader names it: `LH 233 from FCO to HAM on 1 October 2026`, as much of it as is known, in the
 * letter's language (`standalone`: the letter's whole subject, not after "the delay of").
 */
export function flightName(
  f: Pick<LetterFacts, 'flightNumber' | 'date' | 'flight' | 'language'>,
  standalone = true,
): string {
  return letterWords(f.language).flightName(flightBits(f), standalone);
}
