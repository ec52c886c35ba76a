// The cron trigger: queue the subscription reminders that are due, then deliver what is due in the
// mail outbox (so a reminder queued now goes out in the same run), and drop stale rate-limit counters.
import { createDb } from './db';
import type { Bindings } from './env';
import { pruneRateLimits } from './lib/rate-limit';
import { deliverDueMail } from './mail/deliver';
import { queueReminders } from './subscription/reminders';

export async function runScheduled(env: Bindings, nowMs = Date.now()) {
  const db = createDb(env.DB);
  const reminders = await queueReminders(db, env, nowMs);
  // The rows just queued are stamped by the database clock, a moment after nowMs.
  const mail = await deliverDueMail(db, env, { nowMs: Math.max(nowMs, Date.now()), limit: 100 });
  return { reminders, mail, prunedRateLimits: await pruneRateLimits(db, nowMs) };
}
