// A case's documents (docs/api.md#case-file): download links (always a download, never shown inline), the
// traveller's uploads that no mail took yet removable after a confirm, and new uploads from the case page.
import { Box, Button, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { DOCUMENT_DELETION_NOTICE_DAYS, type CaseAttachment, type ProblemDetail } from '@contracts';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { errorText } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { notify, notifyError } from '../../../lib/toast';
import { documentUrl, reloadProblem, removeDocument } from '../api/problems';
import { DocumentPicker } from './document-picker';
import { formatSize, useDocumentUploads } from './documents';
import { formatDateTime } from './format';

function sentNote(a: CaseAttachment, i18n: I18n) {
  if (a.source === 'company') return i18n._(msg`From the company`);
  const date = a.sentAt ? formatDateTime(a.sentAt) : '';
  return a.sentAt ? i18n._(msg`Sent ${date}`) : i18n._(msg`Not sent yet`);
}

/** One document: its name as a download link, its size and where it stands. */
export function DocumentLink({ problemId, doc: a }: { problemId: number; doc: CaseAttachment }) {
  const { i18n } = useLingui();
  return (
    <Box minW="0" data-testid="case-document" data-source={a.source}>
      <Link
        href={documentUrl(problemId, a.id)}
        download={a.filename}
        fontSize="sm"
        fontWeight="medium"
        wordBreak="break-all"
        colorPalette="blue"
      >
        {a.filename}
      </Link>
      <Text fontSize="xs" color="fg.muted">
        {formatSize(a.size)} · {sentNote(a, i18n)}
      </Text>
    </Box>
  );
}

/** Documents as download links, one under the other. */
export function DocumentLinks({ problemId, docs }: { problemId: number; docs: CaseAttachment[] }) {
  if (!docs.length) return null;
  return (
    <Stack gap="2" data-testid="document-links">
      {docs.map((a) => (
        <DocumentLink key={a.id} problemId={problemId} doc={a} />
      ))}
    </Stack>
  );
}

function RemovableDocument({ problemId, doc }: { problemId: number; doc: CaseAttachment }) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const filename = doc.filename;
  const remove = async () => {
    setBusy(true);
    try {
      await removeDocument(problemId, doc.id);
      notify(t`Document removed`, t`${filename} was removed from the case.`);
    } catch (err) {
      notifyError(t`The document could not be removed`, errorText(err));
      setBusy(false);
      setConfirming(false);
    }
  };
  return (
    <Box borderWidth="1px" borderRadius="md" px="3" py="2">
      <HStack justify="space-between" align="start" gap="2">
        <DocumentLink problemId={problemId} doc={doc} />
        {!confirming && (
          <Button size="2xs" variant="ghost" flexShrink={0} onClick={() => setConfirming(true)}>
            <Trans>Remove</Trans>
          </Button>
        )}
      </HStack>
      {confirming && (
        <Stack gap="2" mt="2" role="alertdialog" aria-label={t`Remove document`} data-testid="remove-confirm">
          <Text fontSize="sm">
            <Trans>Remove {filename}? It has not been sent, and the company will not receive it.</Trans>
          </Text>
          <HStack gap="2" wrap="wrap">
            <Button size="xs" colorPalette="red" loading={busy} onClick={remove}>
              <Trans>Remove document</Trans>
            </Button>
            <Button size="xs" variant="outline" disabled={busy} onClick={() => setConfirming(false)}>
              <Trans>Keep it</Trans>
            </Button>
          </HStack>
        </Stack>
      )}
    </Box>
  );
}

/**
 * When the retention deletes the case's documents (docs/decisions.md#your-data): said plainly while far off, as a
 * warning once it is near, and after it happened.
 */
function RetentionNote({ problem: p }: { problem: ProblemDetail }) {
  const { t } = useLingui();
  // The page's moment, read once: the note does not change while the case is open.
  const [now] = useState(() => Date.now());
  if (p.documentsDeleteOn) {
    const date = formatDate(p.documentsDeleteOn);
    const daysLeft = (Date.parse(`${p.documentsDeleteOn}T00:00:00Z`) - now) / 86_400_000;
    const near = daysLeft <= DOCUMENT_DELETION_NOTICE_DAYS;
    return (
      <Text
        fontSize="sm"
        color={near ? 'fg.warning' : 'fg.muted'}
        fontWeight={near ? 'semibold' : 'normal'}
        data-testid="retention-note"
      >
        {near
          ? t`Documents of this case will be deleted on ${date}. Download the ones you want to keep.`
          : t`Documents are kept until ${date}, then deleted unless the case has moved on.`}
      </Text>
    );
  }
  if (p.documentsDeletedAt) {
    const date = formatDate(p.documentsDeletedAt);
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="retention-note">
        <Trans>The documents of this case were deleted on {date}, after a long time without activity.</Trans>
      </Text>
    );
  }
  return null;
}

export function CaseDocuments({ problem: p, canEdit }: { problem: ProblemDetail; canEdit: boolean }) {
  const { t } = useLingui();
  const uploads = useDocumentUploads();
  const toUpload = uploads.toUpload;
  const [busy, setBusy] = useState(false);
  const upload = async () => {
    setBusy(true);
    const outcomes = await uploads.uploadAll(p.id);
    await reloadProblem(p.id);
    // The uploaded ones are listed with the case's documents now; what failed stays with its message.
    for (const d of outcomes) if (d.state === 'done') uploads.remove(d.key);
    setBusy(false);
  };
  return (
    <Stack gap="3" data-testid="case-documents">
      <Heading as="h3" size="sm">
        <Trans>Documents</Trans>
      </Heading>
      {p.attachments.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          <Trans>No documents yet.</Trans>
        </Text>
      )}
      <RetentionNote problem={p} />
      {p.attachments.map((a) =>
        canEdit && a.source === 'traveller' && !a.sentAt ? (
          <RemovableDocument key={a.id} problemId={p.id} doc={a} />
        ) : (
          <DocumentLink key={a.id} problemId={p.id} doc={a} />
        ),
      )}
      {canEdit && (
        <>
          <DocumentPicker
            docs={uploads.docs}
            onAdd={uploads.add}
            onRemove={uploads.remove}
            label={t`Add documents`}
            disabled={busy}
            testId="case-upload"
          />
          {uploads.toUpload > 0 && (
            <Button size="sm" alignSelf="flex-start" loading={busy} loadingText={t`Uploading…`} onClick={upload}>
              <Plural value={toUpload} one="Upload document" other="Upload # documents" />
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}
