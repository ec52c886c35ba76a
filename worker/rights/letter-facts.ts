// What a claim letter is built from (a report and its assessment), and the facts it states: the booking, the
// flight and its times, the passengers, and the facts the amounts rely on. Only what is known is stated.
import type { ExpenseKind } from '../contracts/problems';
import type { FlightTimes } from '../contracts/rights';
import { localMinutesBetween } from '../contracts/rights';
import type { Assessment } from './assess';
import type { Deadline } from './deadlines';
import { citedRegime, type Fare, type RegimeResult } from './common';
import { durationText } from '../contracts/rights-words';
import type { Language } from '../contracts/languages';
import { REROUTED_INCIDENTS } from './letter-wording';
import { letterWords } from './letter-words';

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
  /** The language the letter is written in (docs/api.md#languages); English when not given. */
  language?: Language;
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
  const w = letterWords(f.language);
  const fl = f.flight;
  const lines: string[] = [];
  if (f.bookingReference) lines.push(w.bookingReference(f.bookingReference));
  if (f.ticketNumber) lines.push(w.ticketNumber(f.ticketNumber));
  const bits = {
    number: f.flightNumber,
    route: fl ? { departure: fl.departure, arrival: fl.arrival } : null,
    date: f.date,
  };
  if (bits.number || bits.route || bits.date)
    lines.push(w.flightLine(bits, fl && f.assessment ? w.num(f.assessment.distanceKm) : null));
  if (fl?.scheduledDepartureAt) lines.push(w.scheduledDeparture(w.time(fl.scheduledDepartureAt), fl.departure));
  if (fl?.scheduledArrivalAt) lines.push(w.scheduledArrival(w.time(fl.scheduledArrivalAt), fl.arrival));
  if (fl?.actualArrivalAt) {
    const rerouted = REROUTED_INCIDENTS.has(fl.incident);
    const late = fl.scheduledArrivalAt ? localMinutesBetween(fl.scheduledArrivalAt, fl.actualArrivalAt) : null;
    lines.push(
      w.arrival(
        rerouted,
        w.time(fl.actualArrivalAt),
        fl.arrival,
        late !== null && late > 0 ? durationText(late / 60) : null,
      ),
    );
  }
  if (f.passengers.length) {
    lines.push(w.passengersHeading(f.passengers.length));
    f.passengers.forEach((p, i) => lines.push(`  ${i + 1}. ${p.fullName}`));
  }
  return lines;
}

/** The facts the amounts rely on, stated for the company: re-routing, the alternative's times, notice, the fare. */
export function reliedOn(f: LetterFacts): string[] {
  const fl = f.flight;
  if (!fl) return [];
  const w = letterWords(f.language);
  const out: string[] = [];
  const c = cited(f);
  const rerouted = REROUTED_INCIDENTS.has(fl.incident);
  if (fl.incident === 'delay' && fl.arrivalDelayHours !== undefined && !fl.actualArrivalAt)
    out.push(w.reachedLate(fl.arrival, durationText(fl.arrivalDelayHours)));
  if (fl.incident === 'delay' && fl.actualArrivalAt && fl.arrivalDelayHours !== undefined)
    out.push(w.reachedAfterSchedule(fl.arrival, durationText(fl.arrivalDelayHours)));
  if ((fl.incident === 'cancellation' || fl.incident === 'moved_earlier') && fl.noticeDays !== undefined)
    out.push(w.toldOn(fl.incident === 'cancellation', fl.noticeDays));
  if (rerouted && fl.rerouting === 'none') out.push(w.notRerouted);
  if (rerouted && fl.rerouting !== 'none') {
    if (fl.alternativeDepartedEarlierHours !== undefined)
      out.push(
        w.alternativeLeftEarly(
          fl.alternativeDepartedEarlierHours > 0 ? durationText(fl.alternativeDepartedEarlierHours) : null,
        ),
      );
    if (fl.arrivalDelayHours !== undefined)
      out.push(w.alternativeReached(fl.arrival, durationText(fl.arrivalDelayHours)));
  }
  if (fl.farePaid) out.push(w.farePaid(w.amount(fl.farePaid.amount, fl.farePaid.currency)));
  if (fl.baggageReceivedDate && fl.incident !== 'baggage_lost')
    out.push(w.bagDelivered(w.date(fl.baggageReceivedDate)));
  if (fl.cause === 'extraordinary' && c && (c.regime === 'EU261' || c.regime === 'UK261')) out.push(w.extraordinary);
  return out;
}
