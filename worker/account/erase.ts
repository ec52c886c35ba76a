// Erasing an account (docs/api.md#accounts, docs/decisions.md#your-data). One D1 batch (one transaction) removes
// everything that names the traveller and keeps only what others rely on and that names no one:
// - payments (amount, currency, date, PayPal reference) for accounting, moved to the deleted-account row;
// - the reports' rows without their personal content (company, category, date filed, status, channel), so the
//   admin's counts and the report revenue stay true; also on the deleted-account row;
// - the directory's popularity counts (airlines.popularity holds no person).
// Every statement carries the same guard (the account still exists and is not the only administrator), so two
// administrators deleting themselves at the same moment cannot both go, and a refused batch changes nothing.
// The R2 objects of the reports go after the batch: a failed batch must not leave a case without its files.
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core';
import { users } from '../../schema';
import { DELETED_ACCOUNT_NAME } from '../contracts';
import type { Db } from '../db';
import type { Language } from '../contracts/languages';
import { accountDeletedMail } from '../mail/account-mails';
import { queueMail } from '../mail/outbox';
import { loadLanguageTexts } from '../language-texts-module';

/**
 * The one row that stands in for every deleted account (as GitHub's "ghost" user does): the reports and payments
 * an account leaves point here. Id 0 is never handed out by AUTOINCREMENT; '!' is no password hash, and the name
 * is no e-mail address, so no one can sign in as it.
 */
export const DELETED_ACCOUNT_ID = 0;

/** The mails that belong to a report (ref_id is the report's id). */
const REPORT_MAIL_KINDS = [
  'report-airline',
  'report-copy',
  'status-change',
  'case-reminder',
  'case-message',
  'case-reply',
];

export interface EraseTarget {
  id: number;
  username: string;
  email: string;
  /** What stands for the account's addresses in the abuse counters' keys (lib/rate-limit.ts addressTag). */
  addressTags: string[];
  /** The language of the confirmation mail (the account's). */
  language?: Language;
}

/** How many active administrators there are besides account `id` (the only one may not delete itself). */
export const otherActiveAdmins = (db: Db, id: number) =>
  db.$count(users, and(eq(users.isAdmin, true), eq(users.suspended, false), ne(users.id, id)));

/** The guard: the account exists and is not the only active administrator. */
const allowedFor = (id: number) => sql`EXISTS (SELECT 1 FROM users u WHERE u.id = ${id} AND (u.is_admin = 0
  OR u.suspended = 1 OR EXISTS (SELECT 1 FROM users o WHERE o.is_admin = 1 AND o.suspended = 0 AND o.id <> ${id})))`;

const reportsOf = (id: number) => sql`(SELECT id FROM problem_reports WHERE user_id = ${id})`;

/** The addresses of the account as they stand in a JSON list of recipients, lower case. */
const quotedAddresses = (t: EraseTarget) => [...new Set([t.username, t.email].map((a) => `"${a.toLowerCase()}"`))];

function statements(t: EraseTarget, allowed: SQL): SQL[] {
  const reports = reportsOf(t.id);
  const addressed = sql.join(
    quotedAddresses(t).map((a) => sql`instr(lower(to_addresses), ${a}) > 0`),
    sql` OR `,
  );
  const kinds = sql.join(
    REPORT_MAIL_KINDS.map((k) => sql`${k}`),
    sql`, `,
  );
  return [
    // Abuse counters keyed by the account (its addresses' tags or its id) or by one of its reports.
    sql`DELETE FROM rate_limits WHERE ${allowed} AND (
      (instr(key, ':acct:') > 0 AND substr(key, instr(key, ':acct:') + 6) IN (${sql.join(
        [...t.addressTags, String(t.id)].map((k) => sql`${k}`),
        sql`, `,
      )}))
      OR (key LIKE 'case-message:report:%' AND substr(key, 21) IN (SELECT CAST(id AS TEXT) FROM ${reports})))`,
    // Every mail of the account, queued or sent: its reports' mails, its subscription reminders (ref_id is the
    // account's id) and any mail addressed to it.
    sql`DELETE FROM mail_outbox WHERE ${allowed} AND (
      (kind IN (${kinds}) AND ref_id IN ${reports}) OR (kind = 'reminder' AND ref_id = ${t.id}) OR ${addressed})`,
    sql`DELETE FROM case_attachments WHERE ${allowed} AND problem_id IN ${reports}`,
    sql`DELETE FROM case_messages WHERE ${allowed} AND problem_id IN ${reports}`,
    sql`DELETE FROM problem_status_history WHERE ${allowed} AND problem_id IN ${reports}`,
    sql`DELETE FROM report_reminders WHERE ${allowed} AND problem_id IN ${reports}`,
    // A contact suggestion stays for the directory's audit; its note is the traveller's own words.
    sql`UPDATE contact_corrections SET note = '' WHERE ${allowed} AND user_id = ${t.id}`,
    sql`INSERT OR IGNORE INTO users (id, username, password_hash, email, created_at)
      SELECT ${DELETED_ACCOUNT_ID}, ${DELETED_ACCOUNT_NAME}, '!', '', '1970-01-01T00:00:00.000Z' WHERE ${allowed}`,
    sql`UPDATE problem_reports SET user_id = ${DELETED_ACCOUNT_ID}, flight_number = '', date = '',
      description = '', contact_email = '', contact_phone = '', email_error = '', letter = '', form_submitted_at = NULL,
      flight = NULL, rights = NULL, deadlines = NULL, routes = NULL, reply_address = NULL, passengers = NULL,
      booking_reference = '', ticket_number = '', expenses = NULL, claim = NULL
      WHERE ${allowed} AND user_id = ${t.id}`,
    sql`UPDATE payments SET user_id = ${DELETED_ACCOUNT_ID} WHERE ${allowed} AND user_id = ${t.id}`,
    // Cards, reset tokens and contact clicks go with the row (ON DELETE CASCADE); the account's name on other
    // rows (history entries, suggestions it resolved, redeploys) becomes NULL (ON DELETE SET NULL).
    sql`DELETE FROM users WHERE id = ${t.id} AND ${allowed}`,
  ];
}

/**
 * Erases account `t` and queues the confirmation to its address (written after the purge, so it is the one row
 * left that names the address; delivery removes it once sent). Answers false when nothing was erased: the
 * account is the only administrator (or was already gone).
 */
export async function eraseAccount(d1: D1Database, db: Db, files: R2Bucket | undefined, t: EraseTarget) {
  const reportIds = (
    await d1.prepare('SELECT id FROM problem_reports WHERE user_id = ?').bind(t.id).all<{ id: number }>()
  ).results.map((r) => r.id);
  const gone = sql`NOT EXISTS (SELECT 1 FROM users WHERE id = ${t.id})`;
  // drizzle 0.45 cannot batch raw SQL with bound parameters (lib/insert-where.ts), so the batch is D1's own.
  const dialect = new SQLiteAsyncDialect();
  await loadLanguageTexts(t.language);
  const queries = [
    ...statements(t, allowedFor(t.id)).map((q) => dialect.sqlToQuery(q)),
    queueMail(db, accountDeletedMail(t.email, t.language), { onlyIf: gone }).toSQL(),
  ];
  const results = await d1.batch(queries.map((q) => d1.prepare(q.sql).bind(...q.params)));
  if (!results[results.length - 2]!.meta.changes) return false;
  if (files) for (const id of reportIds) await deletePrefix(files, `cases/${id}/`);
  return true;
}

/** Deletes every R2 object under `prefix`, a page (up to 1,000 keys) at a time. */
export async function deletePrefix(files: R2Bucket, prefix: string) {
  for (;;) {
    const page = await files.list({ prefix, limit: 1000 });
    if (page.objects.length) await files.delete(page.objects.map((o) => o.key));
    if (!page.truncated) return;
  }
}
