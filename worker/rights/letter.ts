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
import { flightBits, longDate } from './letter-wording';
import { letterWords } from './letter-words';

/**
 * The subject: the booking reference, the flight and the date (as much as is known), in the letter's language.
 * `category`: the report's category id (or, as before, its English label).
 */
export function letterSubject(f: LetterFacts, category: string): string {
  const w = letterWords(f.language);
  const anything =
    !!compensationOf(f) ||
    !!unpricedCompensationOf(f) ||
    (f.claim?.expenses !== false && f.expenses.length > 0) ||
    !!f.claim?.refund;
  return w.subject(w.category(category), anything, flightBits(f), f.bookingReference);
}

/**
 * The letter's body between the greeting and the signature, as paragraphs: what it is about, the facts, what
 * happened, the facts the amounts rely on, the claim with its total, and the answer window. `forBody`: the letter
 * goes through an official body, so the company is named where it would say "you"; `category`: the report's
 * category (id or English label), named when there is no flight to describe. Written in `f.language`.
 */
export function claimParagraphs(f: LetterFacts, opts: { forBody?: boolean; category?: string } = {}): string[] {
  const w = letterWords(f.language);
  const company = opts.forBody ? f.airlineName : null;
  const bits = flightBits(f);
  const subject = f.flight
    ? w.incident(f.flight.incident, w.flightName(bits, false))
    : `${w.flightName(bits, true)}${opts.category ? ` (${w.category(opts.category)})` : ''}`;
  const paragraphs = [w.about(subject, f.bookingReference, f.passengers.length)];
  const facts = factLines(f);
  if (facts.length) paragraphs.push(facts.join('\n'));
  paragraphs.push(w.whatHappened(f.description));
  const relied = reliedOn(f);
  if (relied.length) paragraphs.push(relied.join('\n'));
  const c = cited(f);
  const claims = claimLines(f, company);
  if (claims.length) {
    const totals = totalsClaimed(f);
    paragraphs.push(
      [
        w.iClaim(company),
        ...claims,
        ...(totals.length
          ? [
              w.total(
                totals.map((t) => w.amount(t.amount, t.currency)),
                !!unpricedCompensationOf(f),
                !!f.claim?.refund,
              ),
            ]
          : []),
      ].join('\n'),
    );
  } else if (c) {
    paragraphs.push(w.fallsUnder(w.cite(c.citation), company, c.amount !== 0));
  } else if (f.assessment) {
    paragraphs.push(w.noScheme(company));
  }
  const answer = f.deadlines.find((d) => d.kind === 'company-answer');
  const by = answer ? w.byDate(w.date(answer.date)) : f.answerWithinDays ? w.withinDays(f.answerWithinDays) : undefined;
  if (by) paragraphs.push(w.answerBy(company, by));
  return paragraphs;
}

/** The signature: the first passenger's name (the traveller), then how to reach them. */
export function signature(f: Pick<LetterFacts, 'passengers' | 'contactEmail' | 'contactPhone' | 'language'>): string {
  const w = letterWords(f.language);
  const name = f.passengers[0]?.fullName;
  return [
    w.closing,
    ...(name ? [f.passengers.length > 1 ? w.forPassengers(name) : name] : []),
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
