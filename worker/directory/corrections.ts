// Contact corrections: what subscribers tell us about wrong, dead or missing contacts, and how an admin's
// decision changes the directory. Applying goes through validateCompanyRow, the rules of the CSV import,
// so a correction can never put into the directory what an import would refuse (a contact without its
// source page, an address on another company's domain, a form on a help-desk host).
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  airlines,
  companyAnswerDomains,
  contactChecks,
  contactCorrections,
  directoryState,
  users,
  type AirlineRow,
} from '../../schema';
import {
  caseAnswerSource,
  CHECKED_CONTACTS,
  CORRECTIONS_PAGE_SIZE,
  type CheckedContact,
  type Correction,
  type CorrectionField,
  type CorrectionStatus,
} from '../contracts';
import type * as z from 'zod/mini';
import type { correctionBody } from '../contracts/schemas/directory';
import type { Db } from '../db';
import { badRequest, conflict, notFound } from '../lib/errors';
import { insertWhere } from '../lib/insert-where';
import { validateCompanyRow, type CompanyRow } from './company-row';

/** What a suggestion says and where it stands: the admin's list shows it, and the account's data export holds it. */
export const suggestionColumns = {
  field: contactCorrections.field,
  problem: contactCorrections.problem,
  suggestedValue: contactCorrections.suggestedValue,
  sourceUrl: contactCorrections.sourceUrl,
  note: contactCorrections.note,
  status: contactCorrections.status,
  createdAt: contactCorrections.createdAt,
};

const columns = {
  id: contactCorrections.id,
  airlineId: contactCorrections.airlineId,
  airlineName: airlines.name,
  ...suggestionColumns,
  origin: contactCorrections.origin,
  problemId: contactCorrections.problemId,
  username: users.username,
  resolvedAt: contactCorrections.resolvedAt,
  previousValue: contactCorrections.previousValue,
  appliedValue: contactCorrections.appliedValue,
};

const joined = (db: Db) =>
  db
    .select(columns)
    .from(contactCorrections)
    .innerJoin(airlines, eq(airlines.id, contactCorrections.airlineId))
    .leftJoin(users, eq(users.id, contactCorrections.userId));

type Joined = Awaited<ReturnType<ReturnType<typeof joined>['where']>>[number];
const toCorrection = (r: Joined): Correction => r;

export async function listCorrections(db: Db, status: CorrectionStatus, page: number) {
  const where = eq(contactCorrections.status, status);
  const [rows, counted] = await db.batch([
    joined(db)
      .where(where)
      .orderBy(
        status === 'open' ? contactCorrections.createdAt : desc(contactCorrections.resolvedAt),
        contactCorrections.id,
      )
      .limit(CORRECTIONS_PAGE_SIZE)
      .offset((page - 1) * CORRECTIONS_PAGE_SIZE),
    db.select({ n: count() }).from(contactCorrections).where(where),
  ]);
  return { corrections: rows.map(toCorrection), total: counted[0]?.n ?? 0 };
}

export async function findCorrection(db: Db, id: number) {
  const [row] = await joined(db).where(eq(contactCorrections.id, id));
  if (!row) throw notFound('No such correction.');
  return toCorrection(row);
}

/** The airline as a CSV row (the import's column names), so the import's rules can judge a change. */
function asCsvRow(a: AirlineRow): Record<string, string> {
  return {
    name: a.name,
    category: a.category,
    country: a.country,
    iata_code: a.iataCode,
    icao_code: a.icaoCode,
    website: a.website,
    phone: a.phone,
    email: a.email,
    featured: String(a.featured),
    complaint_form_url: a.complaintFormUrl,
    phone_source: a.phoneSource,
    email_source: a.emailSource,
    complaint_form_source: a.complaintFormSource,
    checked_at: a.contactsCheckedAt,
    phone_region: a.phoneRegion,
    form_scope: a.formScope,
  };
}

// `about`: what the contact is for (the country a phone serves, a form's scope), said of the old value only: a
// corrected phone or form is taken as general until an admin's import says otherwise.
const CSV_COLUMN: Record<CorrectionField, { value: string; source?: string; about?: string }> = {
  phone: { value: 'phone', source: 'phone_source', about: 'phone_region' },
  email: { value: 'email', source: 'email_source' },
  website: { value: 'website' },
  complaintFormUrl: { value: 'complaint_form_url', source: 'complaint_form_source', about: 'form_scope' },
};

export const currentValue = (a: AirlineRow, field: CorrectionField) => a[field];

/**
 * The airline after the correction, or the import's reasons for refusing it. An empty value clears the
 * contact and its source (a dead or wrong contact with nothing better to put in its place).
 */
export function correctedAirline(
  a: AirlineRow,
  field: CorrectionField,
  value: string,
  sourceUrl: string,
  today: string,
) {
  const raw = asCsvRow(a);
  const col = CSV_COLUMN[field];
  if (col.about && raw[col.value]?.trim() !== value.trim()) raw[col.about] = '';
  raw[col.value] = value;
  if (col.source) raw[col.source] = value === '' ? '' : sourceUrl;
  raw.checked_at = today;
  return validateCompanyRow(raw);
}

export const AIRLINE_SET = (row: CompanyRow) => ({
  website: row.website,
  phone: row.phone,
  phoneSource: row.phoneSource,
  phoneRegion: row.phoneRegion,
  email: row.email,
  emailSource: row.emailSource,
  complaintFormUrl: row.complaintFormUrl,
  complaintFormSource: row.complaintFormSource,
  formScope: row.formScope,
  contactsCheckedAt: row.checkedAt,
  updatedAt: new Date().toISOString(),
});

const isChecked = (field: string): field is CheckedContact => (CHECKED_CONTACTS as readonly string[]).includes(field);

const checkOf = (airlineId: number, contact: CheckedContact) =>
  and(eq(contactChecks.airlineId, airlineId), eq(contactChecks.contact, contact));

/**
 * An admin kept the contact the source check no longer found (docs/api.md#the-directory-learns): its stale mark
 * and misses end, so it is checked again from scratch. Guarded like the correction's own write.
 */
const endStaleMark = (db: Db, airlineId: number, contact: CheckedContact, guard: SQL) =>
  db
    .update(contactChecks)
    .set({ stale: false, misses: 0 })
    .where(and(checkOf(airlineId, contact), guard));

/** An admin wrote the contact again (another value, source and day): the last check was of the old one. */
const forgetCheck = (db: Db, airlineId: number, contact: CheckedContact, guard: SQL) =>
  db.delete(contactChecks).where(and(checkOf(airlineId, contact), guard));

const stillOpen = (id: number) =>
  sql`EXISTS (SELECT 1 FROM ${contactCorrections} WHERE ${contactCorrections.id} = ${id} AND ${contactCorrections.status} = 'open')`;

/**
 * Applies an open correction. The airline update and the closing of the correction are one batch, and
 * both are guarded by the correction still being open: of two admins applying it at once, one wins whole.
 */
export async function applyCorrection(
  db: Db,
  id: number,
  adminId: number,
  override: { value?: string | undefined; sourceUrl?: string | undefined },
) {
  const correction = await findCorrection(db, id);
  if (correction.status !== 'open') throw conflict('This correction has already been closed.');
  if (correction.field === 'answerDomain') return confirmAnswerDomain(db, correction, adminId);
  const airline = await db.query.airlines.findFirst({ where: eq(airlines.id, correction.airlineId) });
  if (!airline) throw notFound('No airline with this id.');
  const value = override.value ?? correction.suggestedValue;
  // An address learned from an answer has no page: its source is the case it answered, on that day.
  const sourceUrl =
    override.sourceUrl ??
    (correction.origin === 'case-answer' && correction.sourceUrl === ''
      ? caseAnswerSource(correction.createdAt.slice(0, 10))
      : correction.sourceUrl);
  const now = new Date().toISOString();
  const field = correction.field;
  const result = correctedAirline(airline, field, value, sourceUrl, now.slice(0, 10));
  if (!result.ok) {
    throw badRequest(`This value cannot go into the directory: ${result.reasons.join('; ')}.`, [
      { path: 'value', message: result.reasons.join('; ') },
    ]);
  }
  const open = stillOpen(id);
  // The contact was written again with its source and the day: the source check's last result (and a stale mark)
  // was of the old one, and the check reads the new one from scratch.
  const unmark = isChecked(field) ? [forgetCheck(db, airline.id, field, open)] : [];
  const [, ...rest] = await db.batch([
    db
      .update(airlines)
      .set(AIRLINE_SET(result.row))
      .where(and(eq(airlines.id, airline.id), open)),
    ...unmark,
    db
      .update(contactCorrections)
      .set({
        status: 'applied',
        resolvedAt: now,
        resolvedBy: adminId,
        previousValue: currentValue(airline, field),
        appliedValue: value,
      })
      .where(and(eq(contactCorrections.id, id), eq(contactCorrections.status, 'open')))
      .returning({ id: contactCorrections.id }),
  ]);
  const closed = rest.at(-1) as { id: number }[];
  if (closed.length !== 1) throw conflict('This correction has already been closed.');
  return findCorrection(db, id);
}

/**
 * Applying a proposed answer domain confirms it: mail from it then counts as the company's answer
 * (docs/api.md#who-may-answer-a-case). Guarded like a contact's apply: of two admins, one wins whole.
 */
async function confirmAnswerDomain(db: Db, correction: Correction, adminId: number) {
  const now = new Date().toISOString();
  const domain = correction.suggestedValue;
  const [, closed] = await db.batch([
    insertWhere(
      db,
      companyAnswerDomains,
      { airlineId: correction.airlineId, domain, status: 'confirmed', problemId: correction.problemId, createdAt: now },
      stillOpen(correction.id),
    ).onConflictDoUpdate({
      target: [companyAnswerDomains.airlineId, companyAnswerDomains.domain],
      set: { status: 'confirmed', decidedAt: now, decidedBy: adminId },
    }),
    db
      .update(contactCorrections)
      .set({ status: 'applied', resolvedAt: now, resolvedBy: adminId, previousValue: '', appliedValue: domain })
      .where(and(eq(contactCorrections.id, correction.id), eq(contactCorrections.status, 'open')))
      .returning({ id: contactCorrections.id }),
  ]);
  if (closed.length !== 1) throw conflict('This correction has already been closed.');
  return findCorrection(db, correction.id);
}

export async function dismissCorrection(db: Db, id: number, adminId: number) {
  const correction = await findCorrection(db, id);
  const close = db
    .update(contactCorrections)
    .set({ status: 'dismissed', resolvedAt: new Date().toISOString(), resolvedBy: adminId })
    .where(and(eq(contactCorrections.id, id), eq(contactCorrections.status, 'open')))
    .returning({ id: contactCorrections.id });
  let closed: { id: number }[];
  if (correction.origin === 'source-check' && isChecked(correction.field)) {
    // The admin keeps the contact the check no longer found: its stale mark ends, and the directory's version
    // moves on (no airline column changes) so the next answer no longer shows it stale.
    const open = stillOpen(id);
    [, , closed] = await db.batch([
      endStaleMark(db, correction.airlineId, correction.field, open),
      db
        .update(directoryState)
        .set({ version: sql`${directoryState.version} + 1` })
        .where(and(eq(directoryState.id, 1), open)),
      close,
    ]);
  } else closed = await close;
  if (closed.length !== 1) throw conflict('This correction has already been closed.');
  return findCorrection(db, id);
}

export async function openCorrectionsCount(db: Db) {
  const [row] = await db.select({ n: count() }).from(contactCorrections).where(eq(contactCorrections.status, 'open'));
  return row?.n ?? 0;
}

/** The id of an airline that exists; 404 otherwise. */
export async function existingAirline(db: Db, id: number) {
  const row = await db.query.airlines.findFirst({ columns: { id: true }, where: eq(airlines.id, id) });
  if (!row) throw notFound('No airline with this id.');
  return row.id;
}

/** A subscriber's suggestion, open in the admins' queue. */
export async function fileCorrection(db: Db, airlineId: number, userId: number, b: z.output<typeof correctionBody>) {
  const [row] = await db
    .insert(contactCorrections)
    .values({
      airlineId,
      userId,
      field: b.field,
      problem: b.problem,
      suggestedValue: b.suggestedValue,
      sourceUrl: b.sourceUrl,
      note: b.note,
    })
    .returning({ id: contactCorrections.id, status: contactCorrections.status });
  return row!;
}
