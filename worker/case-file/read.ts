// Reading a report's case file: its messages (text from R2) and its documents, for the report page and the PDF.
import { asc, eq } from 'drizzle-orm';
import { caseAttachments, caseMessages, type CaseAttachmentRow } from '../../schema';
import type { CaseAttachment, CaseMessage } from '../contracts/case-file';
import type { Db } from '../db';

export const toAttachment = (a: CaseAttachmentRow): CaseAttachment => ({
  id: a.id,
  filename: a.filename,
  contentType: a.contentType,
  size: a.size,
  createdAt: a.createdAt,
  source: a.source,
  sentAt: a.sentAt,
});

/** The text of a message, '' when its object is missing (it is never a reason to fail the whole case). */
async function bodyText(files: R2Bucket | undefined, key: string): Promise<string> {
  if (!files) return '';
  const obj = await files.get(key);
  return obj ? obj.text() : '';
}

/** The case file of report `problemId`: messages oldest first with their documents, and every document. */
export async function readCaseFile(
  db: Db,
  files: R2Bucket | undefined,
  problemId: number,
): Promise<{ messages: CaseMessage[]; attachments: CaseAttachment[] }> {
  const [messages, attachments] = await db.batch([
    db
      .select()
      .from(caseMessages)
      .where(eq(caseMessages.problemId, problemId))
      .orderBy(asc(caseMessages.at), asc(caseMessages.id)),
    db
      .select()
      .from(caseAttachments)
      .where(eq(caseAttachments.problemId, problemId))
      .orderBy(asc(caseAttachments.createdAt), asc(caseAttachments.id)),
  ]);
  const texts = await Promise.all(messages.map((m) => bodyText(files, m.bodyKey)));
  return {
    attachments: attachments.map(toAttachment),
    messages: messages.map((m, i) => ({
      id: m.id,
      direction: m.direction,
      kind: m.kind,
      from: m.fromAddress,
      to: m.toAddress,
      subject: m.subject,
      text: texts[i]!,
      at: m.at,
      attachments: attachments.filter((a) => a.messageId === m.id).map(toAttachment),
      dropped: JSON.parse(m.dropped) as string[],
    })),
  };
}

/**
 * Every document of a case as the case download holds them (GET /api/problems/:id/case.zip): under `documents/`,
 * the id first so two files of one name never collide, oldest first.
 */
export async function caseDocumentFiles(db: Db, problemId: number) {
  const rows = await db
    .select({ id: caseAttachments.id, filename: caseAttachments.filename, r2Key: caseAttachments.r2Key })
    .from(caseAttachments)
    .where(eq(caseAttachments.problemId, problemId))
    .orderBy(asc(caseAttachments.createdAt), asc(caseAttachments.id));
  return rows.map((r) => ({ r2Key: r.r2Key, path: `documents/${r.id}-${r.filename}` }));
}
