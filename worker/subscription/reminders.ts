// "Your access ends in two days" (docs/decisions.md#p14): one reminder per period for a trial or a
// subscription that will not renew. users.reminder_sent_for holds the end date a reminder was queued
// for; the mail (mail/reminder-mails.ts) and that mark are one batch behind one guard, so overlapping cron
// runs queue it once.
import { and, eq, gt, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { users } from '../../schema';
import type { Db } from '../db';
import { DAY_MS, iso } from '../lib/time';
import { queueMail } from '../mail/outbox';
import { accessEndsMail } from '../mail/reminder-mails';
import { loadLanguageTexts } from '../language-texts-module';

export const REMINDER_LEAD_MS = 2 * DAY_MS;

/** `origin`: the app's origin, for the links in the mails. */
export async function queueReminders(db: Db, origin: string, nowMs = Date.now()) {
  const now = iso(nowMs);
  const until = iso(nowMs + REMINDER_LEAD_MS);
  const candidates = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.suspended, false),
        gt(users.subscriptionEndDate, now),
        lte(users.subscriptionEndDate, until),
        or(
          sql`${users.subscriptionStatus} IN ('trial', 'canceled')`,
          and(eq(users.subscriptionStatus, 'active'), eq(users.autoRenew, false)),
        ),
        or(isNull(users.reminderSentFor), ne(users.reminderSentFor, users.subscriptionEndDate)),
      ),
    )
    .limit(500);

  await loadLanguageTexts(...new Set(candidates.map((u) => u.language)));
  let queued = 0;
  for (const u of candidates) {
    const end = u.subscriptionEndDate!;
    // Still the same period, still not reminded: checked again inside the batch's transaction.
    const stillDue = sql`EXISTS (SELECT 1 FROM users r WHERE r.id = ${u.id} AND r.suspended = 0
      AND r.subscription_end_date = ${end} AND (r.reminder_sent_for IS NULL OR r.reminder_sent_for <> ${end}))`;
    const [, marked] = await db.batch([
      queueMail(db, accessEndsMail(u, origin), { onlyIf: stillDue }),
      db
        .update(users)
        .set({ reminderSentFor: end })
        .where(and(eq(users.id, u.id), stillDue))
        .returning({ id: users.id }),
    ]);
    queued += marked.length;
  }
  return { queued };
}
