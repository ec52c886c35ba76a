// Queueing a mail is a row in mail_outbox written in the caller's db.batch, so a mail exists exactly
// when the change it reports does (docs/decisions.md#p7). Delivery happens later (deliver.ts). queueMail is
// the one way to queue: plain, behind a guard, or about a row the same batch has just inserted.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db';
import { mailOutbox } from '../../schema';
import { insertWhere } from '../lib/insert-where';
import type { Mail } from './mail';

export type { Mail } from './mail';

export interface QueueOptions {
  /**
   * The row is written only when this holds at that moment inside the batch: a mail that must exist
   * exactly when a guarded change happens (a status change that won its race, a reminder not yet sent).
   */
  onlyIf?: SQL;
  /**
   * The mail is about a row inserted earlier in the same batch, whose id the database has only just
   * chosen: `id` reads it back, and it becomes the mail's refId and replaces `placeholder` in the subject
   * and both bodies.
   */
  newRef?: { id: SQL; placeholder: string };
}

/** Header fields must never carry a line break (no header injection through any user field). */
const headerSafe = (s: string) => s.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();

/** The outbox row for a mail, with header fields made safe. */
function outboxRow(mail: Mail) {
  return {
    idempotencyKey: crypto.randomUUID(),
    kind: mail.kind,
    refId: mail.refId ?? null,
    toAddresses: JSON.stringify(mail.to.map(headerSafe)),
    replyTo: mail.replyTo ? headerSafe(mail.replyTo) : null,
    fromAddress: mail.from ? headerSafe(mail.from) : null,
    headers: mail.headers
      ? JSON.stringify(Object.fromEntries(Object.entries(mail.headers).map(([k, v]) => [headerSafe(k), headerSafe(v)])))
      : null,
    attachmentIds: mail.attachmentIds?.length ? JSON.stringify(mail.attachmentIds) : null,
    heldForDocuments: mail.heldForDocuments ?? 0,
    ...(mail.notBefore ? { nextAttemptAt: mail.notBefore } : {}),
    subject: headerSafe(mail.subject).slice(0, 250),
    textBody: mail.text,
    htmlBody: mail.html,
  };
}

export function queueMail(db: Db, mail: Mail, opts: QueueOptions = {}) {
  const row = outboxRow(mail);
  const ref = opts.newRef;
  const withRef = (text: string) => (ref ? sql`replace(${text}, ${ref.placeholder}, ${ref.id})` : text);
  const values = ref
    ? {
        ...row,
        refId: ref.id,
        subject: withRef(row.subject),
        textBody: withRef(row.textBody),
        htmlBody: withRef(row.htmlBody),
      }
    : row;
  return opts.onlyIf ? insertWhere(db, mailOutbox, values, opts.onlyIf) : db.insert(mailOutbox).values(values);
}
