// The next steps of an open report: for each route of its plan that has opened, the letter to that body.
// Pure: the report page passes the report, the history's `escalated` entries and today's date.
import { routeKey, type PlannedRoute } from '../contracts/complaint-routes';
import type { ReportChannel, RouteEscalation } from '../contracts/problems';
import { bodyLanguageOf } from '../contracts/letter-languages';
import { letterWords, type LetterWords } from '../rights/letter-words';

export interface EscalationCase {
  id: number;
  airlineName: string;
  dateSubmitted: string;
  status: string;
  channel: ReportChannel;
  letter: string;
  /** The day the letter went out to the company (YYYY-MM-DD; the e-mail's filing day, or the traveller's word), or null. */
  sentOn: string | null;
  /** The company answered in the case (a reply, or one the traveller forwarded or confirmed). */
  answered: boolean;
  routes: readonly PlannedRoute[];
  /** routeKey -> when the traveller said they sent the escalation letter to that body. */
  escalatedAt: ReadonlyMap<string, string>;
}

/** The body's own route that a `regulator` report was filed through is its channel, not a next step. */
const isChannelRoute = (c: EscalationCase, r: PlannedRoute) =>
  c.channel === 'regulator' && r.takesComplaintDirectly && r === c.routes.find((x) => x.takesComplaintDirectly);

/**
 * What the letter says happened, and only what the case shows: whether the complaint went to the company and
 * when, and whether the company answered. A body that takes complaints directly gets the case even when the
 * company was never written to, and is told so.
 */
function whatHappened(c: EscalationCase, r: PlannedRoute, w: LetterWords): string {
  const e = w.escalation;
  if (c.sentOn === null) return e.direct(c.airlineName);
  // English keeps the day as it always read (YYYY-MM-DD); the other languages write it out.
  const day = (d: string) => (w.lang === 'en' ? d : w.date(d));
  const sent = e.sent(c.airlineName, day(c.sentOn));
  const outcome = c.answered ? e.answered : e.noAnswer;
  if (r.takesComplaintDirectly || r.opensOn === null) return `${sent} ${outcome}`;
  return `${sent} ${e.waited(r.waitDays, day(r.opensOn))} ${outcome}`;
}

/**
 * The letter to the body of route `r`, in the body's language when AirDesk speaks it (its country's language,
 * bodyLanguageOf), else English (docs/api.md#languages). The complaint it carries is the letter as it went to
 * the company, in that letter's language.
 */
export function escalationLetter(c: EscalationCase, r: PlannedRoute): string {
  const w = letterWords(bodyLanguageOf(r.country));
  const e = w.escalation;
  const direct = c.sentOn === null;
  return [
    e.to(r.body),
    `${whatHappened(c, r, w)} ${e.reference(c.id)}`,
    e.ask(direct),
    e.separator(direct),
    c.letter,
  ].join('\n\n');
}

/** One next step per route that has opened on `today` (YYYY-MM-DD); none for a resolved report. */
export function escalationsFor(c: EscalationCase, today: string): RouteEscalation[] {
  if (c.status === 'resolved') return [];
  // The company takes complaints through its form: it is asked first, so nothing is escalated before the letter
  // went out (a body that takes complaints directly is for a company that cannot be reached).
  if (c.channel === 'form' && c.sentOn === null) return [];
  return c.routes
    .filter((r) => r.opensOn !== null && r.opensOn <= today && !isChannelRoute(c, r))
    .map((route) => ({
      route,
      letter: escalationLetter(c, route),
      sentAt: c.escalatedAt.get(routeKey(route)) ?? null,
    }));
}
