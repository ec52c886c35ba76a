import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { ANSWER_DOMAIN_STATUSES, ATTACHMENT_SOURCES, MESSAGE_DIRECTIONS, MESSAGE_KINDS } from '../contracts';
import { users } from './accounts';
import { belongsTo, now, serialId } from './columns';
import { airlines } from './directory';
import { problemReports } from './problems';

// The case file (docs/api.md#case-file): the company's replies (inbound, through the email() handler) and the
// traveller's messages (outbound, through the outbox). D1 holds what is queried; the text of each message is
// in R2 (FILES, key in body_key), so a long thread does not grow the database.
export const caseMessages = sqliteTable(
  'case_messages',
  {
    id: serialId(),
    problemId: belongsTo('problem_id', () => problemReports.id),
    direction: text('direction', { enum: MESSAGE_DIRECTIONS }).notNull(),
    kind: text('kind', { enum: MESSAGE_KINDS }).notNull(),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull().default(''),
    // RFC 5322 Message-ID: an inbound mail delivered twice is stored once; an outbound one is threaded with it.
    messageId: text('message_id').notNull(),
    inReplyTo: text('in_reply_to').notNull().default(''),
    bodyKey: text('body_key').notNull(),
    bodyBytes: integer('body_bytes').notNull().default(0),
    // Names of inbound attachments that were not kept (type or size), JSON array.
    dropped: text('dropped').notNull().default('[]'),
    at: text('at').notNull().default(now),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('case_messages_problem_message_id').on(t.problemId, t.messageId),
    index('case_messages_problem_at').on(t.problemId, t.at),
  ],
);

// Documents of a case: the traveller's uploads and the company's attachments, the bytes in R2 (FILES).
export const caseAttachments = sqliteTable(
  'case_attachments',
  {
    id: serialId(),
    problemId: belongsTo('problem_id', () => problemReports.id),
    // The message it came with or went out with; NULL for an upload not yet sent with a message.
    messageId: integer('message_id').references(() => caseMessages.id, { onDelete: 'set null' }),
    source: text('source', { enum: ATTACHMENT_SOURCES }).notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    r2Key: text('r2_key').notNull(),
    createdAt: text('created_at').notNull().default(now),
    // When it went out to the company (with the report's mail or a message); a traveller may remove it until then.
    sentAt: text('sent_at'),
  },
  (t) => [index('case_attachments_problem').on(t.problemId)],
);

// The domains a company answers from beyond those the directory shows (its website's and its e-mail's): a
// traveller who confirms a message from an unknown sender as the company's answer proposes its domain
// ('proposed'); only a domain an admin confirmed ('confirmed') makes later mail from it count as the company's
// (docs/api.md#who-may-answer-a-case). The domain is the registrable one, lower case.
export const companyAnswerDomains = sqliteTable(
  'company_answer_domains',
  {
    id: serialId(),
    airlineId: belongsTo('airline_id', () => airlines.id),
    domain: text('domain').notNull(),
    status: text('status', { enum: ANSWER_DOMAIN_STATUSES }).notNull().default('proposed'),
    // The case whose confirmed message proposed it; NULL once that report is gone.
    problemId: integer('problem_id').references(() => problemReports.id, { onDelete: 'set null' }),
    createdAt: text('created_at').notNull().default(now),
    decidedAt: text('decided_at'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('company_answer_domains_airline_domain').on(t.airlineId, t.domain)],
);

export type CaseMessageRow = typeof caseMessages.$inferSelect;
export type CaseAttachmentRow = typeof caseAttachments.$inferSelect;
