// Deadlines (docs/api.md#rights): the traveller's own (Montreal Convention Art. 31 and 35) and, on a
// filed report, the end of the carrier's answer window for each regime that applies.
import type { Deadline } from '../contracts/rights';
import type { Journey, RegimeId, RegimeResult } from './common';
import { addDays, addYears } from './common';

export type { Deadline } from '../contracts/rights';

/**
 * Montreal Convention 1999: Art. 31(2) written complaint within 7 days of receipt (damage) or 21 days from the
 * day the bag was placed at the passenger's disposal (delay); Art. 35(1) action within 2 years, counted here
 * from the scheduled date. Only when the Convention applies to the journey.
 */
export function journeyDeadlines(j: Journey, regimes: readonly RegimeResult[]): Deadline[] {
  const montreal = regimes.find((r) => r.regime === 'MONTREAL');
  if (!montreal?.applies) return [];
  const out: Deadline[] = [];
  if (j.baggageReceivedDate && (j.incident === 'baggage_damaged' || j.incident === 'baggage_delayed')) {
    const damage = j.incident === 'baggage_damaged';
    out.push({
      kind: 'baggage-complaint',
      date: addDays(j.baggageReceivedDate, damage ? 7 : 21),
      description: damage
        ? 'Last day to complain in writing to the carrier about the damaged bag: 7 days after you received it (Montreal Convention, Art. 31(2)).'
        : 'Last day to complain in writing to the carrier about the delayed bag: 21 days after it was returned to you (Montreal Convention, Art. 31(2)).',
    });
  }
  out.push({
    kind: 'legal-action',
    date: addYears(j.date, 2),
    description: 'Last day to bring a court action under the Montreal Convention: 2 years from arrival (Art. 35(1)).',
  });
  return out;
}

interface AnswerWindow {
  days: number;
  /** The window, then where to take the complaint without an answer. */
  description: string;
  /**
   * The window alone, for a complaint filed with that body itself (a report the regulator forwards to the company,
   * docs/api.md "Every report has a path"): it already is with them, so it is not sent on to them again.
   */
  withBody: string;
}

/**
 * How long each regime gives the carrier to answer a written complaint, before the traveller may escalate:
 * - EU261: the EU Air Passenger Rights complaint form, instruction 2: without a reply within 6 weeks, send it
 *   to the national enforcement body (copy of the form: https://fill.io/air-passenger-rights-eu-complaint-form;
 *   the Commission: http://ec.europa.eu/transport/passenger-rights/en/34-neb-air.html).
 * - UK261: after 8 weeks without a resolution (or a deadlock letter), free ADR or the CAA's PACT
 *   (https://www.caa.co.uk/passengers/resolving-travel-problems/how-the-caa-can-help/alternative-dispute-resolution).
 * - APPR: the carrier pays or explains why not within 30 days of the request, SOR/2019-150 s.19(4)
 *   (https://laws-lois.justice.gc.ca/eng/regulations/SOR-2019-150/section-19.html).
 * - US DOT: a substantive written response within 60 days of receipt, 14 CFR 259.7(c)
 *   (https://www.ecfr.gov/current/title-14/chapter-II/subchapter-A/part-259/section-259.7).
 */
export const ANSWER_WINDOWS: Readonly<Partial<Record<RegimeId, AnswerWindow>>> = {
  EU261: {
    days: 42,
    description:
      'EU261: without an answer within 6 weeks, take the complaint to the national enforcement body (EU complaint form).',
    withBody: 'EU261: the airline should answer within 6 weeks; the enforcement body has the complaint already.',
  },
  UK261: {
    days: 56,
    description: "UK261: after 8 weeks without a resolution, take it to the airline's ADR body or the CAA.",
    withBody: 'UK261: the airline should resolve it within 8 weeks; the body you filed with has the complaint already.',
  },
  APPR: {
    days: 30,
    description:
      'APPR: the carrier must pay or explain its refusal within 30 days (SOR/2019-150, s.19(4)); then complain to the CTA.',
    withBody:
      'APPR: the carrier must pay or explain its refusal within 30 days (SOR/2019-150, s.19(4)); the CTA has your complaint already.',
  },
  US_DOT: {
    days: 60,
    description:
      'US DOT: the carrier must send a substantive answer within 60 days (14 CFR 259.7(c)); then complain to the DOT.',
    withBody:
      'US DOT: the carrier must send you a substantive answer within 60 days of receiving the complaint (14 CFR 259.7(c)); the DOT follows it up.',
  },
};

/**
 * The `company-answer` deadlines of a filed report: one per applicable regime with an answer window, counted
 * from the day the report was sent (`sentAt`: YYYY-MM-DD or a full ISO timestamp, read as its UTC date),
 * earliest first. `regimes` may be the ids or the assessment's entries (only those that apply count).
 * `filedWith`: the regime whose official body the complaint itself was filed with (a report that body forwards to
 * the company); its window does not tell the traveller to complain to that body.
 */
export function companyAnswerDeadlines(
  sentAt: string,
  regimes: readonly (RegimeId | RegimeResult)[],
  filedWith: RegimeId | null = null,
): Deadline[] {
  const day = sentAt.slice(0, 10);
  const ids = new Set(regimes.flatMap((r) => (typeof r === 'string' ? [r] : r.applies ? [r.regime] : [])));
  const out: Deadline[] = [];
  for (const id of ids) {
    const w = ANSWER_WINDOWS[id];
    if (w)
      out.push({
        kind: 'company-answer',
        date: addDays(day, w.days),
        description: id === filedWith ? w.withBody : w.description,
      });
  }
  return out.sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * The shortest company-answer window (in days) of the regimes that apply, or null: what a letter the traveller
 * sends themselves asks for, since the day it goes out is not known when it is written.
 */
export function answerWindowDays(regimes: readonly (RegimeId | RegimeResult)[]): number | null {
  const days = regimes
    .flatMap((r) => (typeof r === 'string' ? [r] : r.applies ? [r.regime] : []))
    .flatMap((id) => (ANSWER_WINDOWS[id] ? [ANSWER_WINDOWS[id].days] : []));
  return days.length ? Math.min(...days) : null;
}
