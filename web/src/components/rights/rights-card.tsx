// The live "Your rights" card of the report form and the public rights check (docs/api.md#rights): asks the
// server's engine as the traveller describes the journey and shows only what it answers (never an amount the
// rules did not give), and the official bodies that take up a complaint about that flight (the assessment's
// `routes`, flight basis).
import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import {
  amountText,
  citedRegime,
  missingFactName,
  perPassenger,
  type RegimeResult,
  type RightsAssessment,
} from '@contracts';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { useFormikContext } from 'formik';
import { Suspense, useEffect, useState } from 'react';
import { useRightsText, useServerText } from '../../i18n/server-text';
import { NoRouteText, RouteList } from '../complaint-routes';
import { assessRights } from '../../lib/rights-calls';
import { useLoadedSchema } from '../../lib/zod-formik';
import { flightGiven, flightOf, flightSchema, type FlightValues } from './flight-facts';
import { formatCalendarDay } from '../../lib/calendar-day';
import { DeadlineList, RegimeLine } from './regime-lines';

export interface Assessment {
  /** The request for the journey as described, '' while none is (then there is no card). */
  key: string;
  answer: RightsAssessment | null;
  problem: string;
}

/**
 * The engine's answer for the journey in the form (debounced). The side column reads it once for the card and
 * for the home-country routes it replaces once a flight is given.
 */
export function useAssessment(airlineId: string): Assessment {
  const { values } = useFormikContext<FlightValues>();
  const [answer, setAnswer] = useState<RightsAssessment | null>(null);
  const [problem, setProblem] = useState('');
  // The schema is there by the time facts are typed (the form's focus loaded it); until then, no card.
  const rightsFlight = useLoadedSchema(flightSchema, flightGiven(values));
  const parsed = rightsFlight ? flightOf(values, rightsFlight) : { flight: null };
  const flight = 'flight' in parsed ? parsed.flight : null;
  const key = flight && /^\d+$/.test(airlineId) ? JSON.stringify({ ...flight, airlineId: Number(airlineId) }) : '';
  // A journey no longer described forgets the last answer, so a new one never shows a stale card.
  if (!key && answer) setAnswer(null);
  useEffect(() => {
    if (!key) return;
    const timer = setTimeout(() => {
      // the key is the JSON of the body built just above
      assessRights(JSON.parse(key) as Parameters<typeof assessRights>[0])
        .then((a) => {
          setAnswer(a);
          setProblem('');
        })
        .catch((err: unknown) => setProblem(err instanceof Error ? err.message : String(err)));
    }, 400);
    return () => clearTimeout(timer);
  }, [key]);
  return { key, answer, problem };
}

/** Who takes a complaint about this flight up, as the assessment chose them; said plainly when nobody does. */
function FlightRoutes({ answer, company }: { answer: RightsAssessment; company: string }) {
  return (
    <Stack gap="3" data-testid="flight-routes">
      <Heading as="h3" size="sm">
        <Trans>Who takes the complaint up</Trans>
      </Heading>
      {answer.routes.length > 0 ? (
        <RouteList routes={answer.routes} company={company} />
      ) : (
        <Text fontSize="sm" data-testid="no-route">
          <NoRouteText />
        </Text>
      )}
    </Stack>
  );
}

/** The passengers a report lists (the report form's names; one on the public check), as the letter counts them. */
function usePassengers(): number {
  const { values } = useFormikContext<FlightValues & { passengers?: { fullName: string }[] }>();
  return Math.max(1, values.passengers?.filter((p) => p.fullName.trim() !== '').length ?? 1);
}

/**
 * What the letter will cite and ask for, as the letter words it (worker/rights/letter-claim.ts): per passenger,
 * and the total; a claim out of time says so first.
 */
function LetterPreview({ r, passengers }: { r: RegimeResult; passengers: number }) {
  const { t } = useLinguiMacro();
  const st = useServerText();
  // The law by its title in the page's language, from the rights catalogue (this part waits for it: see below).
  const citation = useRightsText()(r.citation);
  const limitDate = r.timeLimit ? formatCalendarDay(r.timeLimit.date) : '';
  const expired = r.timeLimit?.expired
    ? `${t`The time limit to claim passed on ${limitDate}; the airline may refuse the claim as too old.`} `
    : '';
  let cite: string;
  if (r.amount === null || r.amount <= 0 || !r.currency) cite = t`Your letter will cite ${citation}.`;
  else {
    const each = st(perPassenger(r.amount, r.currency));
    const total = st(amountText(r.amount * passengers, r.currency));
    cite =
      passengers > 1
        ? t`Your letter will cite ${citation} and ask for ${each}, ${total} for the ${passengers} passengers.`
        : t`Your letter will cite ${citation} and ask for ${each}.`;
  }
  return (
    <Text fontSize="sm" bg="bg.subtle" p="3" borderRadius="md" data-testid="letter-preview">
      {expired}
      {cite}
    </Text>
  );
}

/** The live card; nothing until the journey is described. */
export function RightsCard({ assessment, company }: { assessment: Assessment; company: string }) {
  const { key, answer, problem } = assessment;
  const passengers = usePassengers();
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const st = useServerText();
  if (!key) return null;
  const applying = answer?.regimes.filter((r) => r.applies) ?? [];
  const cited = answer ? citedRegime(answer.regimes) : undefined;
  const missing = [...new Set(answer?.regimes.flatMap((r) => (r.applies ? r.missing : [])) ?? [])];
  const missingList = missing.map((m) => st(missingFactName(m))).join(', ');
  const distance = answer ? i18n.number(answer.distanceKm) : '';
  return (
    <Card.Root borderRadius="xl" data-testid="rights-card" aria-live="polite">
      <Card.Header pb="0">
        <Heading as="h2" size="md">
          <Trans>Your rights</Trans>
        </Heading>
      </Card.Header>
      <Card.Body gap="4">
        {problem && (
          <Text color="fg.error" fontSize="sm">
            {problem}
          </Text>
        )}
        {answer && (
          <>
            <Text fontSize="sm" color="fg.muted">
              {answer.nearBandEdge
                ? t`${distance} km (close to a distance band edge: the exact airports decide the band)`
                : t`${distance} km`}
            </Text>
            {applying.length === 0 ? (
              <Text data-testid="no-regime">
                <Trans>
                  No passenger-rights scheme we know of applies to this journey as described. Your report still goes to
                  the company.
                </Trans>
              </Text>
            ) : (
              applying.map((r) => <RegimeLine key={r.regime} r={r} pending={answer.pending} />)
            )}
            {missing.length > 0 && (
              <Text fontSize="sm">
                <Trans>To work out the amount we still need: {missingList}.</Trans>
              </Text>
            )}
            {cited && (
              <Suspense fallback={null}>
                <LetterPreview r={cited} passengers={passengers} />
              </Suspense>
            )}
            <DeadlineList deadlines={answer.deadlines} />
            <FlightRoutes answer={answer} company={company} />
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}
