// Delivers due outbox rows to the mail API (Resend's shape, API.md). Each row is claimed with a guarded
// update and a lease, and sent with its Idempotency-Key, so a message is never delivered twice even when
// two runs overlap. Failures back off and end as "failed" after MAX_ATTEMPTS; the caller's answer never
// waits on this (it runs in waitUntil and in the scheduled handler).
import { and, asc, eq, lte, or, sql } from 'drizzle-orm';
import { mailOutbox, problemReports, type MailRow } from '../../schema';
import type { Db } from '../db';
import type { Bindings } from '../env';
import { iso } from '../lib/time';

export const MAX_ATTEMPTS = 6;
const BACKOFF_SECONDS = [60, 5 * 60, 15 * 60, 60 * 60, 3 * 60 * 60];
const LEASE_SECONDS = 120;
export const SEND_TIMEOUT_MS = 10_000;

export const mailConfigured = (env: Bindings) => !!(env.MAIL_API_URL && env.MAIL_API_KEY);

export interface DeliveryReport {
  sent: number;
  retried: number;
  failed: number;
}

export async function deliverDueMail(db: Db, env: Bindings, opts: { limit?: number; timeoutMs?: number; nowMs?: number } = {}) {
  const report: DeliveryReport = { sent: 0, retried: 0, failed: 0 };
  if (!mailConfigured(env)) return report; // stays queued; `npm run mail:outbox` shows it locally
  const now = iso(opts.nowMs ?? Date.now());
  const due = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      or(
        and(eq(mailOutbox.status, 'queued'), lte(mailOutbox.nextAttemptAt, now)),
        and(eq(mailOutbox.status, 'sending'), lte(mailOutbox.leaseUntil, now)),
      ),
    )
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(opts.limit ?? 25);

  for (const { id } of due) {
    const claimed = await claim(db, id, opts.nowMs ?? Date.now());
    if (!claimed) continue; // another run has it
    const outcome = await send(env, claimed, opts.timeoutMs ?? SEND_TIMEOUT_MS);
    await settle(db, claimed, outcome, opts.nowMs ?? Date.now());
    report[outcome.ok ? 'sent' : outcome.permanent || claimed.attempts >= MAX_ATTEMPTS ? 'failed' : 'retried']++;
  }
  return report;
}

async function claim(db: Db, id: number, nowMs: number) {
  const now = iso(nowMs);
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'sending', leaseUntil: iso(nowMs + LEASE_SECONDS * 1000), attempts: sql`${mailOutbox.attempts} + 1` })
    .where(
      and(
        eq(mailOutbox.id, id),
        or(and(eq(mailOutbox.status, 'queued'), lte(mailOutbox.nextAttemptAt, now)), and(eq(mailOutbox.status, 'sending'), lte(mailOutbox.leaseUntil, now))),
      ),
    )
    .returning();
  return rows[0];
}

type Outcome = { ok: true } | { ok: false; permanent: boolean; error: string };

async function send(env: Bindings, mail: MailRow, timeoutMs: number): Promise<Outcome> {
  const body = {
    from: env.MAIL_FROM || 'AirDesk <no-reply@airdesk.invalid>',
    to: JSON.parse(mail.toAddresses) as string[],
    ...(mail.replyTo ? { reply_to: mail.replyTo } : {}),
    subject: mail.subject,
    text: mail.textBody,
    html: mail.htmlBody,
  };
  try {
    const res = await fetch(`${env.MAIL_API_URL!.replace(/\/$/, '')}/emails`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${env.MAIL_API_KEY}`, 'Content-Type': 'application/json', 'Idempotency-Key': mail.idempotencyKey },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (res.ok) return { ok: true };
    const detail = (await res.text().catch(() => '')).slice(0, 200);
    // 4xx other than 408/409/429 means the message itself is refused: retrying will not help.
    const permanent = res.status >= 400 && res.status < 500 && ![408, 409, 429].includes(res.status);
    return { ok: false, permanent, error: `mail API answered ${res.status} ${detail}`.trim() };
  } catch (err) {
    return { ok: false, permanent: false, error: err instanceof Error && err.name === 'TimeoutError' ? 'mail API timed out' : 'mail API unreachable' };
  }
}

async function settle(db: Db, mail: MailRow, outcome: Outcome, nowMs: number) {
  const now = iso(nowMs);
  let status: 'sent' | 'queued' | 'failed';
  if (outcome.ok) status = 'sent';
  else if (outcome.permanent || mail.attempts >= MAX_ATTEMPTS) status = 'failed';
  else status = 'queued';
  const delay = BACKOFF_SECONDS[Math.min(mail.attempts - 1, BACKOFF_SECONDS.length - 1)]!;
  const writes = [
    db
      .update(mailOutbox)
      .set({
        status,
        leaseUntil: null,
        sentAt: outcome.ok ? now : null,
        lastError: outcome.ok ? null : outcome.error,
        nextAttemptAt: status === 'queued' ? iso(nowMs + delay * 1000) : mail.nextAttemptAt,
      })
      .where(eq(mailOutbox.id, mail.id)),
  ] as const;
  // A report shows how its e-mail to the airline is doing (API.md emailStatus).
  if (mail.kind === 'report-airline' && mail.refId !== null && status !== 'queued') {
    await db.batch([
      ...writes,
      db
        .update(problemReports)
        .set({ emailStatus: status, emailError: outcome.ok ? '' : outcome.error })
        .where(eq(problemReports.id, mail.refId)),
    ]);
  } else {
    await db.batch(writes);
  }
}
