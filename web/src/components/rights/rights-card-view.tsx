// The "Your rights" card's body (rights-card.tsx): what the engine answered for the journey described, the letter's
// claim, the deadlines and who takes the complaint up. Its own chunk: a form shows it only once a journey is
// described, and most reports never describe one.
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
import { Suspense } from 'react';
import { useRightsText, useServerText } from '../../i18n/server-text';
import { NoRouteText, RouteList } from '../complaint-routes';
import { formatCalendarDay } from '../../lib/calendar-day';
import type { Assessment } from './rights-card';
import type { FlightValues } from './flight-facts';
import { DeadlineList, RegimeLine } from './regime-lines';

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

/** The card for a described journey (rights-card.tsx shows nothing until there is one). */
export default function RightsCardView({ assessment, company }: { assessment: Assessment; company: string }) {
  const { answer, problem } = assessment;
  const passengers = usePassengers();
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const st = useServerText();
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
