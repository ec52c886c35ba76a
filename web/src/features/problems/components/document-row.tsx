// One file of a document picker (document-picker.tsx): its name and size, and what became of it (the browser's
// check, the upload's progress, the server's answer, a contract's message in the page's language). Its own chunk,
// loaded with the first file chosen: the form shows no row, nor a contract's text, before.
import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CheckIcon, FileTextIcon } from '../../../components/icons';
import { useServerText } from '../../../i18n/server-text';
import { formatSize, type PendingDocument } from './documents';

export default function DocumentRow({
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
