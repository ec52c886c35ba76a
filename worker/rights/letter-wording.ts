// How the claim letter writes dates, times, incidents and the flight: for a reader at an airline anywhere, so a date
// is never ambiguous. Amounts, durations and a citation's law are written as everywhere else (contracts/rights-words.ts).
import type { LetterFacts } from './letter-facts';
import type { FlightBits } from './letter-words';

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
export const REROUTED_INCIDENTS = new Set(['cancellation', 'moved_earlier', 'denied_boarding']);

/** The pieces of the flight a letter names. */
export const flightBits = (f: Pick<LetterFacts, 'flightNumber' | 'date' | 'flight'>): FlightBits => ({
  number: f.flightNumber,
  route: f.flight ? { departure: f.flight.departure, arrival: f.flight.arrival } : null,
  date: f.date,
});
