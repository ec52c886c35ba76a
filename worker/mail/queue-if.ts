// queueMail (outbox.ts) with a guard: the outbox row is written only when `guard` holds inside the batch.
// Used where a mail must exist exactly when a guarded change happens (a status change that won its
// race, a reminder not yet sent for this period). Normalises fields as queueMail does.
import type { SQL } from 'drizzle-orm';
import { mailOutbox } from '../../schema';
import type { Db } from '../db';
import { insertWhere } from '../lib/insert-where';
import type { Mail } from './outbox';

/** Header fields never carry a line break (no header injection), as in queueMail. */
const headerSafe = (s: string) => s.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();

export function queueMailIf(db: Db, mail: Mail, guard: SQL) {
  return insertWhere(
    db,
    mailOutbox,
    {
      idempotencyKey: crypto.randomUUID(),
      kind: mail.kind,
      refId: mail.refId ?? null,
      toAddresses: JSON.stringify(mail.to.map(headerSafe)),
      replyTo: mail.replyTo ? headerSafe(mail.replyTo) : null,
      subject: headerSafe(mail.subject).slice(0, 250),
      textBody: mail.text,
      htmlBody: mail.html,
    },
    guard,
  );
}
