// The traveller confirms that a message from an unknown sender is the company's answer
// (docs/api.md#who-may-answer-a-case): it becomes a reply and counts as one (status, history, the answer
// deadline), and its sender's domain is proposed to the admins for the company. One batch, every write guarded
// by the message still being unverified, so two confirmations at once count once.
import { and, eq, sql } from 'drizzle-orm';
import { caseMessages, companyAnswerDomains } from '../../schema';
import { CASE_MSG } from '../contracts/case-file';
import type { Db } from '../db';
import { proposeAnswerDomain } from '../directory/proposals';
import { emailDomain } from '../directory/official-domains';
import { conflict, notFound } from '../lib/errors';
import { insertWhere } from '../lib/insert-where';
import { replyWrites } from './inbound';
import { addressIn } from './sender-trust';

export async function confirmAnswer(
  db: Db,
  report: { id: number; airlineId: number },
  messageId: number,
  now = new Date().toISOString(),
) {
  const [message] = await db
    .select({ kind: caseMessages.kind, from: caseMessages.fromAddress })
    .from(caseMessages)
    .where(
      and(eq(caseMessages.id, messageId), eq(caseMessages.problemId, report.id), eq(caseMessages.direction, 'in')),
    );
  if (!message) throw notFound(CASE_MSG.noMessage);
  if (message.kind !== 'unverified') throw conflict(CASE_MSG.notUnverified);
  const still = sql`EXISTS (SELECT 1 FROM ${caseMessages} WHERE ${caseMessages.id} = ${messageId} AND ${caseMessages.kind} = 'unverified')`;
  const domain = emailDomain(addressIn(message.from));
  await db.batch([
    ...replyWrites(db, report.id, still, now, []),
    ...(domain
      ? [
          insertWhere(
            db,
            companyAnswerDomains,
            { airlineId: report.airlineId, domain, problemId: report.id, createdAt: now },
            still,
          ).onConflictDoNothing(),
          // The admins see it in their queue, with the day and the report; applying it confirms the domain.
          proposeAnswerDomain(db, domain, { airlineId: report.airlineId, problemId: report.id, now }, still),
        ]
      : []),
    db
      .update(caseMessages)
      .set({ kind: 'reply' })
      .where(and(eq(caseMessages.id, messageId), eq(caseMessages.kind, 'unverified'))),
  ]);
}
