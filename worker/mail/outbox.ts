// Queueing a mail is a row in mail_outbox written in the caller's db.batch, so a mail exists exactly
// when the change it reports does (PRODUCT.md point 7). Delivery happens later (deliver.ts).
import type { Db } from '../db';
import { mailOutbox } from '../../schema';

export type MailKind = 'password-reset' | 'password-changed' | 'report-airline' | 'report-copy' | 'status-change' | 'reminder' | 'case-reminder';

export interface Mail {
  kind: MailKind;
  to: string[];
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  refId?: number;
}

/** Header fields must never carry a line break (no header injection through any user field). */
const headerSafe = (s: string) => s.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();

/** The outbox row for a mail, with header fields made safe; one place for queueMail and queueMailIf. */
export function outboxRow(mail: Mail) {
  return {
    idempotencyKey: crypto.randomUUID(),
    kind: mail.kind,
    refId: mail.refId ?? null,
    toAddresses: JSON.stringify(mail.to.map(headerSafe)),
    replyTo: mail.replyTo ? headerSafe(mail.replyTo) : null,
    subject: headerSafe(mail.subject).slice(0, 250),
    textBody: mail.text,
    htmlBody: mail.html,
  };
}

export function queueMail(db: Db, mail: Mail) {
  return db.insert(mailOutbox).values(outboxRow(mail));
}
