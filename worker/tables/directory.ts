// The airline directory: the companies and their contacts, the counts kept beside them by triggers, the
// subscribers' corrections of a contact and the record of each contact a subscriber opened.
import {
  type AnySQLiteColumn,
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core';
import {
  AIRLINE_CATEGORIES,
  CONTACT_TYPES,
  CHECKED_CONTACTS,
  CONTACT_CHECK_OUTCOMES,
  CORRECTION_ORIGINS,
  QUEUE_FIELDS,
  CORRECTION_PROBLEMS,
  CORRECTION_STATUSES,
  REGIONS,
} from '../contracts';
import { users } from './accounts';
import { problemReports } from './problems';
import { belongsTo, bool, now, serialId } from './columns';

export const airlines = sqliteTable(
  'airlines',
  {
    id: serialId(),
    name: text('name').notNull(),
    category: text('category', { enum: AIRLINE_CATEGORIES }).notNull(),
    country: text('country').notNull(),
    region: text('region', { enum: REGIONS }).notNull(), // derived from country when written
    phone: text('phone').notNull().default(''),
    // ISO 3166-1 alpha-2 code of the country the phone serves when it is not the company's home country (a US
    // toll-free number of a European airline), '' otherwise. Written with the phone (upsert-sql.ts).
    phoneRegion: text('phone_region').notNull().default(''),
    email: text('email').notNull().default(''),
    website: text('website').notNull().default(''),
    iataCode: text('iata_code').notNull().default(''),
    icaoCode: text('icao_code').notNull().default(''),
    featured: bool('featured').notNull().default(false),
    // The company's own complaint or feedback form (a page on its own site), '' when none is published.
    complaintFormUrl: text('complaint_form_url').notNull().default(''),
    // What the form is for when it serves one market or one kind of claim only ("EU261 compensation claims"),
    // '' when it takes any complaint. Written with the form.
    formScope: text('form_scope').notNull().default(''),
    // Provenance: for each published contact, the page where the company publishes it. A contact without
    // its source is refused by the import and the data checks, so a traveller can always see where it came from.
    phoneSource: text('phone_source').notNull().default(''),
    emailSource: text('email_source').notNull().default(''),
    complaintFormSource: text('complaint_form_source').notNull().default(''),
    // YYYY-MM-DD the contacts were last checked against their sources; '' when never.
    contactsCheckedAt: text('contacts_checked_at').notNull().default(''),
    // Count of recorded contact events, kept here so the popularity sort needs no join.
    // Demand: contacts opened plus reports filed (a trigger on problem_reports adds these,
    // migrations/0018_directory_learns.sql), kept here so the popularity sort needs no join.
    popularity: integer('popularity').notNull().default(0),
    // Place among the largest airlines by passengers (worker/directory/largest-airlines.csv, written by the seed
    // and the import), NULL for the rest: the popularity order's second key and the coverage list's.
    sizeRank: integer('size_rank'),
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

// Subscribers' reports of a wrong, dead or missing contact; an admin applies or dismisses each one.
// Applying writes the airline through the import's rules and keeps the old and new value here (the audit).
export const contactCorrections = sqliteTable(
  'contact_corrections',
  {
    id: serialId(),
    airlineId: belongsTo('airline_id', () => airlines.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    field: text('field', { enum: QUEUE_FIELDS }).notNull(),
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
    // Who proposed it: a subscriber (userId), an answer to a case from an address the directory lacks, or the
    // scheduled source check that no longer finds the contact on its page.
    origin: text('origin', { enum: CORRECTION_ORIGINS }).notNull().default('subscriber'),
    // The case whose answer proposed it (origin case-answer); NULL once that report is gone.
    problemId: integer('problem_id').references((): AnySQLiteColumn => problemReports.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('contact_corrections_status').on(t.status, t.createdAt),
    index('contact_corrections_airline').on(t.airlineId),
  ],
);

export const contactAccessTransactions = sqliteTable(
  'contact_access_transactions',
  {
    id: serialId(),
    userId: belongsTo('user_id', () => users.id),
    airlineId: belongsTo('airline_id', () => airlines.id),
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

// The scheduled re-reading of each contact's source page (worker/directory/source-check.ts): one row per
// airline and contact, the last outcome and how many checks in a row did not find the contact. `stale` is set
// when it was not found twice in a row or the page is gone, and stays until an admin acts on the contact.
export const contactChecks = sqliteTable(
  'contact_checks',
  {
    airlineId: belongsTo('airline_id', () => airlines.id),
    contact: text('contact', { enum: CHECKED_CONTACTS }).notNull(),
    // The page that was read: when the contact's source changes, the misses start again.
    sourceUrl: text('source_url').notNull(),
    at: text('at').notNull(),
    outcome: text('outcome', { enum: CONTACT_CHECK_OUTCOMES }).notNull(),
    misses: integer('misses').notNull().default(0),
    stale: bool('stale').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.airlineId, t.contact] }), index('contact_checks_at').on(t.at)],
);

export type AirlineRow = typeof airlines.$inferSelect;
export type ContactCorrectionRow = typeof contactCorrections.$inferSelect;
