// The next steps of an open report (docs/api.md#problems, `escalations`): one card per route of its plan that
// has opened, with the body's complaint page and the escalation letter prepared for it, Copy, and "I have sent
// it" (POST /api/problems/:id/escalations), which then reads "Sent on <date>".
import { Box, Button, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Alert } from '../../../components/ui/alert';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/textarea';
import { routeKey, type ProblemDetail, type RouteEscalation } from '@contracts';
import { theBody } from '../../../components/complaint-routes';
import { formatDate } from '../../../lib/dates';
import { markEscalationSent } from '../api/problems';
import { formatDay } from './format';
import { useLetterActions } from './use-letter-actions';

interface CardProps {
  problem: ProblemDetail;
  step: RouteEscalation;
  /** Only the reporter can say they sent it (the API answers 404 to anyone else). */
  canMarkSent: boolean;
}

function EscalationCard({ problem: p, step: { route: r, letter, sentAt }, canMarkSent }: CardProps) {
  const key = routeKey(r);
  const { busy, problem, copy, copied, markSent } = useLetterActions(letter, () =>
    markEscalationSent(p.id, key).then(() => undefined),
  );

  return (
    <Box
      borderWidth="1px"
      borderColor="orange.300"
      bg="orange.50"
      borderRadius="lg"
      p="4"
      data-testid="escalation"
      data-route-key={key}
    >
      <Stack gap="3">
        <Heading as="h4" size="sm" wordBreak="break-word">
          {r.body}
        </Heading>
        <Text fontSize="sm">
          {r.takesComplaintDirectly
            ? `${theBody(r.body, true)} takes complaints about this flight directly.`
            : `The time ${p.airline.name} had to answer ended on ${formatDate(r.opensOn)}.`}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {r.reason}
        </Text>
        <Link
          href={r.url}
          target="_blank"
          rel="noopener noreferrer"
          color="blue.700"
          fontSize="sm"
          textDecoration="underline"
          alignSelf="flex-start"
          data-testid="escalation-link"
        >
          Open the official complaint page
        </Link>
        <Field.Root>
          <Field.Label fontSize="sm">Your escalation letter</Field.Label>
          <Textarea readOnly value={letter} rows={8} fontSize="sm" bg="bg" data-testid="escalation-letter" />
        </Field.Root>
        <Flex gap="2" wrap="wrap" direction={{ base: 'column', sm: 'row' }} align={{ sm: 'center' }}>
          <Button size="sm" variant="outline" bg="bg" onClick={() => void copy()} aria-live="polite">
            {copied ? 'Copied' : 'Copy escalation letter'}
          </Button>
          {sentAt ? (
            <Text fontWeight="medium" color="green.700" fontSize="sm" data-testid="escalation-sent">
              Sent on {formatDay(sentAt)}
            </Text>
          ) : (
            canMarkSent && (
              <Button
                size="sm"
                colorPalette="green"
                variant="subtle"
                loading={busy}
                loadingText="Saving…"
                onClick={() => void markSent()}
                data-testid="mark-escalation-sent"
              >
                I have sent it
              </Button>
            )
          )}
        </Flex>
        {problem && (
          <Alert.Root status="error" borderRadius="md" size="sm">
            <Alert.Indicator />
            <Alert.Description>{problem}</Alert.Description>
          </Alert.Root>
        )}
      </Stack>
    </Box>
  );
}

/** "Take it further": nothing until a route of the plan has opened. */
export function EscalationCards({ problem: p, canMarkSent }: { problem: ProblemDetail; canMarkSent: boolean }) {
  if (p.escalations.length === 0) return null;
  return (
    <Stack gap="3" data-testid="escalations">
      <Heading as="h3" size="sm">
        Take it further
      </Heading>
      {p.escalations.map((step) => (
        <EscalationCard key={routeKey(step.route)} problem={p} step={step} canMarkSent={canMarkSent} />
      ))}
    </Stack>
  );
}
