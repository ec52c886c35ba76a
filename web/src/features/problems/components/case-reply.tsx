// The reply box of a case (docs/api.md#case-file): the traveller writes to the company from the case address,
// threaded to its last reply, with documents uploaded first and named by their ids. Shown only when there is an
// address to write to (canWriteFromCase); the server's messages (CASE_MSG) are shown as they come.
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/textarea';
import { CASE_LIMITS, CASE_MSG, canWriteFromCase, type ProblemDetail } from '@contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useServerText } from '../../../i18n/server-text';
import { ApiError, errorText } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { sendCaseMessage } from '../api/problems';
import { DocumentPicker } from './document-picker';
import { useDocumentUploads } from './documents';

export function CaseReply({ problem: p }: { problem: ProblemDetail }) {
  const { t } = useLingui();
  const st = useServerText();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const uploads = useDocumentUploads();
  if (!canWriteFromCase(p)) return null;
  const airline = p.airline.name;
  const address = p.replyAddress;

  const send = async () => {
    const trimmed = text.trim();
    if (trimmed.length < CASE_LIMITS.messageTextMin || trimmed.length > CASE_LIMITS.messageTextMax) {
      setError(st(CASE_MSG.messageText));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      // Documents first: the message names them by id; one the server refused stays listed with its reason.
      const outcomes = await uploads.uploadAll(p.id);
      if (outcomes.some((d) => d.state === 'failed')) {
        setError(t`Some documents could not be uploaded: remove them or try again.`);
        return;
      }
      const ids = uploads.all().flatMap((d) => (d.attachment ? [d.attachment.id] : []));
      await sendCaseMessage(p.id, trimmed, ids);
      setText('');
      uploads.clear();
      notify(t`Message sent`, t`Your message is on its way to ${airline}.`);
    } catch (err) {
      setError(err instanceof ApiError ? (err.issues[0]?.message ?? err.detail) : errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="3" data-testid="case-reply">
      <Heading as="h3" size="sm">
        <Trans>Write to {airline}</Trans>
      </Heading>
      <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
        <Trans>
          Your message goes from the case address {address}, so the company&apos;s answer comes back to this case.
        </Trans>
      </Text>
      <Field.Root invalid={!!error}>
        <Field.Label>
          <Trans>Message</Trans>
        </Field.Label>
        <Textarea
          value={text}
          onChange={(e) => setText(e.target.value)}
          rows={5}
          maxLength={CASE_LIMITS.messageTextMax}
          disabled={busy}
          placeholder={t`Answer the company, or ask where your case stands.`}
          data-testid="case-reply-text"
        />
        {error && <Field.ErrorText data-testid="case-reply-error">{error}</Field.ErrorText>}
      </Field.Root>
      <DocumentPicker
        docs={uploads.docs}
        onAdd={uploads.add}
        onRemove={uploads.remove}
        label={t`Attach documents`}
        disabled={busy}
        testId="case-reply-documents"
      />
      <Button alignSelf="flex-start" loading={busy} loadingText={t`Sending…`} onClick={send}>
        <Trans>Send message</Trans>
      </Button>
    </Stack>
  );
}
