// What a claim letter is built from (a report and its assessment), and the facts it states: the booking, the
// flight and its times, the passengers, and the facts the amounts rely on. Only what is known is stated.
import type { ExpenseKind } from '../contracts/problems';
import type { FlightTimes } from '../contracts/rights';
import { localMinutesBetween } from '../contracts/rights';
import type { Assessment } from './assess';
import type { Deadline } from './deadlines';
import { citedRegime, type Fare, type RegimeResult } from './common';
import { amountText, countText, durationText } from '../contracts/rights-words';
import { longDate, longTime, REROUTED_INCIDENTS } from './letter-wording';

export interface LetterExpense {
  kind: ExpenseKind;
  amount: number;
  currency: string;
  note?: string | undefined;
}

export interface LetterClaim {
  compensation: boolean;
  expenses: boolean;
  refund: boolean;
}

/** The journey facts the letter states (a report's `flight`). */
export interface LetterFlight extends FlightTimes {
  departure: string;
  arrival: string;
  date: string;
  incident: string;
  arrivalDelayHours?: number | undefined;
  noticeDays?: number | undefined;
  baggageReceivedDate?: string | undefined;
  cause?: string | undefined;
  rerouting?: string | undefined;
  alternativeDepartedEarlierHours?: number | undefined;
  farePaid?: Fare | undefined;
}

/** Everything the letter says, from the report and its assessment. */
export interface LetterFacts {
  airlineName: string;
  flightNumber: string;
  /** The report's date (YYYY-MM-DD, the flight's when both are given), or ''. */
  date: string;
  description: string;
  passengers: readonly { fullName: string }[];
  bookingReference: string;
  ticketNumber: string;
  contactEmail: string;
  contactPhone: string;
  expenses: readonly LetterExpense[];
  /** What the traveller claims; null: what the facts give (the compensation owed, the expenses listed). */
  claim: LetterClaim | null;
  flight: LetterFlight | null;
  assessment: Pick<Assessment, 'distanceKm' | 'regimes'> | null;
  deadlines: readonly Deadline[];
  /**
   * For a letter the traveller sends themselves (no `company-answer` deadline yet: its clock starts when it goes
   * out): the days the company has to answer, asked for instead of a date.
   */
  answerWithinDays?: number | null;
}

/**
 * A passenger who flew: on the delayed flight, in the downgraded seat, or on the alternative they took. The US fare
 * refund (14 CFR 260.6, and before it the DOT's 2020 notice) is for a passenger who did not travel, so it is never
 * what such a passenger's letter cites or claims a refund under.
 */
export function flew(fl: Pick<LetterFlight, 'incident' | 'rerouting'> | null | undefined): boolean {
  if (!fl) return false;
  if (fl.incident === 'delay' || fl.incident === 'downgrade') return true;
  return REROUTED_INCIDENTS.has(fl.incident) && fl.rerouting === 'taken';
}

/** A US DOT entry whose only remedy is the fare refund for not travelling. */
export const fareRefundOnly = (r: RegimeResult) =>
  r.regime === 'US_DOT' && r.amount === null && /260\.6|Notice/.test(r.citation);

/** The regimes a letter may rely on for this journey: all that apply, less a fare refund a passenger who flew has no right to. */
export const regimesForLetter = (
  regimes: readonly RegimeResult[],
  fl: Pick<LetterFlight, 'incident' | 'rerouting'> | null | undefined,
) => (flew(fl) ? regimes.filter((r) => !fareRefundOnly(r)) : regimes);

/** The regime a letter about `fl` cites (citedRegime of the regimes it may rely on), or undefined. */
export const letterRegime = (
  regimes: readonly RegimeResult[],
  fl: Pick<LetterFlight, 'incident' | 'rerouting'> | null | undefined,
) => citedRegime(regimesForLetter(regimes, fl));

/** The regime the letter cites, or undefined (no flight, or none applies). */
export const cited = (f: LetterFacts) => (f.assessment ? letterRegime(f.assessment.regimes, f.flight) : undefined);

/** The booking, the flight, its times and the passengers, one per line; only what is known. */
export function factLines(f: LetterFacts): string[] {
  const fl = f.flight;
  const lines: string[] = [];
  if (f.bookingReference) lines.push(`Booking reference: ${f.bookingReference}`);
  if (f.ticketNumber) lines.push(`Ticket number: ${f.ticketNumber}`);
  const flight = [
    f.flightNumber,
    fl
      ? `${fl.departure} to ${fl.arrival}${f.assessment ? ` (${f.assessment.distanceKm.toLocaleString('en-GB')} km)` : ''}`
      : '',
    f.date ? longDate(f.date) : '',
  ].filter(Boolean);
  if (flight.length) lines.push(`Flight: ${flight.join(', ')}`);
  if (fl?.scheduledDepartureAt)
    lines.push(`Scheduled departure: ${longTime(fl.scheduledDepartureAt)} (local time at ${fl.departure})`);
  if (fl?.scheduledArrivalAt)
    lines.push(`Scheduled arrival: ${longTime(fl.scheduledArrivalAt)} (local time at ${fl.arrival})`);
  if (fl?.actualArrivalAt) {
    const rerouted = REROUTED_INCIDENTS.has(fl.incident);
    const late = fl.scheduledArrivalAt ? localMinutesBetween(fl.scheduledArrivalAt, fl.actualArrivalAt) : null;
    lines.push(
      `${rerouted ? 'Arrival on the alternative flight' : 'Actual arrival'}: ${longTime(fl.actualArrivalAt)} (local time at ${fl.arrival})${late !== null && late > 0 ? `, ${durationText(late / 60)} late` : ''}`,
    );
  }
  if (f.passengers.length) {
    lines.push(`Passengers (${f.passengers.length}):`);
    f.passengers.forEach((p, i) => lines.push(`  ${i + 1}. ${p.fullName}`));
  }
  return lines;
}

/** The facts the amounts rely on, stated for the company: re-routing, the alternative's times, notice, the fare. */
export function reliedOn(f: LetterFacts): string[] {
  const fl = f.flight;
  if (!fl) return [];
  const out: string[] = [];
  const c = cited(f);
  const rerouted = REROUTED_INCIDENTS.has(fl.incident);
  if (fl.incident === 'delay' && fl.arrivalDelayHours !== undefined && !fl.actualArrivalAt)
    out.push(`The flight reached ${fl.arrival} ${durationText(fl.arrivalDelayHours)} late.`);
  if (fl.incident === 'delay' && fl.actualArrivalAt && fl.arrivalDelayHours !== undefined)
    out.push(`The flight reached ${fl.arrival} ${durationText(fl.arrivalDelayHours)} after its scheduled arrival.`);
  if ((fl.incident === 'cancellation' || fl.incident === 'moved_earlier') && fl.noticeDays !== undefined)
    out.push(
      fl.noticeDays === 0
        ? `I was told of the ${fl.incident === 'cancellation' ? 'cancellation' : 'change'} on the day of the scheduled departure.`
        : `I was told of the ${fl.incident === 'cancellation' ? 'cancellation' : 'change'} ${countText(fl.noticeDays, 'day')} before the scheduled departure.`,
    );
  if (rerouted && fl.rerouting === 'none')
    out.push('I was not re-routed: I took no alternative flight, so no reduction for re-routing applies.');
  if (rerouted && fl.rerouting !== 'none') {
    if (fl.alternativeDepartedEarlierHours !== undefined)
      out.push(
        fl.alternativeDepartedEarlierHours > 0
          ? `The alternative flight left ${durationText(fl.alternativeDepartedEarlierHours)} before the original scheduled departure.`
          : 'The alternative flight did not leave before the original scheduled departure.',
      );
    if (fl.arrivalDelayHours !== undefined)
      out.push(
        `The alternative flight reached ${fl.arrival} ${durationText(fl.arrivalDelayHours)} after the original scheduled arrival.`,
      );
  }
  if (fl.farePaid)
    out.push(`The one-way fare paid for this journey was ${amountText(fl.farePaid.amount, fl.farePaid.currency)}.`);
  if (fl.baggageReceivedDate && fl.incident !== 'baggage_lost')
    out.push(`The bag was delivered to me on ${longDate(fl.baggageReceivedDate)}.`);
  if (fl.cause === 'extraordinary' && c && (c.regime === 'EU261' || c.regime === 'UK261'))
    out.push(
      'Extraordinary circumstances have been mentioned; under Art. 5(3) it is for the carrier to prove them and that it took all reasonable measures.',
    );
  return out;
}
