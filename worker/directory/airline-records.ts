// What the directory shows beside a company's contacts, learned from AirDesk's own use
// (docs/api.md#the-directory-learns): its answer record over the letters AirDesk sent it, and the scheduled
// source check's last result for each contact. Read in the same statement as the airlines themselves
// (recordColumns), so a directory answer stays one round trip.
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { airlines, contactChecks, problemReports, type AirlineRow } from '../../schema';
import {
  ANSWER_RECORD_DAYS,
  ANSWER_RECORD_MIN_SENT,
  channelOf,
  CHECKED_CONTACTS,
  type Airline,
  type AnswerRecord,
  type CheckedContact,
  type ContactCheck,
  type ContactCheckOutcome,
} from '../contracts';
import type { Db } from '../db';
import { DAY_MS } from '../lib/time';

/** The airline's own columns as the API names them. */
const toAirline = (r: AirlineRow): Omit<Airline, 'answers' | 'lastCheck'> => ({
  id: r.id,
  name: r.name,
  category: r.category,
  country: r.country,
  region: r.region,
  phone: r.phone,
  phoneRegion: r.phoneRegion,
  email: r.email,
  website: r.website,
  iataCode: r.iataCode,
  icaoCode: r.icaoCode,
  featured: r.featured,
  complaintFormUrl: r.complaintFormUrl,
  formScope: r.formScope,
  sources: { phone: r.phoneSource, email: r.emailSource, complaintFormUrl: r.complaintFormSource },
  checkedAt: r.contactsCheckedAt,
  channel: channelOf(r),
});

/** The middle of the sorted values (the mean of the two middle ones for an even count). */
export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

interface SentLetter {
  sentAt: string;
  answeredAt: string | null;
}

/** A company's record from its letters of the window; null below the threshold, so a few cases say nothing. */
export function answerRecord(letters: SentLetter[]): AnswerRecord | null {
  if (letters.length < ANSWER_RECORD_MIN_SENT) return null;
  const days = letters.flatMap((l) =>
    l.answeredAt === null ? [] : [Math.max(0, Math.floor((Date.parse(l.answeredAt) - Date.parse(l.sentAt)) / DAY_MS))],
  );
  return { sent: letters.length, answered: days.length, medianDays: median(days) };
}

/**
 * The records of the airline whose id is `id`, as two JSON columns of the statement that reads the airline itself:
 * the letters of the window (a report to an official body, channel `regulator`, is not a letter to the company)
 * and the contact checks. Correlated subqueries in the outer SELECT run for the page's rows only, through the
 * (airline, letter) index and contact_checks' key, and cost no round trip of their own: a separate batch took
 * bench/api.ts's search at 100,000 companies, 50 connections, from 149 to 123 requests a second (one run each).
 */
export const recordLetters = (id: SQL | AnyColumn, nowMs = Date.now()) =>
  sql<string>`(SELECT json_group_array(json_array(${problemReports.letterSentAt}, ${problemReports.firstAnswerAt}))
    FROM ${problemReports} WHERE ${problemReports.airlineId} = ${id}
    AND ${problemReports.letterSentAt} >= ${new Date(nowMs - ANSWER_RECORD_DAYS * DAY_MS).toISOString()}
    AND ${problemReports.channel} <> 'regulator')`;

export const recordChecks = (id: SQL | AnyColumn) =>
  sql<string>`(SELECT json_group_array(json_array(${contactChecks.contact}, ${contactChecks.at}, ${contactChecks.outcome}, ${contactChecks.stale}))
    FROM ${contactChecks} WHERE ${contactChecks.airlineId} = ${id})`;

/**
 * The airlines table's id, written with its table: in a drizzle select from one table a column renders bare ("id"),
 * which inside the subqueries above would name the subquery's own table's id.
 */
export const AIRLINE_ID = sql`${airlines}.${sql.identifier('id')}`;

/** The two record columns of a drizzle select from the airlines table. */
export const recordFields = () => ({
  record_letters: recordLetters(AIRLINE_ID),
  record_checks: recordChecks(AIRLINE_ID),
});

/** Both, named as RawRecords reads them, for a raw statement's SELECT list. */
export const recordColumns = (id: SQL | AnyColumn, nowMs = Date.now()) =>
  sql`${recordLetters(id, nowMs)} AS record_letters, ${recordChecks(id)} AS record_checks`;

/** The two columns of recordColumns as a statement returned them. */
export interface RawRecords {
  record_letters: unknown;
  record_checks: unknown;
}

const NOT_CHECKED = Object.fromEntries(CHECKED_CONTACTS.map((c) => [c, null])) as Record<
  CheckedContact,
  ContactCheck | null
>;

const jsonRows = <T>(v: unknown): T[] => (typeof v === 'string' ? (JSON.parse(v) as T[]) : []);

/** The airline as the API gives it: its contacts, its answer record and its contacts' last checks. */
export function withRecords(row: AirlineRow, raw: RawRecords): Airline {
  const letters = jsonRows<[string, string | null]>(raw.record_letters).map(([sentAt, answeredAt]) => ({
    sentAt,
    answeredAt,
  }));
  const checks = jsonRows<[CheckedContact, string, ContactCheckOutcome, number]>(raw.record_checks);
  return {
    ...toAirline(row),
    answers: answerRecord(letters),
    lastCheck: {
      ...NOT_CHECKED,
      ...Object.fromEntries(checks.map(([contact, at, outcome, stale]) => [contact, { at, outcome, stale: !!stale }])),
    },
  };
}

/**
 * Airlines read without their records (the names like a misspelt query, found in memory): their records in one
 * statement of their own, the ids as one JSON parameter so a page of 1,000 stays under D1's parameter cap.
 */
export async function readWithRecords(db: Db, rows: AirlineRow[], nowMs = Date.now()): Promise<Airline[]> {
  if (rows.length === 0) return [];
  const byId = new Map(
    (
      await db.all<RawRecords & { id: number }>(
        sql`SELECT value AS id, ${recordColumns(sql`value`, nowMs)} FROM json_each(${JSON.stringify(rows.map((r) => r.id))})`,
      )
    ).map((r) => [r.id, r]),
  );
  return rows.map((r) => withRecords(r, byId.get(r.id) ?? { record_letters: null, record_checks: null }));
}
