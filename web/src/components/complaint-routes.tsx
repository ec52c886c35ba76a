// The official bodies (regulators, enforcement bodies, approved dispute schemes) that take a passenger's
// complaint up with the airline, as every screen shows them (docs/api.md#complaint-routes): the body, when it
// takes the complaint (at once, or once the company's answer window has passed), why, and its own page.
// Shared by the report's plan, the report form and the directory.
import { Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { routeKey, type Airline, type ComplaintRoute, type PlannedRoute } from '@contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { currentLanguage } from '../i18n/language';
import { useHomeCountryRoutes } from '../lib/complaint-routes';
import { formatDate } from '../lib/dates';
import { RightsText } from './rights/rights-text';

/** Said wherever a flight was given and no route applies: in one place, so every screen says the same. */
export const NO_ROUTE: MessageDescriptor = msg`No official body that we know of takes up complaints about this flight; if the airline does not answer, your remaining step is the courts.`;

/** NO_ROUTE in English only, for a screen not yet in the active language: show <NoRouteText /> instead. */
export const NO_ROUTE_TEXT =
  'No official body that we know of takes up complaints about this flight; if the airline does not answer, your remaining step is the courts.';

/** NO_ROUTE in the active language. */
export function NoRouteText() {
  const { i18n } = useLingui();
  return i18n._(NO_ROUTE);
}

/**
 * Body names are proper names without an article ("Canadian Transportation Agency"); the sentences read
 * better with one, unless the name brings its own.
 */
export const theBody = (body: string, start = false) =>
  /^the\s/i.test(body)
    ? start
      ? body.charAt(0).toUpperCase() + body.slice(1)
      : body
    : `${start ? 'The' : 'the'} ${body}`;

const isPlanned = (r: ComplaintRoute | PlannedRoute): r is PlannedRoute => 'opensOn' in r;

/**
 * A body's name in a sentence: in English with its article (theBody); in another language as it stands, for
 * the translation to place (the article is English grammar).
 */
const bodyName = (body: string, start = false) => (currentLanguage() === 'en' ? theBody(body, start) : body);

/**
 * When the body takes the complaint: on a report, the dated day; before filing, the rule. In the active
 * language: called while rendering, never at module level.
 */
export function routeOpening(r: ComplaintRoute | PlannedRoute, company: string) {
  const body = bodyName(r.body);
  const Body = bodyName(r.body, true);
  const days = r.waitDays;
  if (r.takesComplaintDirectly) {
    return isPlanned(r)
      ? t`${Body} takes complaints about this flight directly.`
      : t`${Body} takes complaints directly, without a complaint to ${company} first.`;
  }
  if (!isPlanned(r)) return t`If ${company} has not answered within ${days} days, ${body} takes the complaint up.`;
  // A letter the traveller sends has not gone out: the wait starts when it does.
  if (r.opensOn === null)
    return t`${Body} takes the complaint up if ${company} has not answered within ${days} days of your letter. The days count from when you send it.`;
  // Once the day has come, the sentence says what is, not what would be.
  const date = formatDate(r.opensOn);
  return r.opensOn <= new Date().toISOString().slice(0, 10)
    ? t`The time ${company} had to answer ended on ${date}: ${body} takes the complaint up.`
    : t`If ${company} has not answered by ${date}, ${body} takes the complaint up.`;
}

/** The sentence with the body's name in bold, so a list of routes reads by body without a heading each. */
function WithBody({ sentence, body }: { sentence: string; body: string }) {
  const at = sentence.indexOf(body);
  if (at < 0) return sentence;
  return (
    <>
      {sentence.slice(0, at)}
      <Text as="strong" fontWeight="semibold">
        {body}
      </Text>
      {sentence.slice(at + body.length)}
    </>
  );
}

/** One route: when the body takes the complaint, why, and its complaint page (a new tab). */
export function RouteItem({ route: r, company }: { route: ComplaintRoute | PlannedRoute; company: string }) {
  return (
    <Stack
      gap="1"
      borderLeftWidth="3px"
      borderColor="blue.400"
      ps="3"
      wordBreak="break-word"
      data-testid="route"
      data-route-key={routeKey(r)}
    >
      <Text fontSize="sm">
        <WithBody sentence={routeOpening(r, company)} body={r.body} />
      </Text>
      <Text fontSize="sm" color="fg.muted">
        <RightsText text={r.reason} />
      </Text>
      <Link
        href={r.url}
        target="_blank"
        rel="noopener noreferrer"
        fontSize="sm"
        color="blue.700"
        textDecoration="underline"
        alignSelf="flex-start"
        data-testid="route-link"
      >
        <Trans>Official complaint page</Trans>
      </Link>
    </Stack>
  );
}

export function RouteList({
  routes,
  company,
}: {
  routes: readonly (ComplaintRoute | PlannedRoute)[];
  company: string;
}) {
  return (
    <Stack gap="3">
      {routes.map((r) => (
        <RouteItem key={routeKey(r)} route={r} company={company} />
      ))}
    </Stack>
  );
}

/**
 * For a company that publishes no channel: the bodies that take up complaints about its flights in its home
 * country, saying that this is the basis (a flight elsewhere may fall under other bodies). Fetched when shown.
 */
export function HomeCountryRoutes({
  airline: a,
  flightHint,
}: {
  airline: Pick<Airline, 'id' | 'name' | 'country'>;
  /** Where the traveller gives the flight that decides the bodies exactly. */
  flightHint?: string;
}) {
  const { answer, error, isLoading } = useHomeCountryRoutes(a.id);
  const { t } = useLinguiMacro();
  const hint = flightHint ?? t`For your own flight, enter it in the report form.`;
  const name = a.name;
  const country = a.country;
  const problem = error?.message ?? '';
  if (isLoading) return <Spinner size="sm" />;
  if (error || !answer) {
    return (
      <Text fontSize="sm" color="fg.error">
        <Trans>The official bodies could not be loaded. {problem}</Trans>
      </Text>
    );
  }
  return (
    <Stack gap="3" data-testid="home-country-routes" data-basis={answer.basis}>
      <Text fontSize="sm" color="fg.muted">
        <Trans>
          Based on {name}&apos;s home country, {country}. {hint}
        </Trans>
      </Text>
      {answer.routes.length > 0 ? (
        <RouteList routes={answer.routes} company={a.name} />
      ) : (
        <Text fontSize="sm" data-testid="no-route">
          <Trans>No official body that we know of takes up complaints about flights in {country}.</Trans>
        </Text>
      )}
    </Stack>
  );
}
