// The shape of a mail, apart from the outbox that queues it (outbox.ts): the modules that write mails need the
// shape and nothing of the database, so they load in plain Node too (the node tests of the reminders).
import type { MailKind } from '../contracts/mail';

export interface Mail {
  kind: MailKind;
  to: string[];
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  refId?: number;
  /** The sender when not MAIL_FROM: a traveller's message goes from the report's case address. */
  from?: string;
  /** Threading of a message: In-Reply-To and References. */
  headers?: Record<string, string>;
  /** Documents (case_attachments ids) that go with the mail, read from R2 when it is sent. */
  attachmentIds?: number[];
  /** A report's mail waits for this many documents the form uploads right after filing, until `notBefore`. */
  heldForDocuments?: number;
  /** The mail is not sent before this time (ISO). */
  notBefore?: string;
}
