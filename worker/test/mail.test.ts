// The mail outbox (docs/decisions.md#p7, docs/decisions.md#data-and-delivery): nothing lost when the provider is
// down or hangs, retries with back-off, bounded attempts, never one message sent twice.
import { env } from 'cloudflare:workers';
import { configOf } from '../config';
import { afterEach, describe, expect, it } from 'vitest';
import { createDb } from '../db';
import { deliverDueMail, MAX_ATTEMPTS, SEND_TIMEOUT_MS } from '../mail/deliver';
import { queueMail } from '../mail/outbox';
import { call, eventually, mailFake, runCron, uniqueEmail } from './support';

const db = createDb(env.DB);

async function queue(to: string, subject = 'Hello') {
  await db.batch([
    queueMail(db, { kind: 'password-changed', to: [to], subject, text: 'text body', html: '<p>html body</p>' }),
  ]);
  return (await env.DB.prepare('SELECT * FROM mail_outbox WHERE to_addresses = ? ORDER BY id DESC')
    .bind(JSON.stringify([to]))
    .first<Record<string, any>>())!;
}
/** Queues `n` mails to `to` in one write and answers their idempotency keys. */
async function queueMany(to: string, n: number) {
  await db.batch(
    Array.from({ length: n }, (_, i) =>
      queueMail(db, { kind: 'password-changed', to: [to], subject: `Burst ${i}`, text: 't', html: 'h' }),
    ) as [ReturnType<typeof queueMail>],
  );
  const { results } = await env.DB.prepare('SELECT idempotency_key AS k FROM mail_outbox WHERE to_addresses = ?')
    .bind(JSON.stringify([to]))
    .all<{ k: string }>();
  return results.map((r) => r.k);
}
const statuses = async (to: string) =>
  (
    await env.DB.prepare('SELECT status, count(*) AS n FROM mail_outbox WHERE to_addresses = ? GROUP BY status')
      .bind(JSON.stringify([to]))
      .all<{ status: string; n: number }>()
  ).results.reduce<Record<string, number>>((o, r) => ({ ...o, [r.status]: r.n }), {});
const row = (id: number) =>
  env.DB.prepare('SELECT * FROM mail_outbox WHERE id = ?').bind(id).first<Record<string, any>>();
const FAR_FUTURE = Date.now() + 365 * 86400_000;

afterEach(async () => {
  await mailFake.mode('ok');
  await mailFake.delay(0);
  // Leave nothing due for later files.
  await env.DB.prepare("UPDATE mail_outbox SET status = 'failed' WHERE status IN ('queued','sending')").run();
});

describe('mail delivery', () => {
  it('sends in the Resend shape with the key, sender, recipients and an idempotency key', async () => {
    const to = uniqueEmail('mail');
    const mail = await queue(to, 'Shape check');
    await deliverDueMail(db, configOf(env));
    const [msg] = await mailFake.messages(to);
    expect(msg!.body).toEqual({
      from: env.MAIL_FROM,
      to: [to],
      subject: 'Shape check',
      text: 'text body',
      html: '<p>html body</p>',
    });
    expect(msg!.idempotencyKey).toBe(mail.idempotency_key);
    expect((await row(mail.id))!).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
  });

  it('keeps the mail when the provider answers 500, retries later with back-off, then delivers once', async () => {
    const to = uniqueEmail('mail');
    const mail = await queue(to);
    await mailFake.mode('fail');
    await deliverDueMail(db, configOf(env));
    let r = (await row(mail.id))!;
    expect(r).toMatchObject({ status: 'queued', attempts: 1 });
    expect(r.last_error).toMatch(/500/);
    expect(Date.parse(r.next_attempt_at)).toBeGreaterThan(Date.now() + 30_000);
    // Not due yet: a run now does nothing.
    await mailFake.mode('ok');
    await deliverDueMail(db, configOf(env));
    expect((await row(mail.id))!.attempts).toBe(1);
    // Once due, it goes, once.
    await deliverDueMail(db, configOf(env), { nowMs: Date.parse(r.next_attempt_at) + 1 });
    r = (await row(mail.id))!;
    expect(r).toMatchObject({ status: 'sent', attempts: 2 });
    await deliverDueMail(db, configOf(env), { nowMs: FAR_FUTURE });
    expect(await mailFake.messages(to)).toHaveLength(1);
  });

  it('gives up after a bounded number of attempts and marks the mail failed', async () => {
    const to = uniqueEmail('mail');
    const mail = await queue(to);
    await mailFake.mode('fail');
    let now = Date.now();
    for (let i = 0; i < MAX_ATTEMPTS + 2; i++) {
      await deliverDueMail(db, configOf(env), { nowMs: now });
      now += 24 * 3600_000;
    }
    expect((await row(mail.id))!).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
  });

  it('does not let a hanging provider hold up the answer, and retries after the timeout', async () => {
    await mailFake.mode('hang');
    const u = uniqueEmail('hang');
    await call('/api/register', { body: { username: u, password: 'a-good-password' } });
    const t0 = Date.now();
    const res = await call('/api/forgot-password', { body: { username: u } });
    expect(res.status).toBe(200);
    // Waiting on the hanging call would take the whole send timeout; a loaded machine's slow answer does not.
    expect(Date.now() - t0).toBeLessThan(SEND_TIMEOUT_MS);
    // A run with a short timeout gives up on the hanging call and leaves the mail queued for later.
    const mail = (await env.DB.prepare("SELECT * FROM mail_outbox WHERE to_addresses = ? AND kind = 'password-reset'")
      .bind(JSON.stringify([u]))
      .first<Record<string, any>>())!;
    await env.DB.prepare("UPDATE mail_outbox SET status = 'queued', lease_until = NULL WHERE id = ?")
      .bind(mail.id)
      .run();
    await deliverDueMail(db, configOf(env), { timeoutMs: 300 });
    const r = (await row(mail.id))!;
    expect(r.status).toBe('queued');
    expect(r.last_error).toBe('mail API timed out');
    await mailFake.mode('ok');
    await deliverDueMail(db, configOf(env), { nowMs: FAR_FUTURE });
    expect((await row(mail.id))!.status).toBe('sent');
  });

  it('never sends a message twice when two runs overlap', async () => {
    const to = uniqueEmail('mail');
    await queue(to);
    await Promise.all([
      deliverDueMail(db, configOf(env)),
      deliverDueMail(db, configOf(env)),
      deliverDueMail(db, configOf(env)),
    ]);
    expect(await mailFake.messages(to)).toHaveLength(1);
  });

  it('leaves mail queued when no mail key is configured', async () => {
    const to = uniqueEmail('mail');
    const mail = await queue(to);
    const report = await deliverDueMail(db, configOf({ ...env, MAIL_API_KEY: undefined }));
    expect(report).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect((await row(mail.id))!.status).toBe('queued');
  });

  it('is delivered by the scheduled handler too', async () => {
    const to = uniqueEmail('mail');
    const mail = await queue(to);
    await runCron();
    expect((await row(mail.id))!.status).toBe('sent');
  });

  it('strips line breaks from header fields (no header injection)', async () => {
    const to = uniqueEmail('mail');
    await db.batch([
      queueMail(db, {
        kind: 'password-changed',
        to: [to],
        replyTo: 'a@b.co\r\nBcc: x@evil.example',
        subject: 'Hi\r\nBcc: x@evil.example',
        text: 't',
        html: 'h',
      }),
    ]);
    await deliverDueMail(db, configOf(env));
    const [msg] = await eventually(async () => {
      const m = await mailFake.messages(to);
      return m.length ? m : undefined;
    });
    expect(msg!.body.subject).toBe('Hi Bcc: x@evil.example');
    expect(msg!.body.reply_to).not.toMatch(/[\r\n]/);
  });
});

describe('draining a burst', () => {
  it('gives concurrent runs distinct rows: both share the work and every mail goes out exactly once', async () => {
    const to = uniqueEmail('burst');
    const keys = await queueMany(to, 60);
    await mailFake.delay(20); // the provider's pace: the two runs overlap for the whole burst
    const reports = await Promise.all([deliverDueMail(db, configOf(env)), deliverDueMail(db, configOf(env))]);
    for (const r of reports) expect(r.sent).toBeGreaterThan(0);
    expect(await statuses(to)).toEqual({ sent: 60 });
    const posts = (await mailFake.posts()).filter((k) => keys.includes(k));
    expect(posts).toHaveLength(60);
    expect(new Set(posts).size).toBe(60);
    expect(await mailFake.messages(to)).toHaveLength(60);
  });

  it('the scheduled handler keeps delivering until the outbox is empty, with no write to push it', async () => {
    const to = uniqueEmail('burst');
    await queueMany(to, 130);
    await runCron();
    expect(await statuses(to)).toEqual({ sent: 130 });
  });

  it('stops at its time budget and hands back the rows it claimed but did not send', async () => {
    const to = uniqueEmail('budget');
    await queueMany(to, 12);
    await mailFake.delay(150);
    const report = await deliverDueMail(db, configOf(env), { budgetMs: 400 });
    expect(report.sent).toBeGreaterThan(0);
    expect(report.sent).toBeLessThan(12);
    // Not left leased for two minutes, and not charged an attempt: due again at once.
    const rest = (
      await env.DB.prepare("SELECT * FROM mail_outbox WHERE to_addresses = ? AND status <> 'sent'")
        .bind(JSON.stringify([to]))
        .all<Record<string, any>>()
    ).results;
    expect(rest).toHaveLength(12 - report.sent);
    for (const r of rest) expect(r).toMatchObject({ status: 'queued', attempts: 0, lease_until: null });
    await mailFake.delay(0);
    await deliverDueMail(db, configOf(env));
    expect(await statuses(to)).toEqual({ sent: 12 });
  });
});
