// The documents the traveller adds (docs/api.md#case-file): a first check in the browser with the server's own
// messages, so a wrong file is named before anything is sent. The server checks the bytes and decides; a file
// that passes here may still be refused there, and its answer is shown.
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { CASE_LIMITS, CASE_MSG, UPLOAD_TYPES, type CaseAttachment } from '@contracts';
import { useRef, useState } from 'react';
import { ApiError, errorText } from '../../../lib/api-client';
import { uploadDocument } from '../api/problems';

// A phone may give no type for a HEIC photo: the name then tells what it claims to be.
const UPLOAD_NAME = /\.(pdf|jpe?g|png|heic|heif|webp)$/i;

/**
 * The server's message for a file it would refuse by its size or claimed type, or null (its English text, as the
 * contract words it: the screens show it through useServerText).
 */
export function checkDocument(file: File): string | null {
  if (file.size === 0) return CASE_MSG.fileEmpty;
  if (file.size > CASE_LIMITS.attachmentMaxBytes) return CASE_MSG.fileTooLarge;
  const typed = (UPLOAD_TYPES as readonly string[]).includes(file.type) || file.type === 'image/heif';
  return typed || UPLOAD_NAME.test(file.name) ? null : CASE_MSG.fileType;
}

/** "240 KB", "3.1 MB", in the active language's numbers and units (called while rendering). */
export function formatSize(bytes: number) {
  const number = (n: number, digits = 0) =>
    i18n.number(n, { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false });
  if (bytes < 1024) {
    const size = number(bytes);
    return t`${size} B`;
  }
  if (bytes < 1024 * 1024) {
    const size = number(Math.round(bytes / 1024));
    return t`${size} KB`;
  }
  const size = number(bytes / (1024 * 1024), 1);
  return t`${size} MB`;
}

export interface PendingDocument {
  key: number;
  file: File;
  state: 'ready' | 'invalid' | 'uploading' | 'done' | 'failed';
  /** 0 to 1 while uploading. */
  progress: number;
  /** The browser's or the server's message for a file that cannot go. */
  error: string | null;
  attachment: CaseAttachment | null;
}

/** The files chosen for a report or a message, and their uploads one after another. */
export function useDocumentUploads() {
  const [docs, setDocs] = useState<PendingDocument[]>([]);
  // The list as it is now, for a submit handler that a form may hold from an earlier render.
  const current = useRef<PendingDocument[]>([]);
  const nextKey = useRef(0);
  const update = (change: (all: PendingDocument[]) => PendingDocument[]) => {
    current.current = change(current.current);
    setDocs(current.current);
  };
  const patch = (key: number, change: Partial<PendingDocument>) =>
    update((all) => all.map((d) => (d.key === key ? { ...d, ...change } : d)));

  const add = (files: Iterable<File>) =>
    update((all) => [
      ...all,
      ...Array.from(files, (file): PendingDocument => {
        const error = checkDocument(file);
        return {
          key: nextKey.current++,
          file,
          state: error ? 'invalid' : 'ready',
          progress: 0,
          error,
          attachment: null,
        };
      }),
    ]);
  const remove = (key: number) => update((all) => all.filter((d) => d.key !== key));
  const clear = () => update(() => []);

  /** Uploads every file still to go to report `id`; answers each file's outcome (the ones that passed the check). */
  async function uploadAll(id: number) {
    const outcomes: PendingDocument[] = [];
    for (const d of current.current.filter((x) => x.state === 'ready' || x.state === 'failed')) {
      patch(d.key, { state: 'uploading', progress: 0, error: null });
      try {
        const attachment = await uploadDocument(id, d.file, (progress) => patch(d.key, { progress }));
        const done = { ...d, state: 'done' as const, progress: 1, error: null, attachment };
        patch(d.key, done);
        outcomes.push(done);
      } catch (err) {
        const failed = {
          ...d,
          state: 'failed' as const,
          error: err instanceof ApiError ? err.detail : errorText(err),
        };
        patch(d.key, failed);
        outcomes.push(failed);
      }
    }
    return outcomes;
  }

  /** How many files will be uploaded (those the browser's check let through), as of now. */
  const ready = () => current.current.filter((d) => d.state === 'ready').length;
  /** Every file chosen, as of now (with each upload's attachment once done). */
  const all = () => current.current;
  return { docs, add, remove, clear, uploadAll, ready, all, toUpload: docs.filter((d) => d.state === 'ready').length };
}
