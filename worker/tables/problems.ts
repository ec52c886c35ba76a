// Problem reports: the traveller's report to a company, the steps of its case and the reminders of its deadlines.
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import {
  EMAIL_STATUSES,
  HISTORY_EVENTS,
  LANGUAGES,
  PROBLEM_CATEGORY_IDS,
  PROBLEM_STATUSES,
  REPORT_CHANNELS,
  SUBMITTED_VIA,
  type ReminderKind,
} from '../contracts';
import { users } from './accounts';
import { belongsTo, now, serialId } from './columns';
import { airlines } from './directory';

export const problemReports = sqliteTable(
  'problem_reports',
  {
    id: serialId(),
    userId: belongsTo('user_id', () => users.id),
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
    // How the traveller said they sent it (SUBMITTED_VIA), with formSubmittedAt; NULL before.
    submittedVia: text('submitted_via', { enum: SUBMITTED_VIA }),
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
    // The company's answer record (docs/api.md#the-directory-learns) reads these two, kept by the code that
    // records each event: when the letter went out (the e-mail delivered, or the form submitted) and when the
    // company's first answer (reply, forwarded, or a confirmed message) reached the case.
    letterSentAt: text('letter_sent_at'),
    firstAnswerAt: text('first_answer_at'),
    // The language the letter is written in (docs/api.md#languages), and for a letter not in English the same
    // letter in English, kept beside it for the traveller ('' for an English letter).
    letterLanguage: text('letter_language', { enum: LANGUAGES }).notNull().default('en'),
    letterEnglish: text('letter_english').notNull().default(''),
  },
  (t) => [
    uniqueIndex('problem_reports_reply_address').on(t.replyAddress),
    index('problem_reports_user_submitted').on(t.userId, t.dateSubmitted),
    index('problem_reports_submitted').on(t.dateSubmitted),
    index('problem_reports_airline_sent').on(t.airlineId, t.letterSentAt),
    index('problem_reports_airline_submitted').on(t.airlineId, t.dateSubmitted),
  ],
);

export const problemStatusHistory = sqliteTable(
  'problem_status_history',
  {
    id: serialId(),
    problemId: belongsTo('problem_id', () => problemReports.id),
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

// Reminders of a case's deadlines (the traveller's own, and the end of the company's answer window), one per
// report, kind and date: the unique index makes the scheduled handler queue each one once.
export const reportReminders = sqliteTable(
  'report_reminders',
  {
    id: serialId(),
    problemId: belongsTo('problem_id', () => problemReports.id),
    kind: text('kind').$type<ReminderKind>().notNull(),
    deadline: text('deadline').notNull(), // YYYY-MM-DD
    queuedAt: text('queued_at').notNull().default(now),
  },
  (t) => [uniqueIndex('report_reminders_once').on(t.problemId, t.kind, t.deadline)],
);

export type ProblemRow = typeof problemReports.$inferSelect;
