// The mail outbox: every mail the worker sends is queued here in the same batch as the change it reports.
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
// The outbox's kinds and states are the worker's alone, so the SPA's contracts index does not carry them.
import { MAIL_KINDS, MAIL_STATUSES } from '../contracts/mail';
import { now, serialId } from './columns';

export const mailOutbox = sqliteTable(
  'mail_outbox',
  {
    id: serialId(),
    // Sent to the provider as Idempotency-Key, so a retried send is never delivered twice.
    idempotencyKey: text('idempotency_key').notNull(),
    kind: text('kind', { enum: MAIL_KINDS }).notNull(),
    refId: integer('ref_id'), // e.g. the problem report a mail belongs to
    toAddresses: text('to_addresses').notNull(), // JSON array
    replyTo: text('reply_to'),
    // The sender when not MAIL_FROM (a traveller's message from the case address), else NULL.
    fromAddress: text('from_address'),
    // Extra headers (JSON object): In-Reply-To and References of a threaded message.
    headers: text('headers'),
    // Case attachments that go with the mail (JSON array of case_attachments ids), read from R2 when sent.
    attachmentIds: text('attachment_ids'),
    // A report's mail to the company waits (until next_attempt_at at the latest) for this many documents that the
    // report form uploads right after filing; the upload that completes them makes it due at once. 0: no wait.
    heldForDocuments: integer('held_for_documents').notNull().default(0),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: text('next_attempt_at').notNull().default(now),
    // While "sending", the claim is only valid until this time; after it another run may retry.
    leaseUntil: text('lease_until'),
    lastError: text('last_error'),
    createdAt: text('created_at').notNull().default(now),
    sentAt: text('sent_at'),
  },
  (t) => [
    uniqueIndex('mail_outbox_idempotency_unique').on(t.idempotencyKey),
    index('mail_outbox_due').on(t.status, t.nextAttemptAt),
    index('mail_outbox_ref').on(t.kind, t.refId),
  ],
);

export type MailRow = typeof mailOutbox.$inferSelect;
