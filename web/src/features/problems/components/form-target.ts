// Where the letter of a report goes when the traveller sends it through a web form: the company's own form
// (channel `form`), or for channel `regulator` the form of the first route that takes complaints directly
// (docs/api.md#problems: the letter is written for that body, which forwards it to the company). Null otherwise.
import type { PlannedRoute, Problem } from '@contracts';
import { theBody } from '../../../components/complaint-routes';

export interface FormTarget {
  url: string;
  /** Whom the letter is written to. */
  owner: string;
  /** The button that opens the form (an official body's name is too long for a button). */
  openLabel: string;
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
      openLabel: `Open ${p.airline.name}'s complaint form`,
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
    openLabel: 'Open the official complaint form',
    markLabel: 'I have sent it',
    sentLabel: `Sent to ${theBody(route.body)} on`,
    route,
  };
}
