// The letter of a report that AirDesk cannot e-mail (docs/api.md#problems: `letter`, `channel`):
// read-only, with Copy letter. When the letter goes through a web form, also the button that opens that form
// in a new tab and "I have sent it", which records the step (POST /api/problems/:id/form-submitted) and then
// reads "Sent ... on <date>". The form is the company's own (channel `form`), or for channel `regulator` the
// complaint form of the official body that takes the complaint directly and forwards it to the company.
import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Alert } from '../../../components/ui/alert';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/textarea';
import type { Problem } from '@contracts';
import { formTarget } from './form-target';
import { websiteHref } from '../../../components/contact-links';
import { trackContact } from '../../../lib/contact-calls';
import { markFormSubmitted } from '../api/problems';
import { formatDay } from './format';
import { useLetterActions } from './use-letter-actions';

interface Props {
  problem: Problem;
  /** Only the reporter can say they sent it (the API answers 404 to anyone else). */
  canMarkSent: boolean;
  onUpdated?: (p: Problem) => void;
}

export function LetterPanel({ problem: p, canMarkSent, onUpdated }: Props) {
  const target = formTarget(p);
  const formHref = target ? websiteHref(target.url) : '';
  const { busy, problem, copy, markSent } = useLetterActions(
    p.letter,
    { title: 'Letter copied', ...(target ? { body: 'Paste it into the complaint form.' } : {}) },
    async () => {
      const updated = await markFormSubmitted(p.id);
      onUpdated?.(updated);
    },
  );

  return (
    <Stack gap="3" data-testid="letter-panel" data-channel={p.channel}>
      <Field.Root>
        <Field.Label>Your letter to {target?.owner ?? p.airline.name}</Field.Label>
        <Textarea readOnly value={p.letter} rows={10} fontSize="sm" bg="bg" data-testid="report-letter" />
      </Field.Root>
      <Flex gap="2" wrap="wrap" direction={{ base: 'column', sm: 'row' }}>
        <Button variant="outline" onClick={() => void copy()} data-testid="copy-letter">
          Copy letter
        </Button>
        {target && formHref && (
          // A long company name wraps rather than pushing the button out of a phone's screen.
          <Button asChild whiteSpace="normal" h="auto" minH="10" py="2" textAlign="center" maxW="full">
            <a
              href={formHref}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="open-complaint-form"
              // Only the company's own form counts toward its popularity.
              onClick={() => {
                if (p.channel === 'form') trackContact(p.airlineId, 'form');
              }}
            >
              {target.openLabel}
            </a>
          </Button>
        )}
      </Flex>
      {target &&
        (p.formSubmittedAt ? (
          <Text fontWeight="medium" color="green.700" data-testid="form-submitted">
            {target.sentLabel} {formatDay(p.formSubmittedAt)}
          </Text>
        ) : (
          canMarkSent && (
            <Button
              alignSelf={{ sm: 'flex-start' }}
              whiteSpace="normal"
              h="auto"
              minH="10"
              py="2"
              colorPalette="green"
              variant="subtle"
              loading={busy}
              loadingText="Saving…"
              onClick={() => void markSent()}
              data-testid="mark-form-sent"
            >
              {target.markLabel}
            </Button>
          )
        ))}
      {problem && (
        <Alert.Root status="error" borderRadius="md" size="sm">
          <Alert.Indicator />
          <Alert.Description>{problem}</Alert.Description>
        </Alert.Root>
      )}
    </Stack>
  );
}
