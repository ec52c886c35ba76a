// The next steps of an open report (docs/api.md#problems, `escalations`): one card per route of its plan that
// has opened, with the body's complaint page and the escalation letter prepared for it, Copy, and "I have sent
// it" (POST /api/problems/:id/escalations), which then reads "Sent on <date>".
import { Box, Button, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Alert } from '../../../components/ui/alert';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/textarea';
import { routeKey, type ProblemDetail, type RouteEscalation } from '@contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { theBody } from '../../../components/complaint-routes';
import { RightsText } from '../../../components/rights/rights-text';
import { currentLanguage } from '../../../i18n/language';
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
  const { t } = useLingui();
  const key = routeKey(r);
  // The body's name opens the sentence: in English with its article, in another language as it stands.
  const body = currentLanguage() === 'en' ? theBody(r.body, true) : r.body;
  const airline = p.airline.name;
  const opensOn = formatDate(r.opensOn);
  const sentOn = sentAt ? formatDay(sentAt) : '';
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
            ? t`${body} takes complaints about this flight directly.`
            : t`The time ${airline} had to answer ended on ${opensOn}.`}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          <RightsText text={r.reason} />
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
          <Trans>Open the official complaint page</Trans>
        </Link>
        <Field.Root>
          <Field.Label fontSize="sm">
            <Trans>Your escalation letter</Trans>
          </Field.Label>
          <Textarea readOnly value={letter} rows={8} fontSize="sm" bg="bg" data-testid="escalation-letter" />
        </Field.Root>
        <Flex gap="2" wrap="wrap" direction={{ base: 'column', sm: 'row' }} align={{ sm: 'center' }}>
          <Button size="sm" variant="outline" bg="bg" onClick={() => void copy()} aria-live="polite">
            {copied ? t`Copied` : t`Copy escalation letter`}
          </Button>
          {sentAt ? (
            <Text fontWeight="medium" color="green.700" fontSize="sm" data-testid="escalation-sent">
              <Trans>Sent on {sentOn}</Trans>
            </Text>
          ) : (
            canMarkSent && (
              <Button
                size="sm"
                colorPalette="green"
                variant="subtle"
                loading={busy}
                loadingText={t`Saving…`}
                onClick={() => void markSent()}
                data-testid="mark-escalation-sent"
              >
                <Trans>I have sent it</Trans>
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
        <Trans>Take it further</Trans>
      </Heading>
      {p.escalations.map((step) => (
        <EscalationCard key={routeKey(step.route)} problem={p} step={step} canMarkSent={canMarkSent} />
      ))}
    </Stack>
  );
}
