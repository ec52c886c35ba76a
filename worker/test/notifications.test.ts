// E-mail notifications (docs/decisions.md#p14): status-change notices and the two-day reminder.
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Problem } from '../contracts';
import { call, json, mailFake, makeAdmin, register, runCron, subscribedUser, type TestUser } from './support';
import { seedAirline, tag } from './seed';

// Many requests per test; the shared 2-core machine can be slow.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

afterEach(async () => {
  await mailFake.mode('ok');
});

const DAY = 86400_000;
const inDays = (d: number) => new Date(Date.now() + d * DAY).toISOString();
const mailsOf = async (kind: string, refId: number) =>
  (
    await env.DB.prepare('SELECT * FROM mail_outbox WHERE kind = ? AND ref_id = ? ORDER BY id')
      .bind(kind, refId)
      .all<Record<string, any>>()
  ).results;
const setSubscription = (u: TestUser, status: string, end: string, autoRenew = false) =>
  env.DB.prepare('UPDATE users SET subscription_status = ?, subscription_end_date = ?, auto_renew = ? WHERE id = ?')
    .bind(status, end, autoRenew ? 1 : 0, u.user.id)
    .run();

describe('status-change notices', () => {
  it('queues a notice to the report contact e-mail with each status change, delivered by the mail API', async () => {
    await mailFake.reset();
    const owner = await subscribedUser();
    const admin = await register();
    await makeAdmin(admin.email);
    const airlineName = `${tag()} Notice Air`;
    const airlineId = await seedAirline({ name: airlineName, email: 'care@notice-air.example.org' });
    const contactEmail = `notice-${Date.now()}@mail.example.net`;
    const created = await call('/api/problems', {
      body: {
        airlineId,
        category: 'cancellation',
        description: 'Flight cancelled without notice, no rebooking.',
        contactEmail,
      },
      cookie: owner.cookie,
    });
    const p = await json<Problem>(created);
    expect(await mailsOf('status-change', p.id)).toHaveLength(0);

    expect(
      (await call(`/api/problems/${p.id}`, { method: 'PATCH', body: { status: 'in_progress' }, cookie: admin.cookie }))
        .status,
    ).toBe(200);
    const [first] = await mailsOf('status-change', p.id);
    expect(JSON.parse(first!.to_addresses)).toEqual([contactEmail]);
    expect(first!.subject).toBe(`Your report #${p.id} to ${airlineName} is now In Progress`);
    expect(first!.text_body).toContain('from Submitted to In Progress');

    expect(
      (await call(`/api/problems/${p.id}`, { method: 'PATCH', body: { status: 'resolved' }, cookie: owner.cookie }))
        .status,
    ).toBe(200);
    expect((await mailsOf('status-change', p.id)).map((m) => m.subject)).toEqual([
      `Your report #${p.id} to ${airlineName} is now In Progress`,
      `Your report #${p.id} to ${airlineName} is now Resolved`,
    ]);

    await runCron();
    const delivered = (await mailFake.messages(contactEmail)).map((m) => m.body.subject);
    expect(delivered).toContain(`Your report #${p.id} to ${airlineName} is now In Progress`);
    expect(delivered).toContain(`Your report #${p.id} to ${airlineName} is now Resolved`);
  });

  it('sends no notice for a refused or empty change', async () => {
    const owner = await subscribedUser();
    const stranger = await subscribedUser();
    const airlineId = await seedAirline({ name: `${tag()} Quiet Air` });
    const p = await json<Problem>(
      await call('/api/problems', {
        body: {
          airlineId,
          category: 'other',
          description: 'Something else went wrong here.',
          contactEmail: 'x@mail.example.net',
        },
        cookie: owner.cookie,
      }),
    );
    await call(`/api/problems/${p.id}`, { method: 'PATCH', body: { status: 'resolved' }, cookie: stranger.cookie });
    await call(`/api/problems/${p.id}`, { method: 'PATCH', body: { status: 'submitted' }, cookie: owner.cookie });
    await call(`/api/problems/${p.id}`, { method: 'PATCH', body: { status: 'bogus' }, cookie: owner.cookie });
    expect(await mailsOf('status-change', p.id)).toHaveLength(0);
  });
});

describe('the two-day reminder (scheduled handler)', () => {
  it('queues one reminder when a trial ends within two days, and never twice for the same period', async () => {
    await mailFake.reset();
    const u = await subscribedUser();
    const end = inDays(1.5);
    await setSubscription(u, 'trial', end);
    await runCron();
    const mails = await mailsOf('reminder', u.user.id);
    expect(mails).toHaveLength(1);
    expect(JSON.parse(mails[0]!.to_addresses)).toEqual([u.email]);
    expect(mails[0]!.subject).toBe('Your AirDesk free trial ends in two days');
    expect(mails[0]!.text_body).toContain('Nothing will be charged');
    expect(mails[0]!.text_body).toContain(`${env.APP_ORIGIN}/subscription`);
    const row = await env.DB.prepare('SELECT reminder_sent_for FROM users WHERE id = ?')
      .bind(u.user.id)
      .first<{ reminder_sent_for: string }>();
    expect(row!.reminder_sent_for).toBe(end);
    // The same run delivered it.
    expect((await mailFake.messages(u.email)).map((m) => m.body.subject)).toEqual([
      'Your AirDesk free trial ends in two days',
    ]);

    await runCron();
    await runCron();
    expect(await mailsOf('reminder', u.user.id)).toHaveLength(1);
  });

  it('queues it once under concurrent cron runs', async () => {
    const u = await subscribedUser();
    await setSubscription(u, 'trial', inDays(1));
    await Promise.all([runCron(), runCron(), runCron(), runCron()]);
    expect(await mailsOf('reminder', u.user.id)).toHaveLength(1);
  });

  it('reminds a cancelled or non-renewing subscription, and again for a new period', async () => {
    const canceled = await register();
    await setSubscription(canceled, 'canceled', inDays(1));
    const nonRenewing = await register();
    await setSubscription(nonRenewing, 'active', inDays(0.5), false);
    await runCron();
    const [c] = await mailsOf('reminder', canceled.user.id);
    expect(c!.subject).toBe('Your AirDesk subscription ends in two days');
    expect(c!.text_body).toContain('will not renew');
    expect(await mailsOf('reminder', nonRenewing.user.id)).toHaveLength(1);
    // A renewal moves the end date: the next period gets its own reminder when it is due.
    await setSubscription(nonRenewing, 'active', inDays(1.9), false);
    await runCron();
    expect(await mailsOf('reminder', nonRenewing.user.id)).toHaveLength(2);
  });

  it('sends none to a renewing subscription, a period ending later, an ended one, or a suspended account', async () => {
    const renewing = await register();
    await setSubscription(renewing, 'active', inDays(1), true);
    const later = await subscribedUser();
    await setSubscription(later, 'trial', inDays(3));
    const ended = await subscribedUser();
    await setSubscription(ended, 'trial', inDays(-0.1));
    const suspended = await subscribedUser();
    await setSubscription(suspended, 'trial', inDays(1));
    await env.DB.prepare('UPDATE users SET suspended = 1 WHERE id = ?').bind(suspended.user.id).run();
    await runCron();
    for (const u of [renewing, later, ended, suspended]) expect(await mailsOf('reminder', u.user.id)).toHaveLength(0);
  });
});
