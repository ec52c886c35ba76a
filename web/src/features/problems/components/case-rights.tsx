// A filed report's passenger rights: the regime its letter cites with the amount, and the case's deadlines.
// (The next steps with the official bodies are the report's plan and escalations: route-plan.tsx,
// escalation-cards.tsx.)
import { Heading, Stack, Text } from '@chakra-ui/react';
import type { Problem } from '@contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { DeadlineList, RegimeLine } from '../../../components/rights/regime-lines';

export function CaseRights({ problem: p }: { problem: Problem }) {
  const { i18n } = useLingui();
  if (!p.rights) return null;
  const cited = p.rights.regimes.find((r) => r.regime === p.rights!.cited);
  const distance = i18n.number(p.rights.distanceKm);
  const departure = p.flight?.departure;
  const arrival = p.flight?.arrival;
  return (
    <Stack gap="3" data-testid="case-rights">
      <Heading as="h3" size="sm">
        <Trans>Your rights</Trans>
      </Heading>
      {p.flight && (
        <Text fontSize="sm" color="fg.muted">
          <Trans>
            {departure} to {arrival}, {distance} km
          </Trans>
        </Text>
      )}
      {cited ? (
        <RegimeLine r={cited} />
      ) : (
        <Text fontSize="sm">
          <Trans>No passenger-rights scheme we know of applies to this journey as described.</Trans>
        </Text>
      )}
      {p.deadlines.length > 0 && (
        <>
          <Heading as="h4" size="xs">
            <Trans>Deadlines</Trans>
          </Heading>
          <DeadlineList deadlines={p.deadlines} />
        </>
      )}
    </Stack>
  );
}
