// A case's documents (docs/api.md#case-file): download links (always a download, never shown inline), the
// traveller's uploads that no mail took yet removable after a confirm, and new uploads from the case page.
import { Box, Button, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { DOCUMENT_DELETION_NOTICE_DAYS, type CaseAttachment, type ProblemDetail } from '@contracts';
import { useState } from 'react';
import { errorText } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { notify, notifyError } from '../../../lib/toast';
import { documentUrl, reloadProblem, removeDocument } from '../api/problems';
import { DocumentPicker } from './document-picker';
import { formatSize, useDocumentUploads } from './documents';
import { formatDateTime } from './format';

function sentNote(a: CaseAttachment) {
  if (a.source === 'company') return 'From the company';
  return a.sentAt ? `Sent ${formatDateTime(a.sentAt)}` : 'Not sent yet';
}

/** One document: its name as a download link, its size and where it stands. */
export function DocumentLink({ problemId, doc: a }: { problemId: number; doc: CaseAttachment }) {
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
        {formatSize(a.size)} · {sentNote(a)}
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
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    try {
      await removeDocument(problemId, doc.id);
      notify('Document removed', `${doc.filename} was removed from the case.`);
    } catch (err) {
      notifyError('The document could not be removed', errorText(err));
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
            Remove
          </Button>
        )}
      </HStack>
      {confirming && (
        <Stack gap="2" mt="2" role="alertdialog" aria-label="Remove document" data-testid="remove-confirm">
          <Text fontSize="sm">Remove {doc.filename}? It has not been sent, and the company will not receive it.</Text>
          <HStack gap="2" wrap="wrap">
            <Button size="xs" colorPalette="red" loading={busy} onClick={remove}>
              Remove document
            </Button>
            <Button size="xs" variant="outline" disabled={busy} onClick={() => setConfirming(false)}>
              Keep it
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
  // The page's moment, read once: the note does not change while the case is open.
  const [now] = useState(() => Date.now());
  if (p.documentsDeleteOn) {
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
          ? `Documents of this case will be deleted on ${formatDate(p.documentsDeleteOn)}. Download the ones you want to keep.`
          : `Documents are kept until ${formatDate(p.documentsDeleteOn)}, then deleted unless the case has moved on.`}
      </Text>
    );
  }
  if (p.documentsDeletedAt)
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="retention-note">
        The documents of this case were deleted on {formatDate(p.documentsDeletedAt)}, after a long time without
        activity.
      </Text>
    );
  return null;
}

export function CaseDocuments({ problem: p, canEdit }: { problem: ProblemDetail; canEdit: boolean }) {
  const uploads = useDocumentUploads();
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
        Documents
      </Heading>
      {p.attachments.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          No documents yet.
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
            label="Add documents"
            disabled={busy}
            testId="case-upload"
          />
          {uploads.toUpload > 0 && (
            <Button size="sm" alignSelf="flex-start" loading={busy} loadingText="Uploading…" onClick={upload}>
              Upload {uploads.toUpload === 1 ? 'document' : `${uploads.toUpload} documents`}
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}
