// The traveller's report list tells the truth (docs/api.md#problems, `delivery`): how each report reached its
// company (by e-mail, through the company's form, a letter still to send, through an official body) and a stage
// that never says "Submitted" for a letter sent nowhere; and every mail to the traveller links to the case.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Problem, ProblemList, ReportDelivery } from '../contracts';
import { caseReplyMail } from '../mail/case-reply-mail';
import { caseReminderMail, routeOpensMail } from '../mail/reminder-mails';
import { seedAirline, tag } from './seed';
import { seedAirports } from './seed-airports';
import {
  call,
  eventually,
  fileDelay,
  json,
  makeAdmin,
  ORIGIN,
  register,
  subscribedUser,
  type TestUser,
} from './support';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

let emailAir: number; // publishes an e-mail (German)
let formAir: number; // publishes only a form
let silentAir: number; // publishes nothing, outside any route
let silentUs: number; // publishes nothing; a US flight goes through the DOT
beforeAll(async () => {
  await seedAirports();
  const t = tag();
  emailAir = await seedAirline({
    name: `${t} Track Mail Air`,
    country: 'Germany',
    email: 'care@track-mail-air.example',
    website: 'https://www.track-mail-air.example',
  });
  formAir = await seedAirline({
    name: `${t} Track Form Air`,
    website: 'https://www.track-form-air.example',
    complaintFormUrl: 'https://www.track-form-air.example/complaint',
    complaintFormSource: 'https://www.track-form-air.example/contact',
  });
  silentAir = await seedAirline({
    name: `${t} Track Quiet Air`,
    country: 'New Zealand',
    website: 'https://www.track-quiet-air.example',
  });
  silentUs = await seedAirline({
    name: `${t} Track Silent US`,
    country: 'United States',
    website: 'https://www.track-silent-us.example',
  });
});

const listed = async (u: TestUser) =>
  new Map(
    (await json<ProblemList>(await call('/api/problems?limit=100', { cookie: u.cookie }))).problems.map((p) => [
      p.id,
      p.delivery,
    ]),
  );
const mailsOf = async (id: number) =>
  (
    await env.DB.prepare('SELECT kind, text_body, html_body FROM mail_outbox WHERE ref_id = ? ORDER BY id')
      .bind(id)
      .all<{ kind: string; text_body: string; html_body: string }>()
  ).results;
const caseLink = (id: number) => `${ORIGIN}/problem-management?report=${id}`;

describe('the report list says how each report reached its company', () => {
  it('for each channel, from filing to sent, and never "Submitted" for a letter sent nowhere', async () => {
    const u = await subscribedUser();
    const byMail = await fileDelay(u, emailAir);
    const byForm = await fileDelay(u, formAir);
    const nowhere = await fileDelay(u, silentAir);
    const viaBody = await fileDelay(u, silentUs, { departure: 'JFK', arrival: 'LAX' });
    expect(viaBody.channel).toBe('regulator');

    const first = await listed(u);
    expect(first.get(byForm.id)).toEqual<ReportDelivery>({
      channel: 'form',
      state: 'ready',
      escalatedTo: [],
      stage: 'unsent',
    });
    expect(first.get(nowhere.id)).toEqual<ReportDelivery>({
      channel: 'none',
      state: 'ready',
      escalatedTo: [],
      stage: 'unsent',
    });
    expect(first.get(viaBody.id)).toEqual<ReportDelivery>({
      channel: 'regulator',
      state: 'ready',
      escalatedTo: [],
      stage: 'unsent',
    });

    // The e-mail goes out (delivery runs after the answer): sent, and now "Submitted".
    const mailed = await eventually(async () => {
      const d = (await listed(u)).get(byMail.id);
      return d?.state === 'sent' ? d : null;
    }, 20_000);
    expect(mailed).toEqual<ReportDelivery>({ channel: 'email', state: 'sent', escalatedTo: [], stage: 'submitted' });

    // The traveller says they sent the letters through the forms.
    for (const p of [byForm, viaBody])
      expect((await call(`/api/problems/${p.id}/form-submitted`, { body: {}, cookie: u.cookie })).status).toBe(200);
    const after = await listed(u);
    expect(after.get(byForm.id)).toMatchObject({ state: 'sent', stage: 'submitted' });
    expect(after.get(viaBody.id)).toMatchObject({ state: 'sent', stage: 'submitted' });
    expect(after.get(nowhere.id)).toMatchObject({ state: 'ready', stage: 'unsent' });

    // A status the traveller set is shown as it is.
    const patched = await call(`/api/problems/${nowhere.id}`, {
      method: 'PATCH',
      body: { status: 'resolved' },
      cookie: u.cookie,
    });
    expect((await json<Problem>(patched)).delivery).toMatchObject({ state: 'ready', stage: 'resolved' });
  });

  it('names the official body an e-mailed report was taken to, in the list and the report', async () => {
    const u = await subscribedUser();
    const p = await fileDelay(u, emailAir, { departure: 'JFK', arrival: 'LAX' });
    const res = await call(`/api/problems/${p.id}/escalations`, { body: { routeKey: 'US-DOT:US' }, cookie: u.cookie });
    expect(res.status, await res.clone().text()).toBe(200);
    const body = p.routes.find((r) => r.id === 'US-DOT')!.body;
    expect((await listed(u)).get(p.id)?.escalatedTo).toEqual([body]);
    expect(
      (await json<Problem>(await call(`/api/problems/${p.id}`, { cookie: u.cookie }))).delivery.escalatedTo,
    ).toEqual([body]);
  });

  it('an unsent report whose letter went to a body is "Submitted"', async () => {
    const u = await subscribedUser();
    // Failed e-mail, then taken to the DOT: it reached someone.
    const p = await fileDelay(u, emailAir, { departure: 'JFK', arrival: 'LAX' });
    // Once delivery has run, the e-mail is marked as failed for good (as after the last retry).
    await eventually(async () => (await listed(u)).get(p.id)?.state === 'sent', 20_000);
    await env.DB.prepare("UPDATE problem_reports SET email_status = 'failed' WHERE id = ?").bind(p.id).run();
    expect((await listed(u)).get(p.id)).toMatchObject({ state: 'failed', stage: 'unsent' });
    await call(`/api/problems/${p.id}/escalations`, { body: { routeKey: 'US-DOT:US' }, cookie: u.cookie });
    expect((await listed(u)).get(p.id)).toMatchObject({ state: 'failed', stage: 'submitted' });
  });

  it('gives an admin every report with its delivery', async () => {
    const u = await subscribedUser();
    const p = await fileDelay(u, formAir);
    const admin = await register();
    await makeAdmin(admin.email);
    const all = await json<ProblemList>(
      await call(`/api/problems?limit=100&q=${encodeURIComponent('Track Form Air')}`, { cookie: admin.cookie }),
    );
    expect(all.problems.find((x) => x.id === p.id)?.delivery).toMatchObject({ channel: 'form', stage: 'unsent' });
  });
});

describe('every mail to the traveller links to the case', () => {
  it('the copy of each channel, with the report id in the link', async () => {
    const u = await subscribedUser();
    for (const p of [
      await fileDelay(u, emailAir),
      await fileDelay(u, formAir),
      await fileDelay(u, silentAir),
      await fileDelay(u, silentUs, { departure: 'JFK', arrival: 'LAX' }),
    ]) {
      const copy = (await mailsOf(p.id)).find((m) => m.kind === 'report-copy')!;
      expect(copy.text_body, p.channel).toContain(caseLink(p.id));
      expect(copy.html_body, p.channel).toContain(caseLink(p.id));
    }
  });

  it('the status change', async () => {
    const u = await subscribedUser();
    const p = await fileDelay(u, emailAir);
    await call(`/api/problems/${p.id}`, { method: 'PATCH', body: { status: 'in_progress' }, cookie: u.cookie });
    const notice = (await mailsOf(p.id)).find((m) => m.kind === 'status-change')!;
    expect(notice.text_body).toContain(caseLink(p.id));
    expect(notice.html_body).toContain(caseLink(p.id));
  });

  it('the reminders, the route that opens and the company’s answer, on the configured origin', () => {
    const r = { id: 41, contactEmail: 't@mail.example.net', airlineName: 'Rhein Air' };
    const origin = 'https://airdesk.example/';
    const link = 'https://airdesk.example/problem-management?report=41';
    const mails = [
      caseReminderMail(r, { kind: 'company-answer', date: '2026-11-01', description: 'The window ended.' }, origin),
      caseReminderMail(r, { kind: 'legal-action', date: '2028-10-01', description: 'Court claims end.' }, origin),
      routeOpensMail(
        r,
        {
          id: 'EU-NEB',
          country: 'DE',
          body: 'Luftfahrt-Bundesamt',
          url: 'https://www.lba.de/form',
          reason: 'It enforces EU261 for German departures.',
          opensOn: '2026-11-12',
        } as never,
        origin,
      ),
      caseReplyMail(
        { ...r, nowInProgress: false },
        { from: 'care@rhein.example', subject: 'Re', text: 'We are sorry.' },
        origin,
      ),
    ];
    for (const m of mails) {
      expect(m.text, m.subject).toContain(link);
      expect(m.html, m.subject).toContain(link);
    }
  });
});
