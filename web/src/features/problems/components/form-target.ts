// Where the letter of a report goes when the traveller sends it through a web form: the company's own form
// (channel `form`), or for channel `regulator` the form of the first route that takes complaints directly
// (API.md: the report's letter is written for that body, which forwards it to the company). Null otherwise.
import type { PlannedRoute, Problem } from '@contracts';

export interface FormTarget {
  url: string;
  /** Whose form it is (and whom the letter is written to), for "Open <owner>'s complaint form". */
  owner: string;
  markLabel: string;
  sentLabel: string;
  /** The body, for channel `regulator`. */
  route: PlannedRoute | null;
}

/** The body whose form a `regulator` report goes through. */
export const channelRoute = (p: Pick<Problem, 'channel' | 'routes'>) =>
  p.channel === 'regulator' ? (p.routes.find((r) => r.takesComplaintDirectly) ?? null) : null;

export function formTarget(p: Pick<Problem, 'channel' | 'routes' | 'airline'>): FormTarget | null {
  if (p.channel === 'form') {
    return {
      url: p.airline.complaintFormUrl,
      owner: p.airline.name,
      markLabel: 'I have sent it through the form',
      sentLabel: 'Sent through the form on',
      route: null,
    };
  }
  const route = channelRoute(p);
  if (!route) return null;
  return {
    url: route.url,
    owner: route.body,
    markLabel: 'I have sent it',
    sentLabel: `Sent to ${route.body} on`,
    route,
  };
}
