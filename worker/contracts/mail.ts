// The kinds of mail the app sends and the states of a mail in the outbox (the mail_outbox table): one list each,
// so the schema's columns, the mail builders and the delivery share one type.

export const MAIL_KINDS = [
  'password-reset',
  'password-changed',
  'account-deleted',
  'report-airline',
  'report-copy',
  'status-change',
  'reminder',
  'case-reminder',
  'case-message',
  'case-reply',
  'case-unknown-sender',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** queued, then sending while one delivery run holds its lease, then sent or failed for good. */
export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
