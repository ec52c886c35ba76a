// What the directory shows beside a company's contacts, learned from AirDesk's own use
// (docs/api.md#the-directory-learns): its answer record over the letters AirDesk sent it, and the scheduled
// source check's last result for each contact. Read for a whole page of airlines in one batch (two statements,
// one round trip), the ids passed as one JSON parameter so a page of 1,000 stays under D1's bound-parameter cap.
import { sql } from 'drizzle-orm';
import { contactChecks, problemReports, type AirlineRow } from '../../schema';
import {
  ANSWER_RECORD_DAYS,
  ANSWER_RECORD_MIN_SENT,
  CHECKED_CONTACTS,
  type Airline,
  type AnswerRecord,
  type CheckedContact,
  type ContactCheck,
} from '../contracts';
import type { Db } from '../db';
import { toAirline } from './search';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The middle of the sorted values (the mean of the two middle ones for an even count). */
export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

interface SentLetter {
  airlineId: number;
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

function byAirline<T extends { airlineId: number }>(rows: T[]) {
  const by = new Map<number, T[]>();
  for (const r of rows) by.set(r.airlineId, [...(by.get(r.airlineId) ?? []), r]);
  return by;
}

const idsParam = (ids: number[]) => JSON.stringify(ids);

/**
 * The letters of the window for these airlines. A report to an official body (channel `regulator`) is not a
 * letter to the company, so it is not in the company's record.
 */
const lettersOf = (db: Db, ids: number[], nowMs: number) =>
  db
    .select({
      airlineId: problemReports.airlineId,
      sentAt: sql<string>`${problemReports.letterSentAt}`,
      answeredAt: problemReports.firstAnswerAt,
    })
    .from(problemReports)
    .where(
      sql`${problemReports.airlineId} IN (SELECT value FROM json_each(${idsParam(ids)}))
        AND ${problemReports.letterSentAt} >= ${new Date(nowMs - ANSWER_RECORD_DAYS * DAY_MS).toISOString()}
        AND ${problemReports.channel} <> 'regulator'`,
    );

const checksOf = (db: Db, ids: number[]) =>
  db
    .select()
    .from(contactChecks)
    .where(sql`${contactChecks.airlineId} IN (SELECT value FROM json_each(${idsParam(ids)}))`);

const NOT_CHECKED = Object.fromEntries(CHECKED_CONTACTS.map((c) => [c, null])) as Record<
  CheckedContact,
  ContactCheck | null
>;

/** The airlines as the API gives them: contacts, answer record and last checks. */
export async function withRecords(db: Db, rows: AirlineRow[], nowMs = Date.now()): Promise<Airline[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [letters, checks] = await db.batch([lettersOf(db, ids, nowMs), checksOf(db, ids)]);
  const lettersBy = byAirline(letters);
  const checksBy = byAirline(checks);
  return rows.map((r) => ({
    ...toAirline(r),
    answers: answerRecord(lettersBy.get(r.id) ?? []),
    lastCheck: {
      ...NOT_CHECKED,
      ...Object.fromEntries(
        (checksBy.get(r.id) ?? []).map((c) => [c.contact, { at: c.at, outcome: c.outcome, stale: c.stale }]),
      ),
    },
  }));
}
