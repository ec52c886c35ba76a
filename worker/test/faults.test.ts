// Outages of the services the app depends on (the mail API, PayPal, the deploy hook) and of D1 itself in the
// middle of a multi-statement write: the user gets a prompt, clear answer, nothing is lost or half-written,
// and the work completes once the service is back (docs/reliability.md).
import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Problem } from '../contracts';
import { createDb } from '../db';
import { deliverMail } from '../delivery';
import { SEND_TIMEOUT_MS } from '../mail/deliver';
import { VALID_SIGNATURE } from './fakes/constants';
import { changedTables, dbDigest, DIGEST_EXCEPTIONS } from './db-digest';
import { deployHookOutage, paypalOutage, withFailingTrigger } from './fault-controls';
import { seedAirline, tag } from './seed';
import {
  call,
  deployHookFake,
  eventually,
  json,
  mailFake,
  makeAdmin,
  outboxFor,
  outboxIdle,
  paypalFake,
  register,
  sessionCookie,
  subscribedUser,
  uniqueIp,
  userRow,
  type TestUser,
} from './support';

// Some cases wait out a real timeout (PayPal's is 8 s).
vi.setConfig({ testTimeout: 40_000, hookTimeout: 60_000 });

const db = createDb(env.DB);
/** A delivery run that pretends to be far in the future: every back-off has passed. */
const FAR_FUTURE = () => Date.now() + 30 * 86400_000;

let airlineId: number;
beforeAll(async () => {
  airlineId = await seedAirline({
    name: `${tag()} Fault Air`,
    email: `care-${Date.now()}@fault-air.example.org`,
    website: 'https://www.fault-air.example.org',
  });
});

afterEach(async () => {
  await mailFake.mode('ok');
  await mailFake.delay(0);
  await mailFake.hold(false);
  await paypalOutage.mode('ok');
  await deployHookOutage.down(false);
  await deployHookFake.reset();
  await outboxIdle();
});

const report = (contactEmail: string) => ({
  airlineId,
  category: 'flight-delay',
  flightNumber: 'FA 101',
  description: 'The flight left five hours late and nobody told us why.',
  contactEmail,
});

async function fileTimed(u: TestUser, contactEmail: string) {
  const t0 = Date.now();
  const res = await call('/api/problems', { body: report(contactEmail), cookie: u.cookie });
  const ms = Date.now() - t0;
  expect(res.status, await res.clone().text()).toBe(201);
  return { problem: await json<Problem>(res), ms };
}

const outboxOf = async (reportId: number) =>
  (
    await env.DB.prepare(
      "SELECT * FROM mail_outbox WHERE ref_id = ? AND kind IN ('report-airline','report-copy') ORDER BY id",
    )
      .bind(reportId)
      .all<Record<string, any>>()
  ).results;
const reportRow = (id: number) =>
  env.DB.prepare('SELECT * FROM problem_reports WHERE id = ?').bind(id).first<Record<string, any>>();

/** Every mail of these reports reached the provider exactly once (by its Idempotency-Key). */
async function deliveredOnce(reportIds: number[]) {
  const keys = (await Promise.all(reportIds.map(outboxOf))).flat().map((m) => m.idempotency_key as string);
  expect(keys).toHaveLength(reportIds.length * 2);
  const received = (await mailFake.messages()).map((m) => m.idempotencyKey);
  for (const k of keys)
    expect(
      received.filter((r) => r === k),
      `mail ${k}`,
    ).toHaveLength(1);
}

describe('the mail API down, hanging or slow while reports are filed', () => {
  it('answers 500: every report is kept and answered at once; delivery completes once the API is back, each mail once', async () => {
    const u = await subscribedUser();
    await mailFake.mode('fail');
    const filed = [];
    for (let i = 0; i < 3; i++) filed.push(await fileTimed(u, `fail-${i}-${Date.now()}@mail.example.net`));
    // The answers do not wait out the failing sends' retries (the held-provider test below shows they do not
    // wait for the provider at all).
    await outboxIdle();
    for (const { problem } of filed) {
      expect((await reportRow(problem.id))!.email_status).toBe('queued');
      const mails = await outboxOf(problem.id);
      expect(mails.map((m) => m.status)).toEqual(['queued', 'queued']);
      expect(mails[0]!.last_error).toMatch(/500/);
    }
    await mailFake.mode('ok');
    await deliverMail(db, env, { nowMs: FAR_FUTURE() });
    // Later runs find nothing more to send.
    await deliverMail(db, env, { nowMs: FAR_FUTURE() + 86400_000 });
    for (const { problem } of filed) expect((await reportRow(problem.id))!.email_status).toBe('sent');
    await deliveredOnce(filed.map((f) => f.problem.id));
  });

  it('hangs past the timeout: the answer does not wait, the timed-out send is retried, then delivered once', async () => {
    const u = await subscribedUser();
    await mailFake.mode('hang');
    const { problem, ms } = await fileTimed(u, `hang-${Date.now()}@mail.example.net`);
    // Waiting on the hanging call would take the whole send timeout; a loaded machine's slow answer does not.
    expect(ms).toBeLessThan(SEND_TIMEOUT_MS);
    // The request's own delivery run is stuck on the hanging call; the provider drops it when it recovers.
    await mailFake.mode('ok');
    await outboxIdle();
    await mailFake.mode('hang');
    const pending = (await outboxOf(problem.id)).filter((m) => m.status !== 'sent');
    // The airline's mail was the one hanging: not sent.
    expect(pending.map((m) => m.kind)).toContain('report-airline');
    // A run that waits out its send timeout leaves them queued with the reason, for a later run.
    await deliverMail(db, env, { nowMs: FAR_FUTURE(), timeoutMs: 300 });
    for (const m of pending)
      expect(
        await env.DB.prepare('SELECT status, last_error FROM mail_outbox WHERE id = ?').bind(m.id).first(),
      ).toEqual({ status: 'queued', last_error: 'mail API timed out' });
    expect((await reportRow(problem.id))!.email_status).toBe('queued');
    await mailFake.mode('ok');
    await deliverMail(db, env, { nowMs: FAR_FUTURE() + 86400_000 });
    await deliverMail(db, env, { nowMs: FAR_FUTURE() + 2 * 86400_000 });
    expect((await reportRow(problem.id))!.email_status).toBe('sent');
    await deliveredOnce([problem.id]);
  });

  it('answers slowly: the answers do not wait for it and the mail goes out once, after the request, on its own', async () => {
    const u = await subscribedUser();
    // The provider answers nothing until released: were the request waiting on it, it would not return.
    await mailFake.hold(true);
    const filed = [
      await fileTimed(u, `slow-a-${Date.now()}@mail.example.net`),
      await fileTimed(u, `slow-b-${Date.now()}@mail.example.net`),
    ];
    for (const { problem } of filed) expect((await reportRow(problem.id))!.email_status).not.toBe('sent');
    await mailFake.hold(false);
    // No cron and no later request: the run started after each answer delivers it.
    for (const { problem } of filed)
      await eventually(async () => (await reportRow(problem.id))!.email_status === 'sent', 20_000);
    await outboxIdle();
    await deliveredOnce(filed.map((f) => f.problem.id));
  });
});

// --- PayPal -----------------------------------------------------------------------------------

let n = 0;
const uid = (p: string) => `${p}-${Date.now().toString(36).toUpperCase()}-${++n}`;
async function activeSubscription() {
  const id = uid('I-FAULT');
  await paypalFake.setActive(id);
  return id;
}
const accountState = async (u: TestUser) => ({
  user: await userRow(u.email),
  payments: (await env.DB.prepare('SELECT * FROM payments WHERE user_id = ?').bind(u.user.id).all()).results,
});
const signed = () => ({
  'PAYPAL-AUTH-ALGO': 'SHA256withRSA',
  'PAYPAL-CERT-URL': 'https://api.paypal.com/v1/notifications/certs/CERT',
  'PAYPAL-TRANSMISSION-ID': uid('T'),
  'PAYPAL-TRANSMISSION-SIG': VALID_SIGNATURE,
  'PAYPAL-TRANSMISSION-TIME': new Date().toISOString(),
});
const deliver = (event: unknown) => call('/api/paypal/webhook', { body: event, headers: signed() });
const eventRow = (id: string) => env.DB.prepare('SELECT * FROM paypal_events WHERE id = ?').bind(id).first();

async function paidUser() {
  const u = await register();
  const subId = await activeSubscription();
  expect((await call('/api/subscription', { body: { orderId: subId }, cookie: u.cookie })).status).toBe(200);
  return { ...u, subId };
}

describe('PayPal failing during activation', () => {
  it.each([
    ['answers 500', 'fail' as const],
    ['hangs past the timeout', 'hang' as const],
  ])('%s: a clear 502, nothing written; the retry once PayPal is back activates once', async (_label, mode) => {
    const u = await register();
    const subId = await activeSubscription();
    const before = await accountState(u);
    await paypalOutage.mode(mode);
    const t0 = Date.now();
    const res = await call('/api/subscription', { body: { orderId: subId }, cookie: u.cookie });
    expect(res.status).toBe(502);
    expect((await json(res)).message).toMatch(/PayPal could not be reached/);
    // Bounded by the PayPal timeout (8 s), not by PayPal.
    expect(Date.now() - t0).toBeLessThan(15_000);
    expect(await accountState(u)).toEqual(before);
    await paypalOutage.mode('ok');
    const retry = await call('/api/subscription', { body: { orderId: subId }, cookie: u.cookie });
    expect(retry.status).toBe(200);
    expect(await json(retry)).toMatchObject({ subscriptionStatus: 'active', subscribed: true });
    expect((await accountState(u)).payments).toHaveLength(1);
  });
});

describe('PayPal dropping a connection', () => {
  it("closes the subscription look-up's connection without an answer: asked once more, the subscription activates once", async () => {
    const u = await register();
    const subId = await activeSubscription();
    const lookup = { method: 'GET', path: `/v1/billing/subscriptions/${subId}` };
    const before = (await paypalFake.calls()).filter((c) => c.path === lookup.path).length;
    await paypalOutage.mode('drop-next-get');
    const res = await call('/api/subscription', { body: { orderId: subId }, cookie: u.cookie });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await json(res)).toMatchObject({ subscriptionStatus: 'active', subscribed: true });
    expect((await accountState(u)).payments).toHaveLength(1);
    // The dropped look-up and the one asked again.
    const lookups = (await paypalFake.calls()).filter((c) => c.path === lookup.path && c.method === 'GET');
    expect(lookups.length - before).toBe(2);
  });
});

describe('PayPal failing during a webhook delivery', () => {
  it.each([
    ['answers 500', 'fail' as const],
    ['hangs past the timeout', 'hang' as const],
  ])('%s: non-2xx so PayPal redelivers, nothing recorded; the redelivery applies it once', async (_label, mode) => {
    const u = await paidUser();
    const event = {
      id: uid('WH'),
      event_type: 'PAYMENT.SALE.COMPLETED',
      resource: {
        id: uid('SALE'),
        billing_agreement_id: u.subId,
        amount: { total: '3.00', currency: 'USD' },
        create_time: new Date(Date.now() + 10 * 86400_000).toISOString(),
      },
    };
    const before = await accountState(u);
    await paypalOutage.mode(mode);
    const res = await deliver(event);
    expect(res.status).toBe(502);
    expect(await json(res)).toHaveProperty('message');
    expect(await eventRow(event.id)).toBeNull();
    expect(await accountState(u)).toEqual(before);
    await paypalOutage.mode('ok');
    expect((await deliver(event)).status).toBe(200);
    expect((await deliver(event)).status).toBe(200);
    expect(await eventRow(event.id)).not.toBeNull();
    expect((await accountState(u)).payments).toHaveLength(2);
  });

  it('slow but inside the timeout: applied normally', async () => {
    const u = await paidUser();
    const event = { id: uid('WH'), event_type: 'BILLING.SUBSCRIPTION.ACTIVATED', resource: { id: u.subId } };
    await paypalOutage.mode('slow', 1500);
    expect((await deliver(event)).status).toBe(200);
    expect(await eventRow(event.id)).not.toBeNull();
  });

  it('answers non-2xx when the event could not be stored, and applies it on the redelivery', async () => {
    const u = await paidUser();
    const event = {
      id: uid('WH'),
      event_type: 'PAYMENT.SALE.COMPLETED',
      resource: {
        id: uid('SALE'),
        billing_agreement_id: u.subId,
        amount: { total: '3.00', currency: 'USD' },
        create_time: new Date(Date.now() + 10 * 86400_000).toISOString(),
      },
    };
    const before = await accountState(u);
    // D1 refuses the write of the event row: the payment in the same batch must not land either.
    const res = await withFailingTrigger(
      'fault_paypal_events',
      `BEFORE INSERT ON paypal_events WHEN NEW.id = '${event.id}'`,
      () => deliver(event),
    );
    expect(res.status).toBeGreaterThanOrEqual(500);
    expect(await json(res)).toHaveProperty('message');
    expect(await eventRow(event.id)).toBeNull();
    expect(await accountState(u)).toEqual(before);
    expect((await deliver(event)).status).toBe(200);
    expect((await accountState(u)).payments).toHaveLength(2);
  });
});

// --- D1 failing in the middle of a multi-statement write ---------------------------------------

describe('D1 failing in the middle of a batch', () => {
  it('filing a report: the report, its history and its first mail are all rolled back when the last mail cannot be written', async () => {
    const u = await subscribedUser();
    const contact = `d1-fault-${Date.now()}@mail.example.net`;
    const before = await dbDigest();
    // The report-copy mail is the last statement of the filing batch; the report row was written first.
    const res = await withFailingTrigger(
      'fault_report_copy',
      `BEFORE INSERT ON mail_outbox WHEN NEW.kind = 'report-copy' AND NEW.to_addresses LIKE '%${contact}%'`,
      () => call('/api/problems', { body: report(contact), cookie: u.cookie }),
    );
    expect(res.status).toBeGreaterThanOrEqual(500);
    expect(await json(res)).toHaveProperty('message');
    await outboxIdle();
    expect(changedTables(before, await dbDigest())).toEqual([]);
    // The same request succeeds once D1 takes the write.
    expect((await call('/api/problems', { body: report(contact), cookie: u.cookie })).status).toBe(201);
  });

  it('changing a status: the history entry and the notice are rolled back when the report update fails', async () => {
    const u = await subscribedUser();
    const { problem } = await fileTimed(u, `status-fault-${Date.now()}@mail.example.net`);
    await outboxIdle();
    const before = await dbDigest();
    const res = await withFailingTrigger(
      'fault_status',
      `BEFORE UPDATE OF status ON problem_reports WHEN NEW.id = ${problem.id}`,
      () => call(`/api/problems/${problem.id}`, { method: 'PATCH', body: { status: 'resolved' }, cookie: u.cookie }),
    );
    expect(res.status).toBeGreaterThanOrEqual(500);
    expect(changedTables(before, await dbDigest())).toEqual([]);
    const ok = await call(`/api/problems/${problem.id}`, {
      method: 'PATCH',
      body: { status: 'resolved' },
      cookie: u.cookie,
    });
    expect(ok.status).toBe(200);
  });

  it('resetting a password: nothing changes (password, sessions, token) when the "password changed" mail cannot be written', async () => {
    const u = await register();
    expect((await call('/api/forgot-password', { body: { username: u.email } })).status).toBe(200);
    const mail = (await outboxFor(u.email)).find((m) => m.kind === 'password-reset');
    const token = decodeURIComponent(/token=([^\s"<&]+)/.exec(mail!.text_body)![1]!);
    await outboxIdle();
    const before = await dbDigest();
    const res = await withFailingTrigger(
      'fault_reset',
      `BEFORE INSERT ON mail_outbox WHEN NEW.kind = 'password-changed' AND NEW.to_addresses LIKE '%${u.email}%'`,
      () => call('/api/reset-password', { body: { token, password: 'a brand new password' } }),
    );
    expect(res.status).toBeGreaterThanOrEqual(500);
    expect(changedTables(before, await dbDigest())).toEqual([]);
    // The old session still works and the token is still usable.
    expect((await call('/api/user', { cookie: u.cookie })).status).toBe(200);
    expect((await call('/api/reset-password', { body: { token, password: 'a brand new password' } })).status).toBe(200);
  });
});

// --- the deploy hook --------------------------------------------------------------------------

describe('the deploy hook down', () => {
  let owner: TestUser;
  beforeAll(async () => {
    const password = 'owner password 123';
    const ip = uniqueIp();
    let res = await call('/api/register', { body: { username: 'owner@airdesk.test', password }, ip });
    if (res.status === 409) res = await call('/api/login', { body: { username: 'owner@airdesk.test', password }, ip });
    await makeAdmin('owner@airdesk.test');
    owner = { email: 'owner@airdesk.test', password, cookie: sessionCookie(res)!, user: await json(res), ip };
  });

  it.each([
    ['drops the connection', () => deployHookOutage.down(true), {}],
    ['answers 500', () => deployHookFake.fail(true), {}],
    [
      'is not listening at all',
      () => Promise.resolve(undefined),
      { DEPLOY_HOOK_URL: 'http://127.0.0.1:9/hook/secret-token' },
    ],
  ])('%s: a clear 502 and nothing changed but the audit line', async (_label, breakIt, envOverride) => {
    await breakIt();
    const before = await dbDigest([...DIGEST_EXCEPTIONS, 'redeploy_audit']);
    const lastAudit = await env.DB.prepare('SELECT max(id) AS id FROM redeploy_audit').first<{ id: number | null }>();
    const res = await call('/api/admin/redeploy', { method: 'POST', cookie: owner.cookie, env: envOverride });
    expect(res.status).toBe(502);
    const body = await json(res);
    expect(body.message).toMatch(/deploy hook did not accept/);
    // The hook's URL is a secret: never in the answer.
    expect(JSON.stringify(body)).not.toContain('secret-token');
    expect(changedTables(before, await dbDigest([...DIGEST_EXCEPTIONS, 'redeploy_audit']))).toEqual([]);
    const audits = (
      await env.DB.prepare('SELECT outcome FROM redeploy_audit WHERE id > ?')
        .bind(lastAudit?.id ?? 0)
        .all<{ outcome: string }>()
    ).results;
    expect(audits).toEqual([{ outcome: 'failed' }]);
  });
});
