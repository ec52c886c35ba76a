// A filed report's passenger rights: the regime its letter cites with the amount, and the case's deadlines.
// (The next steps with the official bodies are the report's plan and escalations: route-plan.tsx,
// escalation-cards.tsx.)
import { Heading, Stack, Text } from '@chakra-ui/react';
import type { Problem } from '@contracts';
import { DeadlineList, RegimeLine } from '../../../components/rights/regime-lines';

export function CaseRights({ problem: p }: { problem: Problem }) {
  if (!p.rights) return null;
  const cited = p.rights.regimes.find((r) => r.regime === p.rights!.cited);
  return (
    <Stack gap="3" data-testid="case-rights">
      <Heading as="h3" size="sm">
        Your rights
      </Heading>
      {p.flight && (
        <Text fontSize="sm" color="fg.muted">
          {p.flight.departure} to {p.flight.arrival}, {p.rights.distanceKm.toLocaleString('en-GB')} km
        </Text>
      )}
      {cited ? (
        <RegimeLine r={cited} />
      ) : (
        <Text fontSize="sm">No passenger-rights scheme we know of applies to this journey as described.</Text>
      )}
      {p.deadlines.length > 0 && (
        <>
          <Heading as="h4" size="xs">
            Deadlines
          </Heading>
          <DeadlineList deadlines={p.deadlines} />
        </>
      )}
    </Stack>
  );
}
