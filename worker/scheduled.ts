// The cron trigger: queue the subscription reminders and the case-deadline reminders that are due, drop stale
// rate-limit counters, delete the documents past their retention (case-file/retention.ts), then deliver what is
// due in the mail outbox (so a reminder queued now goes out in the same run).
import { deleteExpiredDocuments } from './case-file/retention';
import { configOf } from './config';
import { createDb } from './db';
import type { Bindings } from './env';
import { pruneRateLimits } from './lib/rate-limit';
import { deliverMail } from './delivery';
import { queueCaseReminders } from './problems/case-reminders';
import { queueReminders } from './subscription/reminders';

/**
 * Delivery keeps going until the outbox is empty or this much time is spent, so a burst drains at the
 * provider's pace without waiting for another write. It stays under the 5-minute cron, so runs rarely
 * overlap (and when they do, they claim distinct rows).
 */
export const SCHEDULED_MAIL_BUDGET_MS = 4 * 60 * 1000;

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
