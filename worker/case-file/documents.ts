// A traveller's documents (docs/api.md#case-file): an upload is checked by its bytes (file-type.ts), counted
// against the report's 20, stored in R2 (FILES) under a key of our own, and listed in case_attachments. It can be
// removed until a mail has taken it.
import { and, eq, isNull, not, sql } from 'drizzle-orm';
import { caseAttachments, type CaseAttachmentRow } from '../../schema';
import { CASE_LIMITS, CASE_MSG, UPLOAD_TYPES, type CaseAttachment } from '../contracts/case-file';
import type { Db } from '../db';
import { ApiError, badRequest, conflict, notFound } from '../lib/errors';
import { insertWhere } from '../lib/insert-where';
import { cleanFilename } from './filename';
import { sniffType, type SniffedType } from './file-type';
import { pendingInMail, releaseReportMail } from './mail-documents';
import { toAttachment } from './read';

const EXTENSIONS: Record<SniffedType, string[]> = {
  'application/pdf': ['.pdf'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/gif': ['.gif'],
  'image/webp': ['.webp'],
  'image/heic': ['.heic', '.heif'],
  'text/plain': ['.txt'],
};

/** The name as sent on: cleaned, and with the extension of what the file is when its own says otherwise. */
export function documentName(raw: string, type: SniffedType): string {
  const ext = EXTENSIONS[type];
  const name = cleanFilename(raw);
  if (ext.some((e) => name.toLowerCase().endsWith(e))) return name;
  return cleanFilename(`${name.slice(0, 120 - ext[0]!.length)}${ext[0]!}`);
}

const isUploadType = (t: SniffedType | null): t is (typeof UPLOAD_TYPES)[number] =>
  t !== null && (UPLOAD_TYPES as readonly string[]).includes(t);

/** Checks an upload's bytes: empty 400, too large 413, a type not allowed (by content) 400. */
export function checkUpload(bytes: Uint8Array) {
  if (bytes.length === 0) throw badRequest(CASE_MSG.fileEmpty, [{ path: 'file', message: CASE_MSG.fileEmpty }]);
  if (bytes.length > CASE_LIMITS.attachmentMaxBytes) throw new ApiError(413, CASE_MSG.fileTooLarge);
  const type = sniffType(bytes);
  if (!isUploadType(type)) throw badRequest(CASE_MSG.fileType, [{ path: 'file', message: CASE_MSG.fileType }]);
  return type;
}

const countOf = (problemId: number) =>
  sql`(SELECT count(*) FROM ${caseAttachments} WHERE ${caseAttachments.problemId} = ${problemId})`;

/** Stores the traveller's upload on report `problemId`; 409 when the report already has its 20 documents. */
export async function storeUpload(
  db: Db,
  files: R2Bucket,
  problemId: number,
  file: File,
  now: string,
): Promise<CaseAttachment> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = checkUpload(bytes);
  if ((await db.$count(caseAttachments, eq(caseAttachments.problemId, problemId))) >= CASE_LIMITS.attachmentsPerReport)
    throw conflict(CASE_MSG.tooMany);

  const key = `cases/${problemId}/files/${crypto.randomUUID()}`;
  await files.put(key, bytes, { httpMetadata: { contentType: type } });
  const row = {
    problemId,
    source: 'traveller' as const,
    filename: documentName(file.name, type),
    contentType: type,
    size: bytes.length,
    r2Key: key,
    createdAt: now,
  };
  try {
    // The count again inside the insert: two uploads at the same moment cannot both take the 20th place.
    await db.batch([
      insertWhere(db, caseAttachments, row, sql`${countOf(problemId)} < ${CASE_LIMITS.attachmentsPerReport}`),
      releaseReportMail(db, problemId, now),
    ]);
  } catch (err) {
    await files.delete(key);
    throw err;
  }
  const stored = await db.query.caseAttachments.findFirst({ where: eq(caseAttachments.r2Key, key) });
  if (!stored) {
    await files.delete(key);
    throw conflict(CASE_MSG.tooMany);
  }
  return toAttachment(stored);
}

/** Document `id` of report `problemId`, or 404. */
export async function findDocument(db: Db, problemId: number, id: number): Promise<CaseAttachmentRow> {
  const row = await db.query.caseAttachments.findFirst({
    where: and(eq(caseAttachments.id, id), eq(caseAttachments.problemId, problemId)),
  });
  if (!row) throw notFound(CASE_MSG.notFound);
  return row;
}

/** Still the traveller's to remove or to attach: their own, not sent, not taken by a message or a queued mail. */
export const unsentUpload = (id: number) =>
  and(
    eq(caseAttachments.id, id),
    eq(caseAttachments.source, 'traveller'),
    isNull(caseAttachments.sentAt),
    isNull(caseAttachments.messageId),
    not(pendingInMail(id)),
  );

/** Removes the traveller's upload `row` and its bytes; 409 once a mail has taken it. */
export async function removeUpload(db: Db, files: R2Bucket, row: CaseAttachmentRow) {
  if (row.source !== 'traveller') throw conflict(CASE_MSG.fromCompany);
  const deleted = await db.delete(caseAttachments).where(unsentUpload(row.id)).returning({ id: caseAttachments.id });
  if (!deleted.length) throw conflict(CASE_MSG.alreadySent);
  await files.delete(row.r2Key);
}
