// The file picker of the report form, the reply box and the case's documents: any number of files (phones offer
// the camera: UPLOAD_ACCEPT), each listed with its size and what became of it: the browser's check, the upload's
// progress, the server's answer.
import { Button, Stack } from '@chakra-ui/react';
import { UPLOAD_ACCEPT } from '@contracts';
import { lazy, Suspense, useRef } from 'react';
import { FileTextIcon } from '../../../components/icons';
import type { PendingDocument } from './documents';

const DocumentRow = lazy(() => import('./document-row'));

interface Props {
  docs: PendingDocument[];
  onAdd: (files: File[]) => void;
  onRemove: (key: number) => void;
  /** The button's words (in the active language). */
  label: string;
  disabled?: boolean;
  testId?: string;
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
      {docs.length > 0 && (
        <Suspense fallback={null}>
          {docs.map((d) => (
            <DocumentRow key={d.key} doc={d} onRemove={() => onRemove(d.key)} disabled={disabled} />
          ))}
        </Suspense>
      )}
    </Stack>
  );
}
