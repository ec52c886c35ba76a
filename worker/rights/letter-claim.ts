// What a claim letter asks for: the compensation of the regime it cites per passenger, the expenses grouped by
// the article that makes them due, a refund where asked, and the total per currency. An amount is asked for only
// when the engine computed one, and an article is cited only when a regime that applies gives it.
import type { ExpenseKind } from '../contracts/problems';
import { citedRegime, type RegimeResult } from './common';
import { cited, regimesForLetter, type LetterExpense, type LetterFacts } from './letter-facts';
import { compensationArticle, lawOf } from '../contracts/rights-words';
import { letterWords } from './letter-words';

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

/**
 * The compensation the traveller ticked that cannot be priced yet (the cited regime owes a fixed sum but a fact it
 * needs is missing): still claimed, by the article that gives it and without a sum, so a ticked claim is never
 * dropped (docs/api.md, "Rights, part 3"). Undefined when it is priced, not ticked, or the regime gives none.
 */
export function unpricedCompensationOf(f: LetterFacts) {
  const c = cited(f);
  if (!c || f.claim?.compensation !== true || compensationOf(f)) return undefined;
  if (c.amount !== null || c.missing.length === 0 || c.limit) return undefined;
  return { regime: c, article: compensationArticle(c), passengers: passengerCount(f) };
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

/**
 * The refund's article where AirDesk records it: Art. 8(1)(a) of 261/2004 (and UK261), the US refund rule (never
 * for a passenger who flew: `regimes` are the letter's, regimesForLetter).
 */
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

/** The claim's lines, in the letter's language; `company`: the airline's name, or null when the letter says "you". */
export function claimLines(f: LetterFacts, company: string | null): string[] {
  const w = letterWords(f.language);
  const lines: string[] = [];
  const c = cited(f);
  const comp = compensationOf(f);
  const unpriced = unpricedCompensationOf(f);
  if (comp)
    lines.push(
      w.compensation(
        w.cite(comp.regime.citation),
        comp.regime.regime,
        w.perPassenger(comp.perPassenger, comp.currency),
        comp.passengers,
        w.amount(comp.total, comp.currency),
      ),
    );
  else if (unpriced) lines.push(w.unpriced(w.cite(unpriced.article), unpriced.regime.regime, unpriced.passengers));
  else if (c?.limit)
    lines.push(
      w.damages(w.cite(c.citation), f.claim?.expenses !== false && f.expenses.length > 0, w.num(c.limit.amount)),
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
      lines.push(basis ? w.expensesUnder(w.cite(basis)) : w.expensesCaused(!!f.flight, company));
      for (const e of items) lines.push(w.expenseLine(w.expenseKind(e.kind), w.amount(e.amount, e.currency), e.note));
    }
  }
  if (f.claim?.refund) {
    const basis = f.assessment ? refundBasis(regimesForLetter(f.assessment.regimes, f.flight)) : null;
    const fare = f.flight?.farePaid;
    lines.push(w.refund(fare ? w.amount(fare.amount, fare.currency) : null, basis ? w.cite(basis) : null));
  }
  return lines;
}
