// The claim a report makes to the company (docs/api.md#problems): the passengers, the booking, the times, the
// rule with the amount per passenger and the total, the expenses with the article that makes them due, the total
// per currency and the answer window, and the facts the amounts rely on. Written to the company only: no internal
// field, no empty line, no sentence for the traveller (the regime's reason and time limit are the traveller's,
// travellerNotes). Pure and built only from the engine's own results, so bad input can never produce a citation
// the rules did not give: a regime that does not apply is never named, and an amount is asked for only when the
// engine computed one. The pieces: letter-facts.ts (what it is built from, the facts it states), letter-claim.ts
// (what it asks for), letter-wording.ts (dates, amounts, the flight).
import { claimLines, compensationOf, totalsClaimed, unpricedCompensationOf } from './letter-claim';
import { cited, factLines, reliedOn, type LetterFacts } from './letter-facts';
import { amountText } from '../contracts/rights-words';
import { flightName, INCIDENT_WORDS, longDate } from './letter-wording';

/** The subject: the booking reference, the flight and the date (as much as is known). */
export function letterSubject(f: LetterFacts, category: string): string {
  const anything =
    !!compensationOf(f) ||
    !!unpricedCompensationOf(f) ||
    (f.claim?.expenses !== false && f.expenses.length > 0) ||
    !!f.claim?.refund;
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
    const besides = [
      ...(unpricedCompensationOf(f) ? ['the compensation above'] : []),
      ...(f.claim?.refund ? ['the refund of the ticket'] : []),
    ];
    paragraphs.push(
      [
        `${opts.forBody ? `I claim from ${f.airlineName}` : 'I claim'}:`,
        ...claims,
        ...(totals.length
          ? [
              `Total claimed: ${totals.map((t) => amountText(t.amount, t.currency)).join(' and ')}${besides.length ? `, and ${besides.join(' and ')}` : ''}.`,
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
  const by = answer
    ? `by ${longDate(answer.date)}`
    : f.answerWithinDays
      ? `within ${f.answerWithinDays} days of receiving this letter`
      : undefined;
  if (by)
    paragraphs.push(
      opts.forBody
        ? `I ask that ${f.airlineName} answer in writing ${by}.`
        : `Please answer in writing ${by}. Without an answer by then, I will take the complaint to the body that enforces these rules.`,
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
  if (c.timeLimit?.expired)
    // A claim out of time leads with it: no amount is read before the warning.
    return [
      `Time limit: it ran out on ${longDate(c.timeLimit.date)} (${c.timeLimit.description}). The company may refuse the claim as too old.`,
      c.reason,
    ].filter(Boolean);
  const notes = [c.reason];
  if (c.timeLimit) notes.push(`Time limit: claim by ${longDate(c.timeLimit.date)} (${c.timeLimit.description}).`);
  return notes.filter(Boolean);
}
