// The claim a report makes to the company (docs/api.md#problems, issue 31 point 5): the passengers, the booking,
// the times, the rule with the amount per passenger and the total, the expenses with the article that makes them
// due, the total per currency and the answer window, and the facts the amounts rely on. Written to the company
// only: no internal field, no empty line, no sentence for the traveller (the regime's reason and time limit are the
// traveller's, travellerNotes). Pure and built only from the engine's own results, so bad input can never produce
// a citation the rules did not give: a regime that does not apply is never named, and an amount is asked for only
// when the engine computed one.
import type { ExpenseKind } from '../contracts/problems';
import { EXPENSE_KIND_LABELS } from '../contracts/problems';
import type { FlightTimes } from '../contracts/rights';
import { localMinutesBetween } from '../contracts/rights';
import type { Assessment } from './assess';
import type { Deadline } from './deadlines';
import { citedRegime, type Fare, type RegimeResult } from './common';

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
}

// ---- wording ----------------------------------------------------------------------------------------------

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

export const money = (amount: number, currency: string) =>
  `${currency} ${amount.toLocaleString('en-GB', {
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  })}`;

/** Hours as `3 h 30 min` (to the minute). */
export const duration = (hours: number) => {
  const minutes = Math.round(hours * 60);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h && m ? `${h} h ${m} min` : h ? `${h} h` : `${m} min`;
};

const INCIDENT_WORDS: Record<string, string> = {
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

const REROUTED_INCIDENTS = new Set(['cancellation', 'moved_earlier', 'denied_boarding']);

/** The law of a citation: `Regulation (EC) No 261/2004, Art. 7(1)(a)` -> `Regulation (EC) No 261/2004`. */
const lawOf = (citation: string) => citation.split(/, (?:Art\.|s\.)/)[0]!.trim();

/** The flight as a reader names it: `LH 233 from FCO to HAM on 1 October 2026`, as much of it as is known. */
export function flightName(f: Pick<LetterFacts, 'flightNumber' | 'date' | 'flight'>): string {
  const parts = [
    f.flightNumber ? `flight ${f.flightNumber}` : f.flight ? 'the flight' : '',
    f.flight ? `from ${f.flight.departure} to ${f.flight.arrival}` : '',
    f.date ? `on ${longDate(f.date)}` : '',
  ].filter(Boolean);
  return parts.length ? parts.join(' ') : 'my journey';
}

// ---- what is claimed --------------------------------------------------------------------------------------

/** The regime the letter cites, or undefined (no flight, or none applies). */
const cited = (f: LetterFacts) => (f.assessment ? citedRegime(f.assessment.regimes) : undefined);

const passengerCount = (f: LetterFacts) => Math.max(1, f.passengers.length);

/** The compensation asked for: the cited regime's fixed amount per passenger, times the passengers listed. */
export function compensationOf(f: LetterFacts) {
  const c = cited(f);
  if (!c || c.amount === null || c.amount <= 0 || !c.currency || f.claim?.compensation === false) return undefined;
  const n = passengerCount(f);
  return {
    regime: c,
    perPassenger: c.amount,
    passengers: n,
    total: Math.round(c.amount * n * 100) / 100,
    currency: c.currency,
  };
}

const CARE_KINDS = new Set<ExpenseKind>(['meals', 'hotel', 'transport']);

/**
 * The article that makes an expense due, for the regime that covers the journey: care (meals, hotel, transport)
 * under Art. 8 and 9 of Regulation 261/2004 (or UK261's same articles), APPR s.14 or ANAC Resolution 400 Art. 26
 * and 27; damage caused by a delay under Montreal Art. 19, and for baggage Montreal Art. 19 (delayed) or Art. 17(2)
 * (damaged or lost). Null when no rule AirDesk records makes it due: listed without an article.
 */
export function expenseBasis(kind: ExpenseKind, incident: string, regimes: readonly RegimeResult[]): string | null {
  const applying = (id: RegimeResult['regime']) => regimes.find((r) => r.regime === id && r.applies);
  const montreal = applying('MONTREAL');
  const mc = montreal?.citation ? lawOf(montreal.citation) : null;
  if (incident.startsWith('baggage'))
    return mc ? `${mc}, ${incident === 'baggage_delayed' ? 'Art. 19' : 'Art. 17(2)'}` : null;
  if (CARE_KINDS.has(kind) && incident !== 'downgrade' && incident !== 'other') {
    const c = citedRegime(regimes);
    if (c && (c.regime === 'EU261' || c.regime === 'UK261')) return `${lawOf(c.citation)}, Art. 8 and 9`;
    if (c?.regime === 'APPR') return `${lawOf(c.citation)}, s.14`;
    if (c?.regime === 'BR_ANAC') return `${lawOf(c.citation)}, Art. 26 and 27`;
  }
  return mc && incident === 'delay' ? `${mc}, Art. 19` : null;
}

/** The refund's article where AirDesk records it: Art. 8(1)(a) of 261/2004 (and UK261), the US refund rule. */
function refundBasis(regimes: readonly RegimeResult[]): string | null {
  const c = citedRegime(regimes);
  if (c && (c.regime === 'EU261' || c.regime === 'UK261')) return `${lawOf(c.citation)}, Art. 8(1)(a)`;
  const us = regimes.find(
    (r) => r.regime === 'US_DOT' && r.applies && r.amount === null && /260|Notice/.test(r.citation),
  );
  return us ? us.citation : null;
}

/** Sums per currency, in cents, in the order the currencies first appear. */
function addUp(items: readonly { amount: number; currency: string }[]) {
  const cents = new Map<string, number>();
  for (const i of items) cents.set(i.currency, (cents.get(i.currency) ?? 0) + Math.round(i.amount * 100));
  return [...cents].map(([currency, c]) => ({ currency, amount: c / 100 }));
}

/** The total claimed, per currency (the compensation and the expenses claimed). */
export function totalsClaimed(f: LetterFacts) {
  const comp = compensationOf(f);
  const expenses = f.claim?.expenses === false ? [] : f.expenses;
  return addUp([...(comp ? [{ amount: comp.total, currency: comp.currency }] : []), ...expenses]);
}

function claimLines(f: LetterFacts, company: string): string[] {
  const lines: string[] = [];
  const c = cited(f);
  const comp = compensationOf(f);
  if (comp)
    lines.push(
      comp.passengers > 1
        ? `- Compensation under ${comp.regime.citation}: ${money(comp.perPassenger, comp.currency)} per passenger x ${comp.passengers} passengers = ${money(comp.total, comp.currency)}.`
        : `- Compensation under ${comp.regime.citation}: ${money(comp.perPassenger, comp.currency)}.`,
    );
  else if (c?.limit)
    lines.push(
      `- Damages under ${c.citation}: the ${f.claim?.expenses !== false && f.expenses.length ? 'proven damage below' : 'damage I will prove'}, within the carrier's limit of ${c.limit.amount.toLocaleString('en-GB')} SDR per passenger.`,
    );
  if (f.claim?.expenses !== false && f.expenses.length) {
    const incident = f.flight?.incident ?? 'other';
    const regimes = f.assessment?.regimes ?? [];
    const groups = new Map<string, LetterExpense[]>();
    for (const e of f.expenses) {
      const basis = expenseBasis(e.kind, incident, regimes) ?? '';
      groups.set(basis, [...(groups.get(basis) ?? []), e]);
    }
    for (const [basis, items] of groups) {
      lines.push(
        basis
          ? `- Expenses due under ${basis}:`
          : `- Expenses the ${f.flight ? 'disruption' : 'problem'} caused, to be reimbursed by ${company}:`,
      );
      for (const e of items)
        lines.push(`    ${EXPENSE_KIND_LABELS[e.kind]}: ${money(e.amount, e.currency)}${e.note ? ` (${e.note})` : ''}`);
    }
  }
  if (f.claim?.refund) {
    const basis = f.assessment ? refundBasis(f.assessment.regimes) : null;
    const fare = f.flight?.farePaid;
    lines.push(
      `- A refund of the ticket${fare ? ` (fare paid: ${money(fare.amount, fare.currency)})` : ''}${basis ? ` under ${basis}` : ''}.`,
    );
  }
  return lines;
}

// ---- the facts --------------------------------------------------------------------------------------------

/** The booking, the flight, its times and the passengers, one per line; only what is known. */
function factLines(f: LetterFacts): string[] {
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
      `${rerouted ? 'Arrival on the alternative flight' : 'Actual arrival'}: ${longTime(fl.actualArrivalAt)} (local time at ${fl.arrival})${late !== null && late > 0 ? `, ${duration(late / 60)} late` : ''}`,
    );
  }
  if (f.passengers.length) {
    lines.push(`Passengers (${f.passengers.length}):`);
    f.passengers.forEach((p, i) => lines.push(`  ${i + 1}. ${p.fullName}`));
  }
  return lines;
}

/** The facts the amounts rely on, stated for the company: re-routing, the alternative's times, notice, the fare. */
function reliedOn(f: LetterFacts): string[] {
  const fl = f.flight;
  if (!fl) return [];
  const out: string[] = [];
  const c = cited(f);
  const rerouted = REROUTED_INCIDENTS.has(fl.incident);
  if (fl.incident === 'delay' && fl.arrivalDelayHours !== undefined && !fl.actualArrivalAt)
    out.push(`The flight reached ${fl.arrival} ${duration(fl.arrivalDelayHours)} late.`);
  if (fl.incident === 'delay' && fl.actualArrivalAt && fl.arrivalDelayHours !== undefined)
    out.push(`The flight reached ${fl.arrival} ${duration(fl.arrivalDelayHours)} after its scheduled arrival.`);
  if ((fl.incident === 'cancellation' || fl.incident === 'moved_earlier') && fl.noticeDays !== undefined)
    out.push(
      `I was told of the ${fl.incident === 'cancellation' ? 'cancellation' : 'change'} ${fl.noticeDays} day${fl.noticeDays === 1 ? '' : 's'} before the scheduled departure.`,
    );
  if (rerouted && fl.rerouting === 'none')
    out.push('I was not re-routed: I took no alternative flight, so no reduction for re-routing applies.');
  if (rerouted && fl.rerouting !== 'none') {
    if (fl.alternativeDepartedEarlierHours !== undefined)
      out.push(
        fl.alternativeDepartedEarlierHours > 0
          ? `The alternative flight left ${duration(fl.alternativeDepartedEarlierHours)} before the original scheduled departure.`
          : 'The alternative flight did not leave before the original scheduled departure.',
      );
    if (fl.arrivalDelayHours !== undefined)
      out.push(
        `The alternative flight reached ${fl.arrival} ${duration(fl.arrivalDelayHours)} after the original scheduled arrival.`,
      );
  }
  if (fl.farePaid)
    out.push(`The one-way fare paid for this journey was ${money(fl.farePaid.amount, fl.farePaid.currency)}.`);
  if (fl.baggageReceivedDate && fl.incident !== 'baggage_lost')
    out.push(`The bag was delivered to me on ${longDate(fl.baggageReceivedDate)}.`);
  if (fl.cause === 'extraordinary' && c && (c.regime === 'EU261' || c.regime === 'UK261'))
    out.push(
      'Extraordinary circumstances have been mentioned; under Art. 5(3) it is for the carrier to prove them and that it took all reasonable measures.',
    );
  return out;
}

// ---- the letter -------------------------------------------------------------------------------------------

/** The subject: the booking reference, the flight and the date (as much as is known). */
export function letterSubject(f: LetterFacts, category: string): string {
  const anything = !!compensationOf(f) || (f.claim?.expenses !== false && f.expenses.length > 0) || !!f.claim?.refund;
  const what = `${category} ${anything ? 'claim' : 'complaint'}`;
  const parts = [
    f.bookingReference ? `booking ${f.bookingReference}` : '',
    f.flightNumber ? `flight ${f.flightNumber}` : f.flight ? `${f.flight.departure} to ${f.flight.arrival}` : '',
    f.date ? longDate(f.date) : '',
  ].filter(Boolean);
  return parts.length ? `${what}: ${parts.join(', ')}` : what;
}

/**
 * The letter's body between the greeting and the signature, as paragraphs: what it is about, the facts, what
 * happened, the facts the amounts rely on, the claim with its total, and the answer window. `forBody`: the letter
 * goes through an official body, so the company is named where it would say "you"; `category`: the report's
 * category label, named when there is no flight to describe.
 */
export function claimParagraphs(f: LetterFacts, opts: { forBody?: boolean; category?: string } = {}): string[] {
  const company = opts.forBody ? f.airlineName : 'you';
  const subject = f.flight
    ? `${INCIDENT_WORDS[f.flight.incident] ?? INCIDENT_WORDS.other!} ${flightName(f)}`
    : `${flightName(f)}${opts.category ? ` (${opts.category})` : ''}`;
  const about = `I am writing about ${subject}${f.bookingReference ? ` (booking ${f.bookingReference})` : ''}${
    f.passengers.length > 1 ? `, for the ${f.passengers.length} passengers listed below` : ''
  }.`;
  const paragraphs = [about];
  const facts = factLines(f);
  if (facts.length) paragraphs.push(facts.join('\n'));
  paragraphs.push(`What happened:\n${f.description}`);
  const relied = reliedOn(f);
  if (relied.length) paragraphs.push(relied.join('\n'));
  const c = cited(f);
  const claims = claimLines(f, company);
  if (claims.length) {
    const totals = totalsClaimed(f);
    paragraphs.push(
      [
        `${opts.forBody ? `I claim from ${f.airlineName}` : 'I claim'}:`,
        ...claims,
        ...(totals.length
          ? [
              `Total claimed: ${totals.map((t) => money(t.amount, t.currency)).join(' and ')}${f.claim?.refund ? ', and the refund of the ticket' : ''}.`,
            ]
          : []),
      ].join('\n'),
    );
  } else if (c) {
    paragraphs.push(
      c.amount === 0
        ? `The journey falls under ${c.citation}. I ask ${company} to review the case.`
        : `The journey falls under ${c.citation}. I ask ${company} to review the case and answer in writing.`,
    );
  } else if (f.assessment) {
    paragraphs.push(
      `No fixed compensation scheme applies to this journey as described; I ask ${company} to review the case and answer in writing.`,
    );
  }
  const answer = f.deadlines.find((d) => d.kind === 'company-answer');
  if (answer)
    paragraphs.push(
      opts.forBody
        ? `I ask that ${f.airlineName} answer in writing by ${longDate(answer.date)}.`
        : `Please answer in writing by ${longDate(answer.date)}. Without an answer by then, I will take the complaint to the body that enforces these rules.`,
    );
  return paragraphs;
}

/** The signature: the first passenger's name (the traveller), then how to reach them. */
export function signature(f: Pick<LetterFacts, 'passengers' | 'contactEmail' | 'contactPhone'>): string {
  const name = f.passengers[0]?.fullName;
  return [
    'Yours faithfully,',
    ...(name ? [f.passengers.length > 1 ? `${name}, for the passengers listed` : name] : []),
    f.contactEmail,
    ...(f.contactPhone ? [f.contactPhone] : []),
  ].join('\n');
}

/**
 * What the traveller's copy adds and the company's letter never says: the cited regime's plain reason (addressed
 * to the traveller) and its time limit, with the date it runs out.
 */
export function travellerNotes(f: LetterFacts): string[] {
  const c = cited(f);
  if (!c) return [];
  const notes = [c.reason];
  if (c.timeLimit)
    notes.push(
      c.timeLimit.expired
        ? `Time limit: it ran out on ${longDate(c.timeLimit.date)} (${c.timeLimit.description}). The company may refuse the claim as too old.`
        : `Time limit: claim by ${longDate(c.timeLimit.date)} (${c.timeLimit.description}).`,
    );
  return notes.filter(Boolean);
}
