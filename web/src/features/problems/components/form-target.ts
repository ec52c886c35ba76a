// Where the letter of a report goes when the traveller sends it through a web form: the company's own form
// (channel `form`), or for channel `regulator` the form of the first route that takes complaints directly
// (docs/api.md#problems: the letter is written for that body, which forwards it to the company). Null otherwise.
import { t } from '@lingui/core/macro';
import type { PlannedRoute, Problem } from '@contracts';
import { theBody } from '../../../components/complaint-routes';
import { currentLanguage } from '../../../i18n/language';

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

/**
 * An official body's name inside a sentence: in English with its article ("the Canadian Transportation Agency",
 * theBody); in another language as it stands, for the translation to place (the article is English grammar).
 */
export const bodyInSentence = (body: string) => (currentLanguage() === 'en' ? theBody(body) : body);

/** The body whose form a `regulator` report goes through. */
export const channelRoute = (p: Pick<Problem, 'channel' | 'routes'>) =>
  p.channel === 'regulator' ? (p.routes.find((r) => r.takesComplaintDirectly) ?? null) : null;

/** The labels are in the active language: called while rendering, never at module level. */
export function formTarget(p: Pick<Problem, 'channel' | 'routes' | 'airline'>): FormTarget | null {
  if (p.channel === 'form') {
    const name = p.airline.name;
    return {
      url: p.airline.complaintFormUrl,
      owner: name,
      openLabel: t`Open ${name}'s complaint form`,
      markLabel: t`I have sent it through the form`,
      sentLabel: t`Sent through the form on`,
      route: null,
    };
  }
  const route = channelRoute(p);
  if (!route) return null;
  const body = bodyInSentence(route.body);
  return {
    url: route.url,
    owner: route.body,
    openLabel: t`Open the official complaint form`,
    markLabel: t`I have sent it`,
    sentLabel: t`Sent to ${body} on`,
    route,
  };
}
