// The cron triggers (wrangler.toml). Every 5 minutes: queue the subscription reminders and the case-deadline
// reminders that are due, drop stale rate-limit counters, delete the documents past their retention
// (case-file/retention.ts), then deliver what is due in the mail outbox (so a reminder queued now goes out in the
// same run). Once a day (SOURCE_CHECK_CRON): re-read the contacts' source pages (directory/source-check.ts).
import { deleteExpiredDocuments } from './case-file/retention';
import { configOf } from './config';
import { createDb } from './db';
import type { Bindings } from './env';
import { pruneRateLimits } from './lib/rate-limit';
import { deliverMail } from './delivery';
import { SOURCE_CHECK_CRON } from './directory/source-check-cron';
import { queueCaseReminders } from './problems/case-reminders';
import { queueReminders } from './subscription/reminders';

/**
 * Delivery keeps going until the outbox is empty or this much time is spent, so a burst drains at the
 * provider's pace without waiting for another write. It stays under the 5-minute cron, so runs rarely
 * overlap (and when they do, they claim distinct rows).
 */
export const SCHEDULED_MAIL_BUDGET_MS = 4 * 60 * 1000;

/** The daily cron's work: the source checks. */
export async function runDailyChecks(env: Bindings, nowMs = Date.now()) {
  const config = configOf(env);
  // The checks are a module of their own (worker/lazy/source-checks.js): only this daily run loads them.
  const { checkSources } = await import('./lazy/source-checks.js');
  const sourceChecks = await checkSources(env.DB, {
    site: config.sourceCheckSite,
    appOrigin: config.appOrigin,
    nowMs,
  });
  return { sourceChecks };
}

/** Runs the work of the cron that fired: the daily one's, or (any other, and a local run without one) the 5-minute jobs. */
export function runCron(env: Bindings, cron: string, nowMs = Date.now()) {
  return cron === SOURCE_CHECK_CRON ? runDailyChecks(env, nowMs) : runScheduled(env, nowMs);
}

export async function runScheduled(env: Bindings, nowMs = Date.now()) {
  // A malformed setting stops the run here, with the error that names it.
  const config = configOf(env);
  const db = createDb(env.DB);
  const reminders = await queueReminders(db, config.appOrigin, nowMs);
  const caseReminders = await queueCaseReminders(db, config.appOrigin, nowMs);
  const prunedRateLimits = await pruneRateLimits(db, nowMs);
  const deletedDocuments = await deleteExpiredDocuments(env.DB, env.FILES, config.documentRetentionMonths, nowMs);
  // The rows just queued are stamped by the database clock, a moment after nowMs.
  const mail = await deliverMail(db, env, { nowMs: Math.max(nowMs, Date.now()), budgetMs: SCHEDULED_MAIL_BUDGET_MS });
  return { reminders, caseReminders, mail, prunedRateLimits, deletedDocuments };
}
