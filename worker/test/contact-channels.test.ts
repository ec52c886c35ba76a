// How a report reaches a company: by e-mail, through the company's own form, or by no channel
// (docs/api.md#problems: channel, letter, formSubmittedAt, POST /api/problems/:id/form-submitted).
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Airline, Problem, ProblemDetail, PublicConfig } from '../contracts';
import { call, json, makeAdmin, register, subscribedUser, type TestUser } from './support';
import { seedAirline, tag } from './seed';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const FORM = 'https://www.formonly-air.example.org/help/complaint-form';
let emailAir: number;
let formAir: number;
let silentAir: number;
beforeAll(async () => {
  emailAir = await seedAirline({
    name: `${tag()} Mail Air`,
    email: 'care@mail-air.example.org',
    website: 'https://www.mail-air.example.org',
  });
  formAir = await seedAirline({
    name: `${tag()} Form Air`,
    phone: '+33 1 40 20 30 40',
    website: 'https://www.formonly-air.example.org',
    complaintFormUrl: FORM,
    complaintFormSource: 'https://www.formonly-air.example.org/help/contact',
  });
  silentAir = await seedAirline({
    name: `${tag()} Silent Air`,
    phone: '+33 1 40 20 30 41',
    website: 'https://www.silent-air.example.org',
  });
});

const report = (airlineId: number) => ({
  airlineId,
  category: 'refund',
  flightNumber: 'FA 12',
  date: '2026-10-01',
  description: 'My flight was cancelled and the refund never came.',
  contactEmail: 'traveller@mail.example.net',
});
const file = async (u: TestUser, airlineId: number) => {
  const res = await call('/api/problems', { body: report(airlineId), cookie: u.cookie });
  expect(res.status).toBe(201);
  return json<Problem>(res);
};
const mailsOf = async (id: number) =>
  (
    await env.DB.prepare(
      "SELECT kind, to_addresses, text_body, html_body FROM mail_outbox WHERE ref_id = ? AND kind LIKE 'report-%' ORDER BY id",
    )
      .bind(id)
      .all<Record<string, string>>()
  ).results;

describe('the airline shape', () => {
  it('gives the form, the source of each contact, the check date and the channel', async () => {
    const u = await subscribedUser();
    const a = await json<Airline>(await call(`/api/airlines/${formAir}`, { cookie: u.cookie }));
    expect(a).toMatchObject({
      complaintFormUrl: FORM,
      sources: {
        phone: 'https://www.formonly-air.example.org/contact',
        email: '',
        complaintFormUrl: 'https://www.formonly-air.example.org/help/contact',
      },
      checkedAt: '2026-11-20',
      channel: 'form',
    });
    expect((await json<Airline>(await call(`/api/airlines/${emailAir}`, { cookie: u.cookie }))).channel).toBe('email');
    expect((await json<Airline>(await call(`/api/airlines/${silentAir}`, { cookie: u.cookie }))).channel).toBe('none');
  });

  it('counts in /api/config the companies reached by e-mail and by their own form', async () => {
    const cfg = await json<PublicConfig>(await call('/api/config'));
    const row = await env.DB.prepare(
      "SELECT sum(email <> '') AS e, sum(email = '' AND complaint_form_url <> '') AS f FROM airlines",
    ).first<{ e: number; f: number }>();
    expect(cfg.channels).toEqual({ email: row!.e, form: row!.f });
    expect(cfg.channels.form).toBeGreaterThanOrEqual(1);
  });
});

describe('filing by channel', () => {
  it('e-mail: queues the mail to the company, and the letter is exactly its body', async () => {
    const u = await subscribedUser();
    const p = await file(u, emailAir);
    expect(p).toMatchObject({ channel: 'email', emailStatus: 'queued', formSubmittedAt: null });
    const mails = await mailsOf(p.id);
    expect(mails.map((m) => m.kind)).toEqual(['report-airline', 'report-copy']);
    expect(p.letter).toBe(mails[0]!.text_body);
    // The case reference once, in the footer (no internal "Report ID" line).
    expect(p.letter).toContain(`AirDesk case reference #${p.id}.`);
    expect(p.letter).not.toContain('Report ID');
  });

  it('form only: sends nothing to the company, gives the letter to paste, and the copy holds the letter and the form link', async () => {
    const u = await subscribedUser();
    const p = await file(u, formAir);
    expect(p).toMatchObject({ channel: 'form', emailStatus: 'failed', formSubmittedAt: null });
    expect(p.airline.complaintFormUrl).toBe(FORM);
    // The answer is asked for at the case address, so it comes back into the case.
    expect(p.letter).toContain(`Please send your answer to ${p.replyAddress}: it reaches me and is kept with my case.`);
    // Pasted by the traveller into the company's form: no AirDesk reference and no internal field at all.
    expect(p.letter).not.toMatch(/Report ID|AirDesk case reference|#\d/);
    expect(p.letter).toContain('Yours faithfully,\ntraveller@mail.example.net');
    expect(p.letter).not.toContain('\uE000');
    const mails = await mailsOf(p.id);
    expect(mails.map((m) => m.kind)).toEqual(['report-copy']);
    expect(mails[0]!.text_body).toContain(`Complaint form: ${FORM}`);
    expect(mails[0]!.text_body).toContain(p.letter);
  });

  it('neither: sends nothing to the company and says so truthfully, with the phone and website', async () => {
    const u = await subscribedUser();
    const p = await file(u, silentAir);
    expect(p).toMatchObject({ channel: 'none', emailStatus: 'failed' });
    const mails = await mailsOf(p.id);
    expect(mails.map((m) => m.kind)).toEqual(['report-copy']);
    expect(mails[0]!.text_body).toContain('publishes no complaint e-mail address or form that we know of');
    expect(mails[0]!.text_body).toContain('Phone: +33 1 40 20 30 41');
    expect(mails[0]!.text_body).toContain(p.letter);
  });
});

describe('POST /api/problems/:id/form-submitted', () => {
  it('records the submission once, in the report and its history', async () => {
    const u = await subscribedUser();
    const p = await file(u, formAir);
    const res = await call(`/api/problems/${p.id}/form-submitted`, { method: 'POST', cookie: u.cookie });
    expect(res.status).toBe(200);
    const done = await json<Problem>(res);
    expect(Date.parse(done.formSubmittedAt!)).not.toBeNaN();
    const again = await json<Problem>(
      await call(`/api/problems/${p.id}/form-submitted`, { method: 'POST', cookie: u.cookie }),
    );
    expect(again.formSubmittedAt).toBe(done.formSubmittedAt);
    const detail = await json<ProblemDetail>(await call(`/api/problems/${p.id}`, { cookie: u.cookie }));
    expect(detail.history.map((h) => h.event)).toEqual(['status', 'form-submitted']);
    expect(detail.history[1]).toMatchObject({ status: 'submitted', changedBy: u.email });
  });

  it('records one submission when two arrive at once', async () => {
    const u = await subscribedUser();
    const p = await file(u, formAir);
    const answers = await Promise.all(
      [1, 2, 3].map(() => call(`/api/problems/${p.id}/form-submitted`, { method: 'POST', cookie: u.cookie })),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    const n = await env.DB.prepare(
      "SELECT count(*) AS n FROM problem_status_history WHERE problem_id = ? AND event = 'form-submitted'",
    )
      .bind(p.id)
      .first<{ n: number }>();
    expect(n!.n).toBe(1);
  });

  it('is 409 for a report sent by e-mail, 404 for another user or an admin, 401 signed out', async () => {
    const u = await subscribedUser();
    const byMail = await file(u, emailAir);
    const res = await call(`/api/problems/${byMail.id}/form-submitted`, { method: 'POST', cookie: u.cookie });
    expect(res.status).toBe(409);
    expect((await json(res)).message).toBe('This report was sent by e-mail: AirDesk delivered it to the company.');
    const p = await file(u, formAir);
    const other = await subscribedUser();
    expect((await call(`/api/problems/${p.id}/form-submitted`, { method: 'POST', cookie: other.cookie })).status).toBe(
      404,
    );
    const admin = await register();
    await makeAdmin(admin.email);
    expect((await call(`/api/problems/${p.id}/form-submitted`, { method: 'POST', cookie: admin.cookie })).status).toBe(
      404,
    );
    expect((await call(`/api/problems/${p.id}/form-submitted`, { method: 'POST' })).status).toBe(401);
    expect((await call('/api/problems/99999999/form-submitted', { method: 'POST', cookie: u.cookie })).status).toBe(
      404,
    );
    const row = await env.DB.prepare('SELECT form_submitted_at FROM problem_reports WHERE id = ?')
      .bind(p.id)
      .first<{ form_submitted_at: string | null }>();
    expect(row!.form_submitted_at).toBeNull();
  });
});

describe('a suspended account', () => {
  it('cannot record a form submission nor report a contact (403), and nothing changes', async () => {
    const u = await subscribedUser();
    const p = await file(u, formAir);
    await env.DB.prepare('UPDATE users SET suspended = 1 WHERE id = ?').bind(u.user.id).run();
    expect((await call(`/api/problems/${p.id}/form-submitted`, { method: 'POST', cookie: u.cookie })).status).toBe(403);
    expect(
      (
        await call(`/api/airlines/${formAir}/corrections`, {
          body: { field: 'phone', problem: 'dead' },
          cookie: u.cookie,
        })
      ).status,
    ).toBe(403);
    const row = await env.DB.prepare('SELECT form_submitted_at FROM problem_reports WHERE id = ?')
      .bind(p.id)
      .first<{ form_submitted_at: string | null }>();
    expect(row!.form_submitted_at).toBeNull();
    const n = await env.DB.prepare('SELECT count(*) AS n FROM contact_corrections WHERE user_id = ?')
      .bind(u.user.id)
      .first<{ n: number }>();
    expect(n!.n).toBe(0);
  });
});
