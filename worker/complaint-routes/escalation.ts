// The next steps of an open report: for each route of its plan that has opened, the letter to that body.
// Pure: the report page passes the report, the history's `escalated` entries and today's date.
import { routeKey, type PlannedRoute } from '../contracts/complaint-routes';
import type { ReportChannel, RouteEscalation } from '../contracts/problems';

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
function whatHappened(c: EscalationCase, r: PlannedRoute): string {
  if (c.sentOn === null)
    return `I bring you the complaint below about my journey with ${c.airlineName} directly, as your rules allow; I have not been able to send it to the airline itself.`;
  const sent = `I sent the complaint below to ${c.airlineName} on ${c.sentOn}.`;
  const outcome = c.answered
    ? 'The airline has answered, but the case is not resolved.'
    : 'I have had no answer from the airline.';
  if (r.takesComplaintDirectly || r.opensOn === null) return `${sent} ${outcome}`;
  return `${sent} The ${r.waitDays} days your rules give the airline ended on ${r.opensOn}. ${outcome}`;
}

export function escalationLetter(c: EscalationCase, r: PlannedRoute): string {
  return [
    `To ${r.body},`,
    `${whatHappened(c, r)} (AirDesk reference: report #${c.id}.)`,
    `I ask you to take the complaint up with the airline and to help me obtain what the rules cited below provide. ${
      c.sentOn === null ? 'My complaint follows' : 'A copy of my complaint to the airline follows'
    }; I can send the booking confirmation, boarding passes, receipts and any answer from the airline on request.`,
    c.sentOn === null ? '--- The complaint ---' : '--- The complaint as sent to the airline ---',
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
