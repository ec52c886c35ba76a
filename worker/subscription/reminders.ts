// "Your access ends in two days" (docs/decisions.md#p14): one reminder per period for a trial or a
// subscription that will not renew. users.reminder_sent_for holds the end date a reminder was queued
// for; the mail and that mark are one batch behind one guard, so overlapping cron runs queue it once.
import { and, eq, gt, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { users, type UserRow } from '../../schema';
import { PRICE_USD, TRIAL_LENGTH } from '../contracts';
import type { Db } from '../db';
import type { Bindings } from '../env';
import { DAY_MS, iso } from '../lib/time';
import { htmlMail } from '../mail/html';
import { queueMail, type Mail } from '../mail/outbox';

export const REMINDER_LEAD_MS = 2 * DAY_MS;

const readable = (isoDate: string) =>
  new Date(isoDate).toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC';

export function reminderMail(u: UserRow, appOrigin: string): Mail {
  const end = readable(u.subscriptionEndDate!);
  const page = `${appOrigin.replace(/\/$/, '')}/subscription`;
  const trial = u.subscriptionStatus === 'trial';
  const subject = trial ? 'Your AirDesk free trial ends in two days' : 'Your AirDesk subscription ends in two days';
  const lines = trial
    ? [
        `Your ${TRIAL_LENGTH} free trial of AirDesk ends on ${end}. Nothing will be charged: the trial collected no payment details.`,
        `To keep access to the airline directory and your problem reports, subscribe for USD ${PRICE_USD} a year with PayPal: ${page}`,
      ]
    : [
        `Your AirDesk subscription ends on ${end} and will not renew.`,
        `To keep access to the airline directory and your problem reports, renew it here: ${page}`,
      ];
  return {
    kind: 'reminder',
    refId: u.id,
    to: [u.email],
    subject,
    text: lines.join('\n\n'),
    html: htmlMail(subject, lines),
  };
}

export async function queueReminders(db: Db, env: Bindings, nowMs = Date.now()) {
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

  let queued = 0;
  for (const u of candidates) {
    const end = u.subscriptionEndDate!;
    // Still the same period, still not reminded: checked again inside the batch's transaction.
    const stillDue = sql`EXISTS (SELECT 1 FROM users r WHERE r.id = ${u.id} AND r.suspended = 0
      AND r.subscription_end_date = ${end} AND (r.reminder_sent_for IS NULL OR r.reminder_sent_for <> ${end}))`;
    const [, marked] = await db.batch([
      queueMail(db, reminderMail(u, env.APP_ORIGIN), { onlyIf: stillDue }),
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
