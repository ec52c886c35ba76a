// How the claim letter writes dates, times, incidents and the flight: for a reader at an airline anywhere, so a date
// is never ambiguous. Amounts, durations and a citation's law are written as everywhere else (contracts/rights-words.ts).
import type { LetterFacts } from './letter-facts';
import type { FlightBits } from './letter-words';

/** A date in the English notes beside a letter, as the English letter writes it. */
export { enDate as longDate } from './letter-words';

export const REROUTED_INCIDENTS = new Set(['cancellation', 'moved_earlier', 'denied_boarding']);

/** The pieces of the flight a letter names. */
export const flightBits = (f: Pick<LetterFacts, 'flightNumber' | 'date' | 'flight'>): FlightBits => ({
  number: f.flightNumber,
  route: f.flight ? { departure: f.flight.departure, arrival: f.flight.arrival } : null,
  date: f.date,
});
