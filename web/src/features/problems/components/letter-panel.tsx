// The letter of a report that AirDesk cannot e-mail (docs/api.md#problems: `letter`, `channel`): read-only, with
// Copy letter, and the case address to give as the traveller's e-mail wherever they send it, so the answer comes
// back into the case (docs/api.md, "Every report has a path"). When the letter goes through a web form, also the
// button that opens that form in a new tab; then "I have sent it", which records the step and how
// (POST /api/problems/:id/form-submitted with `via`) and then reads "Sent ... on <date>". The form is the company's
// own (channel `form`), or for channel `regulator` the complaint form of the official body that takes the
// complaint directly and forwards it; for channel `none` the traveller says how they sent it.
import { Box, Button, Code, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Field } from '../../../components/ui/field';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { SUBMITTED_VIA_WORDS, type Problem, type SubmittedVia } from '@contracts';
import { formTarget } from './form-target';
import { websiteHref } from '../../../components/contact-links';
import { useServerText } from '../../../i18n/server-text';
import { trackContact } from '../../../lib/contact-calls';
import { useCopyButton } from '../../../lib/clipboard';
import { caseZipUrl, markFormSubmitted } from '../api/problems';
import { formatDay } from './format';
import { copyFailed, useLetterActions } from './use-letter-actions';
import { LetterEnglish } from './letter-english';

interface Props {
  problem: Problem;
  /** Only the reporter can say they sent it (the API answers 404 to anyone else). */
  canMarkSent: boolean;
  onUpdated?: (p: Problem) => void;
}

/** The ways a letter without a form goes out, in the order a traveller is likely to use them. */
const OTHER_WAYS: SubmittedVia[] = ['post', 'website', 'chat', 'phone', 'in-person'];
const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The case address, to type in as the traveller's e-mail wherever the letter goes, with a copy button. */
function CaseAddress({ address, viaForm }: { address: string; viaForm: boolean }) {
  const { t } = useLingui();
  const { copied, copy } = useCopyButton(address, copyFailed);
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" bg="bg.subtle" data-testid="case-address">
      <Stack gap="2">
        <Text fontSize="sm" fontWeight="medium">
          {viaForm ? (
            <Trans>Give this address as your e-mail in the form, so the answer comes back to this case:</Trans>
          ) : (
            <Trans>
              Give this address as your e-mail in your message or letter, so the answer comes back to this case:
            </Trans>
          )}
        </Text>
        <Code fontSize="sm" wordBreak="break-all" whiteSpace="normal" data-testid="case-address-value">
          {address}
        </Code>
        <Button
          size="sm"
          variant="outline"
          alignSelf="flex-start"
          onClick={() => void copy()}
          data-testid="copy-case-address"
          aria-live="polite"
        >
          {copied ? t`Copied` : t`Copy case address`}
        </Button>
      </Stack>
    </Box>
  );
}

export function LetterPanel({ problem: p, canMarkSent, onUpdated }: Props) {
  const { t } = useLingui();
  const st = useServerText();
  const target = formTarget(p);
  const formHref = target ? websiteHref(target.url) : '';
  const [via, setVia] = useState<SubmittedVia>(target ? 'form' : 'post');
  const { busy, problem, copy, copied, markSent } = useLetterActions(p.letter, async () => {
    const updated = await markFormSubmitted(p.id, via);
    onUpdated?.(updated);
  });
  const sentVia = p.submittedVia ?? 'form';
  const sentOn = p.formSubmittedAt ? formatDay(p.formSubmittedAt) : '';
  const how = st(SUBMITTED_VIA_WORDS[sentVia]);
  const sentLine = target && sentVia === 'form' ? `${target.sentLabel} ${sentOn}` : t`Sent ${how} on ${sentOn}`;
  const owner = target?.owner ?? p.airline.name;
  const zipUrl = caseZipUrl(p.id);

  return (
    <Stack gap="3" data-testid="letter-panel" data-channel={p.channel}>
      <Field.Root>
        <Field.Label>
          <Trans>Your letter to {owner}</Trans>
        </Field.Label>
        <Textarea readOnly value={p.letter} rows={10} fontSize="sm" bg="bg" data-testid="report-letter" />
      </Field.Root>
      <LetterEnglish letterEnglish={p.letterEnglish} letterLanguage={p.letterLanguage} />
      {p.replyAddress && !p.formSubmittedAt && <CaseAddress address={p.replyAddress} viaForm={!!target} />}
      <Flex gap="2" wrap="wrap" direction={{ base: 'column', sm: 'row' }}>
        <Button variant="outline" onClick={() => void copy()} data-testid="copy-letter" aria-live="polite">
          {copied ? t`Copied` : t`Copy letter`}
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
      {!p.formSubmittedAt && (
        <Text fontSize="sm" color="fg.muted" data-testid="documents-hint">
          {target ? (
            <Trans>
              AirDesk cannot send your documents on this path: attach them in the form yourself.{' '}
              <Link href={zipUrl} download textDecoration="underline" data-testid="case-zip">
                Download them with the case file (PDF) in one ZIP
              </Link>
              .
            </Trans>
          ) : (
            <Trans>
              AirDesk cannot send your documents on this path: attach them in your message or letter yourself.{' '}
              <Link href={zipUrl} download textDecoration="underline" data-testid="case-zip">
                Download them with the case file (PDF) in one ZIP
              </Link>
              .
            </Trans>
          )}
        </Text>
      )}
      {p.formSubmittedAt ? (
        <Text fontWeight="medium" color="green.700" data-testid="form-submitted">
          {sentLine}
        </Text>
      ) : (
        canMarkSent && (
          <Flex gap="2" wrap="wrap" align={{ sm: 'flex-end' }} direction={{ base: 'column', sm: 'row' }}>
            {!target && (
              <Field.Root maxW={{ sm: '60' }}>
                <Field.Label fontSize="sm">
                  <Trans>How did you send it?</Trans>
                </Field.Label>
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field
                    value={via}
                    onChange={(e) => setVia(e.currentTarget.value as SubmittedVia)}
                    data-testid="sent-via"
                    bg="bg"
                  >
                    {OTHER_WAYS.map((w) => (
                      <option key={w} value={w}>
                        {capitalised(st(SUBMITTED_VIA_WORDS[w]))}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
            )}
            <Button
              alignSelf={{ sm: target ? 'flex-start' : 'flex-end' }}
              whiteSpace="normal"
              h="auto"
              minH="10"
              py="2"
              colorPalette="green"
              variant="subtle"
              loading={busy}
              loadingText={t`Saving…`}
              onClick={() => void markSent()}
              data-testid="mark-form-sent"
            >
              {target?.markLabel ?? t`I have sent it`}
            </Button>
          </Flex>
        )
      )}
      {problem && (
        <Alert.Root status="error" borderRadius="md" size="sm">
          <Alert.Indicator />
          <Alert.Description>{problem}</Alert.Description>
        </Alert.Root>
      )}
    </Stack>
  );
}
