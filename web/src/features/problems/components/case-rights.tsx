// A filed report's passenger rights: the regime its letter cites with the amount, the case's deadlines, and,
// once the company's answer window has passed, the next step with its official page and prepared letter.
import { Box, Button, Heading, Link, Stack, Text, Textarea } from '@chakra-ui/react';
import { textareaRecipe } from '@chakra-ui/react/theme';
import type { Escalation, Problem } from '@contracts';
import { notify, notifyError } from '../../../lib/toast';
import { DeadlineList, RegimeLine } from './flight-rights';
import { formatCalendarDay } from './format';
import { registerRecipes } from '../../../theme/recipes';

registerRecipes({ recipes: { textarea: textareaRecipe } });

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

export function EscalationSection({ escalation: e }: { escalation: Escalation }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(e.letter);
      notify('Letter copied', `Send it to ${e.body.name}.`);
    } catch (err) {
      notifyError('Could not copy the letter', err instanceof Error ? err.message : String(err));
    }
  };
  return (
    <Box borderWidth="1px" borderColor="orange.300" bg="orange.50" borderRadius="lg" p="4" data-testid="escalation">
      <Stack gap="3">
        <Heading as="h3" size="sm">
          Take it further
        </Heading>
        <Text fontSize="sm">
          The time the airline had to answer ended on {formatCalendarDay(e.windowEnded)}. The next step is {e.body.name}
          .
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {e.body.how}
        </Text>
        <Link
          href={e.body.url}
          target="_blank"
          rel="noopener noreferrer"
          color="blue.700"
          fontSize="sm"
          textDecoration="underline"
          data-testid="escalation-link"
        >
          Open the official complaint page
        </Link>
        <Textarea readOnly value={e.letter} rows={8} fontSize="sm" aria-label="Your escalation letter" bg="bg" />
        <Button size="sm" variant="outline" alignSelf="flex-start" bg="bg" onClick={() => void copy()}>
          Copy escalation letter
        </Button>
      </Stack>
    </Box>
  );
}
