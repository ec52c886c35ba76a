// Delivers due outbox rows to the mail API (Resend's shape, docs/api.md). A run claims a batch of due rows in
// one guarded UPDATE ... RETURNING with a lease, so concurrent runs get disjoint batches and share the
// work instead of racing for the same oldest rows; it keeps claiming until nothing is due or its time
// budget is spent, so a burst drains at the provider's pace without another write to start a run. Each
// send carries its Idempotency-Key, so a message is never delivered twice. Failures back off and end as
// "failed" after MAX_ATTEMPTS; the caller's answer never waits on this (waitUntil, scheduled handler).
// Delivery knows only the outbox: what a final outcome means for the thing a mail reports on (a report's
// e-mail state) is the caller's, through `onSettled`, and so are the documents a mail carries, through
// `documents` (worker/delivery.ts wires both to their domains).
import { and, asc, eq, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { mailOutbox, type MailRow } from '../../schema';
import type { Db } from '../db';
import type { Config } from '../config';
import { iso } from '../lib/time';

export const MAX_ATTEMPTS = 6;
const BACKOFF_SECONDS = [60, 5 * 60, 15 * 60, 60 * 60, 3 * 60 * 60];
const LEASE_SECONDS = 120;
export const SEND_TIMEOUT_MS = 10_000;
/** Rows a run claims at once: sent one after the other, a whole batch of timeouts still ends inside the lease. */
export const CLAIM_BATCH = 10;
/** A run after a request lives in waitUntil, which ends 30 s after the answer. */
export const AFTER_REQUEST_BUDGET_MS = 20_000;

/** What delivery reads of the configuration: the mail API (null keeps mail queued) and the sender. */
export type MailConfig = Pick<Config, 'mailApi' | 'mailFrom'>;

export interface DeliveryReport {
  sent: number;
  retried: number;
  failed: number;
}

/** A mail's final outcome: delivered, or failed for good (refused, or out of attempts). */
export interface SettledMail {
  /** The outbox row's kind (a MailKind of outbox.ts). */
  kind: string;
  refId: number | null;
  status: 'sent' | 'failed';
  /** The provider's refusal or the last error; '' when sent. */
  error: string;
}

/** Writes to make in the same batch as the outbox row's final status, about what the mail reports on. */
export type OnSettled = (db: Db, mail: SettledMail) => BatchItem<'sqlite'>[];

/** A document as the mail API takes it (Resend's `attachments`): its bytes in base64. */
export interface MailAttachment {
  filename: string;
  content: string;
  content_type: string;
}

/** The documents that go out with mails: kept by another domain, named by id in the row's attachment_ids. */
export interface MailDocuments {
  /**
   * The value attachment_ids takes when a run claims a row, in the claim's own statement (so pinning costs no
   * round trip): e.g. the uploads a report's mail takes, pinned so every retry sends the same request.
   */
  pinOnClaim: SQL;
  /** The documents a claimed row carries, and the ids of those read (a missing one is left out). */
  read: (db: Db, mail: MailRow) => Promise<{ ids: number[]; attachments: MailAttachment[] }>;
  /** The write that records documents as sent, in the batch that settles their delivered mail. */
  markSent: (db: Db, ids: number[], now: string) => BatchItem<'sqlite'>;
}

export interface DeliveryOptions {
  /** Stop claiming after this long (real time); unsent claimed rows are handed back. */
  budgetMs?: number;
  timeoutMs?: number;
  /** Pretend the run starts at this time (tests); the clock still moves on from there. */
  nowMs?: number;
  onSettled?: OnSettled;
  /** Without it, a row's documents are neither pinned nor sent. */
  documents?: MailDocuments;
}

/** Due: queued and its time has come, or "sending" under a lease that ran out (a run that died). */
const due = (now: string) =>
  or(
    and(eq(mailOutbox.status, 'queued'), lte(mailOutbox.nextAttemptAt, now)),
    and(eq(mailOutbox.status, 'sending'), lte(mailOutbox.leaseUntil, now)),
  );

export async function deliverDueMail(db: Db, config: MailConfig, opts: DeliveryOptions = {}) {
  const report: DeliveryReport = { sent: 0, retried: 0, failed: 0 };
  const api = config.mailApi;
  if (!api) return report; // stays queued; `npm run mail:outbox` shows it locally
  const started = Date.now();
  const offset = (opts.nowMs ?? started) - started;
  const clock = () => Date.now() + offset;
  const budgetMs = opts.budgetMs ?? AFTER_REQUEST_BUDGET_MS;
  const spent = () => Date.now() - started >= budgetMs;

  while (!spent()) {
    const batch = await claimBatch(db, clock(), opts.documents);
    if (!batch.length) break;
    for (const [i, mail] of batch.entries()) {
      if (spent()) {
        await release(db, batch.slice(i));
        break;
      }
      const outcome = await send(db, { ...config, api }, mail, opts.timeoutMs ?? SEND_TIMEOUT_MS, opts.documents);
      await settle(db, mail, outcome, clock(), opts);
      report[outcome.ok ? 'sent' : outcome.permanent || mail.attempts >= MAX_ATTEMPTS ? 'failed' : 'retried']++;
    }
  }
  return report;
}

/**
 * Claims up to CLAIM_BATCH due rows, oldest first. One statement: D1 runs it alone, so a row another run
 * has just claimed is no longer due (its lease runs) and two runs never get the same row.
 */
async function claimBatch(db: Db, nowMs: number, documents: MailDocuments | undefined) {
  const now = iso(nowMs);
  const oldestDue = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(due(now))
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(CLAIM_BATCH);
  const rows = await db
    .update(mailOutbox)
    .set({
      status: 'sending',
      leaseUntil: iso(nowMs + LEASE_SECONDS * 1000),
      attempts: sql`${mailOutbox.attempts} + 1`,
      attachmentIds: documents?.pinOnClaim ?? sql`${mailOutbox.attachmentIds}`,
    })
    .where(and(inArray(mailOutbox.id, oldestDue), due(now)))
    .returning();
  return rows.sort((a, b) => a.nextAttemptAt.localeCompare(b.nextAttemptAt) || a.id - b.id);
}

/** Hands back claimed rows the run had no time to send: due again at once, and no attempt charged. */
async function release(db: Db, rows: MailRow[]) {
  // One claim gave them all the same lease. Only while it holds: a row another run took over is that run's.
  await db
    .update(mailOutbox)
    .set({ status: 'queued', leaseUntil: null, attempts: sql`${mailOutbox.attempts} - 1` })
    .where(
      and(
        inArray(
          mailOutbox.id,
          rows.map((m) => m.id),
        ),
        eq(mailOutbox.status, 'sending'),
        eq(mailOutbox.leaseUntil, rows[0]!.leaseUntil!),
      ),
    );
}

/** `documents`: the case documents the mail carried (marked sent when it is delivered). */
type Outcome = { ok: true; documents: number[] } | { ok: false; permanent: boolean; error: string };

/** The configuration of a run that sends: the mail API is set. */
type SendConfig = MailConfig & { api: NonNullable<MailConfig['mailApi']> };

async function send(
  db: Db,
  config: SendConfig,
  mail: MailRow,
  timeoutMs: number,
  documents: MailDocuments | undefined,
): Promise<Outcome> {
  try {
    const docs = documents ? await documents.read(db, mail) : { ids: [], attachments: [] };
    const body = {
      from: mail.fromAddress || config.mailFrom,
      to: JSON.parse(mail.toAddresses) as string[],
      ...(mail.replyTo ? { reply_to: mail.replyTo } : {}),
      subject: mail.subject,
      text: mail.textBody,
      html: mail.htmlBody,
      ...(mail.headers ? { headers: JSON.parse(mail.headers) as Record<string, string> } : {}),
      ...(docs.attachments.length ? { attachments: docs.attachments } : {}),
    };
    const result = await post(config.api, mail, body, timeoutMs);
    return result.ok ? { ok: true, documents: docs.ids } : result;
  } catch (err) {
    // Reading the documents (D1, R2) failed: a passing fault, tried again like an unreachable provider.
    console.error('mail documents could not be read', err);
    return { ok: false, permanent: false, error: 'documents could not be read' };
  }
}

async function post(api: SendConfig['api'], mail: MailRow, body: object, timeoutMs: number) {
  try {
    const res = await fetch(`${api.url}/emails`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${api.key}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': mail.idempotencyKey,
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (res.ok) return { ok: true as const };
    const detail = (await res.text().catch(() => '')).slice(0, 200);
    // 4xx other than 408/409/429 means the message itself is refused: retrying will not help.
    const permanent = res.status >= 400 && res.status < 500 && ![408, 409, 429].includes(res.status);
    return { ok: false as const, permanent, error: `mail API answered ${res.status} ${detail}`.trim() };
  } catch (err) {
    return {
      ok: false as const,
      permanent: false,
      error: err instanceof Error && err.name === 'TimeoutError' ? 'mail API timed out' : 'mail API unreachable',
    };
  }
}

async function settle(
  db: Db,
  mail: MailRow,
  outcome: Outcome,
  nowMs: number,
  { onSettled, documents: docs }: DeliveryOptions,
) {
  const now = iso(nowMs);
  let status: 'sent' | 'queued' | 'failed';
  if (outcome.ok) status = 'sent';
  else if (outcome.permanent || mail.attempts >= MAX_ATTEMPTS) status = 'failed';
  else status = 'queued';
  const delay = BACKOFF_SECONDS[Math.min(mail.attempts - 1, BACKOFF_SECONDS.length - 1)]!;
  // An erased account's confirmation is the last row naming its address: once settled it goes too.
  const forget = mail.kind === 'account-deleted' && status !== 'queued';
  const writes = [
    forget
      ? db.delete(mailOutbox).where(eq(mailOutbox.id, mail.id))
      : db
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
  const documents = docs && outcome.ok && outcome.documents.length ? [docs.markSent(db, outcome.documents, now)] : [];
  const more =
    status !== 'queued' && onSettled
      ? onSettled(db, { kind: mail.kind, refId: mail.refId, status, error: outcome.ok ? '' : outcome.error })
      : [];
  await db.batch([...writes, ...documents, ...more]);
}
