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
  routes: readonly PlannedRoute[];
  /** routeKey -> when the traveller said they sent the escalation letter to that body. */
  escalatedAt: ReadonlyMap<string, string>;
}

/** The body's own route that a `regulator` report was filed through is its channel, not a next step. */
const isChannelRoute = (c: EscalationCase, r: PlannedRoute) =>
  c.channel === 'regulator' && r.takesComplaintDirectly && r === c.routes.find((x) => x.takesComplaintDirectly);

export function escalationLetter(c: EscalationCase, r: PlannedRoute): string {
  const sent = c.dateSubmitted.slice(0, 10);
  const waited = r.takesComplaintDirectly
    ? `I filed the complaint below with ${c.airlineName} on ${sent}, and the case is not resolved.`
    : `I filed the complaint below with ${c.airlineName} on ${sent}. The ${r.waitDays} days your rules give the airline ended on ${r.opensOn}, and the case is still not resolved: no satisfactory answer has been received.`;
  return [
    `To ${r.body},`,
    `${waited} (AirDesk reference: report #${c.id}.)`,
    'I ask you to take the complaint up with the airline and to help me obtain what the rules cited below provide. A copy of my complaint to the airline follows; I can send the booking confirmation, boarding passes, receipts and any answer from the airline on request.',
    '--- The complaint as sent to the airline ---',
    c.letter,
  ].join('\n\n');
}

/** One next step per route that has opened on `today` (YYYY-MM-DD); none for a resolved report. */
export function escalationsFor(c: EscalationCase, today: string): RouteEscalation[] {
  if (c.status === 'resolved') return [];
  return c.routes
    .filter((r) => r.opensOn <= today && !isChannelRoute(c, r))
    .map((route) => ({
      route,
      letter: escalationLetter(c, route),
      sentAt: c.escalatedAt.get(routeKey(route)) ?? null,
    }));
}
