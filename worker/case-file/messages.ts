// The traveller's message to the company (docs/api.md#case-file): written from the report's case address, so
// the company's answer comes back into the case; threaded to the company's last message (In-Reply-To,
// References); queued through the outbox like every mail, with the documents the traveller chose. The text is
// kept in R2 (FILES), the message in case_messages, and the step in the report's history.
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { caseAttachments, caseMessages, mailOutbox, problemStatusHistory } from '../../schema';
import type { CaseMessage } from '../contracts/case-file';
import { CASE_MSG } from '../contracts/case-file';
import { passengerName, type ProblemStatus } from '../contracts/problems';
import type { Db } from '../db';
import { badRequest, conflict } from '../lib/errors';
import { htmlMail } from '../mail/html';
import { queueMail } from '../mail/outbox';
import { onBehalfOf } from '../mail/sender';
import { unsentUpload } from './documents';
import { MAIL_DOCUMENTS_MAX_BYTES } from './mail-documents';
import { toAttachment } from './read';
import { addressIn } from './sender-trust';

const TOO_LARGE = 'These documents together are larger than one e-mail can carry (20 MB). Send them in two messages.';

/** A Message-ID as it goes in a header: in angle brackets. */
const bracketed = (id: string) => (id.startsWith('<') ? id : `<${id}>`);

const reSubject = (subject: string) => (/^re:/i.test(subject.trim()) ? subject.trim() : `Re: ${subject.trim()}`);

/** The report's mail to the company as queued at filing: where it went and its subject. */
async function reportMail(db: Db, problemId: number) {
  const [row] = await db
    .select({ to: mailOutbox.toAddresses, subject: mailOutbox.subject })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'report-airline'), eq(mailOutbox.refId, problemId)))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return row ? { to: JSON.parse(row.to) as string[], subject: row.subject } : undefined;
}

/**
 * The company's last message in the case (a reply or an automatic answer), which the traveller answers; never one
 * from an unknown sender, whose thread is not the company's.
 */
async function lastInbound(db: Db, problemId: number) {
  const [row] = await db
    .select()
    .from(caseMessages)
    .where(
      and(eq(caseMessages.problemId, problemId), eq(caseMessages.direction, 'in'), ne(caseMessages.kind, 'unverified')),
    )
    .orderBy(desc(caseMessages.at), desc(caseMessages.id))
    .limit(1);
  return row;
}

/** The address the company's last reply to the case came from (a reply, not a forward or an unknown sender). */
async function lastCompanyAddress(db: Db, problemId: number) {
  const [row] = await db
    .select({ from: caseMessages.fromAddress })
    .from(caseMessages)
    .where(and(eq(caseMessages.problemId, problemId), eq(caseMessages.direction, 'in'), eq(caseMessages.kind, 'reply')))
    .orderBy(desc(caseMessages.at), desc(caseMessages.id))
    .limit(1);
  return row ? addressIn(row.from) : undefined;
}

/** The documents named in the message: the traveller's own uploads of this report that no mail has taken. */
async function chosenDocuments(db: Db, problemId: number, ids: number[]) {
  if (!ids.length) return [];
  const rows = await db
    .select()
    .from(caseAttachments)
    .where(and(eq(caseAttachments.problemId, problemId), inArray(caseAttachments.id, ids)));
  const usable = await Promise.all(rows.map(async (r) => (await db.$count(caseAttachments, unsentUpload(r.id))) === 1));
  if (rows.length !== ids.length || usable.includes(false))
    throw badRequest(CASE_MSG.attachmentIds, [{ path: 'attachmentIds', message: CASE_MSG.attachmentIds }]);
  if (rows.reduce((n, r) => n + r.size, 0) > MAIL_DOCUMENTS_MAX_BYTES)
    throw badRequest(TOO_LARGE, [{ path: 'attachmentIds', message: TOO_LARGE }]);
  return rows;
}

/** What a traveller's message needs of its report (a row of problems/queries.ts with a case address). */
export interface MessageReport {
  id: number;
  status: ProblemStatus;
  replyAddress: string;
  airlineEmail: string;
  contactEmail: string;
  /** The passengers as stored: a JSON list, or null. */
  passengers: string | null;
}

/**
 * Queues `text` from the traveller to the company of `report` (which has a reply address) with the documents
 * `attachmentIds`; answers the stored message.
 */
export async function sendCaseMessage(
  db: Db,
  files: R2Bucket,
  report: MessageReport,
  userId: number,
  body: { text: string; attachmentIds?: number[] | undefined },
  now: string,
): Promise<CaseMessage> {
  const documents = await chosenDocuments(db, report.id, body.attachmentIds ?? []);
  const [sent, parent, answeredFrom] = await Promise.all([
    reportMail(db, report.id),
    lastInbound(db, report.id),
    lastCompanyAddress(db, report.id),
  ]);
  // Where the company reads it: the address AirDesk e-mailed the report to; for a letter the traveller sent
  // through a form or by other means, the address the company answered the case from.
  const to = sent?.to ?? (answeredFrom ? [answeredFrom] : report.airlineEmail ? [report.airlineEmail] : null);
  if (!to) throw conflict(CASE_MSG.noCompanyAddress);
  const subject = reSubject(parent?.subject || sent?.subject || `Passenger report #${report.id}`);
  const domain = report.replyAddress.split('@')[1]!;
  const messageId = `<${crypto.randomUUID()}@${domain}>`;
  const threading: Record<string, string> = parent
    ? {
        'In-Reply-To': bracketed(parent.messageId),
        References: [parent.inReplyTo, parent.messageId].filter(Boolean).map(bracketed).join(' '),
      }
    : {};
  // The company reads the case under the passenger's name, as it read the report (problems/report-mails.ts).
  const passengers = report.passengers ? (JSON.parse(report.passengers) as { fullName: string }[]) : [];
  const who = passengerName({ passengers, contactEmail: report.contactEmail });
  const footer = `${who}, passenger (AirDesk case #${report.id}). Answer this e-mail to reach the passenger; your answer is kept with the case.`;

  const bodyKey = `cases/${report.id}/messages/${crypto.randomUUID()}.txt`;
  const bytes = new TextEncoder().encode(body.text);
  await files.put(bodyKey, bytes, { httpMetadata: { contentType: 'text/plain; charset=utf-8' } });
  const ids = documents.map((d) => d.id);
  const newMessage = sql`(SELECT ${caseMessages.id} FROM ${caseMessages} WHERE ${caseMessages.problemId} = ${report.id} AND ${caseMessages.messageId} = ${messageId})`;
  try {
    const [inserted] = await db.batch([
      db
        .insert(caseMessages)
        .values({
          problemId: report.id,
          direction: 'out',
          kind: 'message',
          fromAddress: report.replyAddress,
          toAddress: to.join(', '),
          subject,
          messageId,
          inReplyTo: parent ? bracketed(parent.messageId) : '',
          bodyKey,
          bodyBytes: bytes.length,
          at: now,
          userId,
        })
        .returning({ id: caseMessages.id }),
      db
        .update(caseAttachments)
        .set({ messageId: newMessage })
        .where(and(inArray(caseAttachments.id, ids.length ? ids : [0]), eq(caseAttachments.problemId, report.id))),
      db.insert(problemStatusHistory).values({
        problemId: report.id,
        status: report.status,
        event: 'message',
        changedAt: now,
        changedBy: userId,
      }),
      queueMail(db, {
        kind: 'case-message',
        refId: report.id,
        to,
        from: onBehalfOf(who, report.replyAddress),
        replyTo: report.replyAddress,
        headers: { 'Message-ID': messageId, ...threading },
        attachmentIds: ids,
        subject,
        text: `${body.text}\n\n--\n${footer}`,
        html: htmlMail(subject, [body.text, footer]),
      }),
    ]);
    return {
      id: inserted[0]!.id,
      direction: 'out',
      kind: 'message',
      from: report.replyAddress,
      to: to.join(', '),
      subject,
      text: body.text,
      at: now,
      attachments: documents.map(toAttachment),
      dropped: [],
    };
  } catch (err) {
    await files.delete(bodyKey);
    throw err;
  }
}
