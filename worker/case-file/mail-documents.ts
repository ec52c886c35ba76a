// Documents that go out with a mail (docs/api.md#case-file), in Resend's shape: `attachments: [{ filename,
// content (base64), content_type }]`. A traveller's message names its documents when it is queued. The report's
// mail to the company takes the uploads made before it goes: the run that first claims it pins them to the outbox
// row (attachment_ids), so every retry sends the same request under the same Idempotency-Key, and an upload that
// comes later stays for a message. Once the provider took the mail, its documents are marked sent.
import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { caseAttachments, mailOutbox, type MailRow } from '../../schema';
import type { Db } from '../db';
import type { MailAttachment, MailDocuments } from '../mail/deliver';

/** What one mail carries at most, before base64: the provider takes 40 MB a mail with the encoding's third added. */
export const MAIL_DOCUMENTS_MAX_BYTES = 20 * 1024 * 1024;
/**
 * How long a report's mail waits for the documents the form announced (POST /api/problems `documents`): a form
 * closed halfway through its uploads must not keep the company's mail back for good.
 */
export const DOCUMENT_HOLD_SECONDS = 15 * 60;

const idsOf = (json: string | null) => (json ? (JSON.parse(json) as number[]) : null);

/** Base64 without Buffer: in slices, so a 10 MiB file does not need one call with millions of arguments. */
export function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * The value of attachment_ids when a delivery run claims a row: a report's mail not yet pinned takes the report's
 * uploads that have not gone anywhere, oldest first, as many as one mail carries; any other row keeps its own. In
 * the claim's own statement, so it costs the delivery no round trip.
 */
export const pinOnClaim = sql`CASE WHEN ${mailOutbox.kind} = 'report-airline' AND ${mailOutbox.attachmentIds} IS NULL
  THEN (SELECT json_group_array(a.id) FROM case_attachments a
    WHERE a.problem_id = ${mailOutbox.refId} AND a.source = 'traveller' AND a.sent_at IS NULL AND a.message_id IS NULL
      AND (SELECT sum(b.size) FROM case_attachments b
        WHERE b.problem_id = a.problem_id AND b.source = 'traveller' AND b.sent_at IS NULL AND b.message_id IS NULL
          AND b.id <= a.id) <= ${MAIL_DOCUMENTS_MAX_BYTES})
  ELSE ${mailOutbox.attachmentIds} END`;

/** The documents of `mail` read from R2, and their ids (a missing object is left out, never a failed mail). */
export async function mailDocuments(
  db: Db,
  files: R2Bucket | undefined,
  mail: MailRow,
): Promise<{ ids: number[]; attachments: MailAttachment[] }> {
  const ids = idsOf(mail.attachmentIds);
  if (!ids?.length || !files) return { ids: [], attachments: [] };
  const rows = await db.select().from(caseAttachments).where(inArray(caseAttachments.id, ids));
  const sent: number[] = [];
  const attachments: MailAttachment[] = [];
  for (const row of rows.sort((a, b) => a.id - b.id)) {
    const obj = await files.get(row.r2Key);
    if (!obj) continue;
    attachments.push({
      filename: row.filename,
      content: base64(new Uint8Array(await obj.arrayBuffer())),
      content_type: row.contentType,
    });
    sent.push(row.id);
  }
  return { ids: sent, attachments };
}

/** Marks the documents of a delivered mail sent (in the batch that settles its outbox row). */
export const markDocumentsSent = (db: Db, ids: number[], now: string) =>
  db
    .update(caseAttachments)
    .set({ sentAt: now })
    .where(and(inArray(caseAttachments.id, ids), isNull(caseAttachments.sentAt)));

/**
 * The report's mail waits no longer once the uploads the form announced are all there: due at once. Goes in the
 * upload's batch, after its insert.
 */
export const releaseReportMail = (db: Db, problemId: number, now: string) =>
  db
    .update(mailOutbox)
    .set({ nextAttemptAt: now })
    .where(
      and(
        eq(mailOutbox.kind, 'report-airline'),
        eq(mailOutbox.refId, problemId),
        eq(mailOutbox.status, 'queued'),
        eq(mailOutbox.attempts, 0),
        sql`${mailOutbox.heldForDocuments} > 0`,
        lte(
          mailOutbox.heldForDocuments,
          sql`(SELECT count(*) FROM ${caseAttachments} WHERE ${caseAttachments.problemId} = ${problemId} AND ${caseAttachments.source} = 'traveller')`,
        ),
        sql`${mailOutbox.nextAttemptAt} > ${now}`,
      ),
    );

/**
 * An upload that a mail not yet delivered is to carry (pinned to a report's mail, or named by a queued message):
 * it can no longer be removed or given to another message.
 */
export const pendingInMail = (id: number) =>
  sql`EXISTS (SELECT 1 FROM ${mailOutbox}, json_each(${mailOutbox.attachmentIds}) AS j WHERE ${mailOutbox.attachmentIds} IS NOT NULL AND ${mailOutbox.status} IN ('queued', 'sending') AND j.value = ${id})`;

/** The case file's documents (bytes in `files`) as the outbox's delivery carries them (wired by worker/delivery.ts). */
export const caseMailDocuments = (files: R2Bucket | undefined): MailDocuments => ({
  pinOnClaim,
  read: (db, mail) => mailDocuments(db, files, mail),
  markSent: markDocumentsSent,
});
