// The file picker of the report form, the reply box and the case's documents: any number of files (phones offer
// the camera: UPLOAD_ACCEPT), each listed with its size and what became of it: the browser's check, the upload's
// progress, the server's answer.
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { UPLOAD_ACCEPT } from '@contracts';
import { useRef } from 'react';
import { CheckIcon, FileTextIcon } from '../../../components/icons';
import { useServerText } from '../../../i18n/server-text';
import { formatSize, type PendingDocument } from './documents';

interface Props {
  docs: PendingDocument[];
  onAdd: (files: File[]) => void;
  onRemove: (key: number) => void;
  /** The button's words (in the active language). */
  label: string;
  disabled?: boolean;
  testId?: string;
}

function DocumentRow({
  doc: d,
  onRemove,
  disabled,
}: {
  doc: PendingDocument;
  onRemove: () => void;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  const st = useServerText();
  const name = d.file.name;
  const canRemove = !disabled && (d.state === 'ready' || d.state === 'invalid' || d.state === 'failed');
  return (
    <Box
      borderWidth="1px"
      borderRadius="md"
      px="3"
      py="2"
      data-testid="pending-document"
      data-state={d.state}
      borderColor={d.error ? 'border.error' : 'border'}
    >
      <HStack gap="2" align="center" minW="0">
        <Box color="fg.muted" flexShrink={0}>
          {d.state === 'done' ? <CheckIcon /> : <FileTextIcon />}
        </Box>
        <Text fontSize="sm" flex="1" minW="0" truncate title={d.file.name}>
          {d.file.name}
        </Text>
        <Text fontSize="xs" color="fg.muted" flexShrink={0}>
          {formatSize(d.file.size)}
        </Text>
        {canRemove && (
          <Button size="2xs" variant="ghost" onClick={onRemove} aria-label={t`Remove ${name}`}>
            <Trans>Remove</Trans>
          </Button>
        )}
      </HStack>
      {d.state === 'uploading' && (
        <Box mt="2" h="1.5" bg="bg.muted" borderRadius="full" overflow="hidden" aria-label={t`Upload progress`}>
          <Box h="full" bg="colorPalette.solid" colorPalette="blue" width={`${Math.round(d.progress * 100)}%`} />
        </Box>
      )}
      {d.state === 'done' && (
        <Text fontSize="xs" color="fg.success" mt="1">
          <Trans>Uploaded</Trans>
        </Text>
      )}
      {d.error && (
        <Text fontSize="xs" color="fg.error" mt="1" data-testid="document-error">
          {st(d.error)}
        </Text>
      )}
    </Box>
  );
}

export function DocumentPicker({ docs, onAdd, onRemove, label, disabled, testId }: Props) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <Stack gap="2" alignSelf="stretch" data-testid={testId}>
      <input
        ref={input}
        type="file"
        multiple
        accept={UPLOAD_ACCEPT}
        hidden
        data-testid="document-input"
        onChange={(e) => {
          if (e.target.files?.length) onAdd(Array.from(e.target.files));
          // The same file can be chosen again after it was removed.
          e.target.value = '';
        }}
      />
      <Button
        size="sm"
        variant="outline"
        alignSelf="flex-start"
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        <FileTextIcon /> {label}
      </Button>
      {docs.map((d) => (
        <DocumentRow key={d.key} doc={d} onRemove={() => onRemove(d.key)} disabled={disabled} />
      ))}
    </Stack>
  );
}
