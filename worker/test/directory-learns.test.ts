// The directory learns from AirDesk's own cases (docs/api.md#the-directory-learns): each company's answer record,
// the addresses its answers come from, the operator's list of companies without a channel, and the one step that
// fills a gap. Through the real worker: reports filed over the API, their letters delivered by the cron, answers
// through the email() entry point with Email Routing's verdicts on top.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Airline, Correction, CorrectionList, CoverageList } from '../contracts';
import { deliver, fileReport, messageRows } from './inbound-support';
import { seedAirline, seedAirlines, tag } from './seed';
import { seedAirports } from './seed-airports';
import { call, json, makeAdmin, register, runCron, subscribedUser, type TestUser } from './support';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 120_000 });

let u: TestUser;
let admin: TestUser;
beforeAll(async () => {
  await seedAirports();
  u = await subscribedUser();
  admin = await register();
  await makeAdmin(admin.email);
});

let n = 0;
const mail = (from: string, to: string, text = 'Thank you for your letter. We will refund the ticket.') =>
  [
    `From: ${from}`,
    `To: ${to}`,
    'Subject: Re: Your report',
    `Message-ID: <learn${++n}-${Date.now()}@learn.example>`,
    '',
    text,
  ].join('\r\n');

const airlineOf = async (id: number) => json<Airline>(await call(`/api/airlines/${id}`, { cookie: u.cookie }));
const DAY_MS = 24 * 60 * 60 * 1000;

/** Files `count` reports to the airline and has the cron deliver their letters. */
async function sendLetters(airlineId: number, count: number) {
  const reports = [];
  for (let i = 0; i < count; i++) reports.push(await fileReport(u, airlineId));
  await runCron();
  const { results } = await env.DB.prepare(
    `SELECT id, letter_sent_at FROM problem_reports WHERE airline_id = ? ORDER BY id`,
  )
    .bind(airlineId)
    .all<{ id: number; letter_sent_at: string | null }>();
  expect(results.every((r) => r.letter_sent_at !== null)).toBe(true);
  return reports;
}

/** Moves a report's letter `days` back in time, as if it had gone out then. */
const sentDaysAgo = (id: number, days: number) =>
  env.DB.prepare('UPDATE problem_reports SET letter_sent_at = ? WHERE id = ?')
    .bind(new Date(Date.now() - days * DAY_MS).toISOString(), id)
    .run();

const openQueue = async () =>
  (await json<CorrectionList>(await call('/api/admin/corrections?status=open', { cookie: admin.cookie }))).corrections;

describe("a company's answer record", () => {
  it('says nothing below 5 letters, then counts answers, forwarded ones too, with the median days', async () => {
    const site = `${tag().toLowerCase()}-record.net`;
    const airlineId = await seedAirline({
      name: `${tag()} Record Air`,
      email: `care@${site}`,
      website: `https://www.${site}`,
    });
    const reports = await sendLetters(airlineId, 4);
    expect((await airlineOf(airlineId)).answers).toBeNull();

    reports.push(...(await sendLetters(airlineId, 1)));
    // Letters of 4, 3, 2, 1 and 0 days ago; answers to the first three.
    for (const [i, r] of reports.entries()) await sentDaysAgo(r.id, 4 - i);
    // The company answers two from its own domain...
    await deliver(mail(`care@${site}`, reports[0]!.replyAddress), reports[0]!.replyAddress);
    await deliver(mail(`Claims <claims@${site}>`, reports[1]!.replyAddress), reports[1]!.replyAddress);
    // ...and the traveller forwards the answer to the third, received elsewhere, from their account address.
    await deliver(mail(u.email, reports[2]!.replyAddress), reports[2]!.replyAddress);
    // A stranger's mail is not an answer.
    await deliver(mail('someone@elsewhere-learn.example', reports[3]!.replyAddress), reports[3]!.replyAddress);
    expect((await messageRows(reports[2]!.id)).map((m) => m.kind)).toEqual(['forwarded']);

    const a = await airlineOf(airlineId);
    // Answered at once, after 4, 3 and 2 days: whole days 4, 3, 2; the median is 3.
    expect(a.answers).toEqual({ sent: 5, answered: 3, medianDays: 3 });
  });

  it('leaves out letters older than 365 days and reports to official bodies', async () => {
    const site = `${tag().toLowerCase()}-window.net`;
    const airlineId = await seedAirline({
      name: `${tag()} Window Air`,
      email: `care@${site}`,
      website: `https://www.${site}`,
    });
    const reports = await sendLetters(airlineId, 5);
    await sentDaysAgo(reports[0]!.id, 400);
    await env.DB.prepare("UPDATE problem_reports SET channel = 'regulator' WHERE id = ?").bind(reports[1]!.id).run();
    expect((await airlineOf(airlineId)).answers).toBeNull();
  });

  it('is on the list items too', async () => {
    const name = `${tag()} Listed Record Air`;
    const site = `${tag().toLowerCase()}-listed.net`;
    const airlineId = await seedAirline({ name, email: `care@${site}`, website: `https://www.${site}` });
    await sendLetters(airlineId, 5);
    const list = await json<{ airlines: Airline[] }>(
      await call(`/api/airlines?query=${encodeURIComponent(name)}`, { cookie: u.cookie }),
    );
    const item = list.airlines.find((x) => x.id === airlineId);
    expect(item?.answers).toEqual({ sent: 5, answered: 0, medianDays: null });
    expect(item?.lastCheck).toEqual({ phone: null, email: null, complaintFormUrl: null });
  });
});

describe('addresses learned from answers', () => {
  let site: string;
  let airlineId: number;
  beforeAll(async () => {
    site = `${tag().toLowerCase()}-learn.net`;
    airlineId = await seedAirline({
      name: `${tag()} Learning Air`,
      email: `info@${site}`,
      website: `https://www.${site}`,
    });
  });
  const proposalsFor = async (id: number) => (await openQueue()).filter((c) => c.airlineId === id);

  it('proposes a role address of the company that the directory lacks, with its day and report, once', async () => {
    const p = await fileReport(u, airlineId);
    const answer = mail(`Customer Relations <customer.relations@${site}>`, p.replyAddress, 'Dear Ms Example, ...');
    await deliver(answer, p.replyAddress);
    // The same mail delivered again proposes nothing more.
    await deliver(answer, p.replyAddress);
    const p2 = await fileReport(u, airlineId);
    await deliver(mail(`customer.relations@${site}`, p2.replyAddress), p2.replyAddress);
    const proposals = await proposalsFor(airlineId);
    expect(proposals).toHaveLength(1);
    const day = new Date().toISOString().slice(0, 10);
    expect(proposals[0]).toMatchObject({
      field: 'email',
      problem: 'missing',
      origin: 'case-answer',
      suggestedValue: `customer.relations@${site}`,
      problemId: p.id,
      username: null,
      sourceUrl: '',
    });
    expect(proposals[0]!.note).toContain(`on ${day} (report #${p.id})`);
    // Nothing of the traveller or of the mail's text.
    expect(proposals[0]!.note).not.toContain('Example');
    expect(proposals[0]!.note).not.toContain(p.contactEmail);
  });

  it("never proposes a person's address, a no-reply box, a desk, the directory's own address or a body's", async () => {
    const id = await seedAirline({
      name: `${tag()} Quiet Air`,
      email: `info@q-${site}`,
      website: `https://www.q-${site}`,
    });
    for (const from of [
      `maria.gonzalez@q-${site}`,
      `j.smith@q-${site}`,
      `customercare-noreply@q-${site}`,
      `baggage@q-${site}`,
      `info@q-${site}`,
    ]) {
      const p = await fileReport(u, id);
      await deliver(mail(from, p.replyAddress), p.replyAddress);
      expect((await messageRows(p.id)).map((m) => m.kind)).toEqual(['reply']);
    }
    expect(await proposalsFor(id)).toEqual([]);
  });

  it('applied, the address joins the directory with its source saying it answered a case that day', async () => {
    const [proposal] = await proposalsFor(airlineId);
    const res = await call(`/api/admin/corrections/${proposal!.id}/apply`, { body: {}, cookie: admin.cookie });
    expect(res.status, await res.clone().text()).toBe(200);
    const a = await airlineOf(airlineId);
    expect(a.email).toBe(`customer.relations@${site}`);
    expect(a.sources.email).toBe(`case-answer:${proposal!.createdAt.slice(0, 10)}`);
  });

  it("a confirmed unknown sender's domain is queued for the company, and applying it confirms the domain", async () => {
    const p = await fileReport(u, airlineId);
    const other = `${tag().toLowerCase()}-handling.net`;
    await deliver(mail(`resolution@${other}`, p.replyAddress), p.replyAddress);
    const [message] = await messageRows(p.id);
    expect(message!.kind).toBe('unverified');
    const confirmed = await call(`/api/problems/${p.id}/messages/${message!.id}/confirm`, {
      body: {},
      cookie: u.cookie,
    });
    expect(confirmed.status, await confirmed.clone().text()).toBe(200);
    const queued = (await proposalsFor(airlineId)).find((c) => c.field === 'answerDomain');
    expect(queued).toMatchObject({ suggestedValue: other, origin: 'case-answer', problemId: p.id });
    const applied = await call(`/api/admin/corrections/${queued!.id}/apply`, { body: {}, cookie: admin.cookie });
    expect(applied.status, await applied.clone().text()).toBe(200);
    expect(await json<Correction>(applied)).toMatchObject({ status: 'applied', appliedValue: other });
    const row = await env.DB.prepare('SELECT status FROM company_answer_domains WHERE airline_id = ? AND domain = ?')
      .bind(airlineId, other)
      .first<{ status: string }>();
    expect(row?.status).toBe('confirmed');
    // From now on the company's mail from that domain is its answer.
    const later = await fileReport(u, airlineId);
    await deliver(mail(`resolution@${other}`, later.replyAddress), later.replyAddress);
    expect((await messageRows(later.id)).map((m) => m.kind)).toEqual(['reply']);
  });
});

describe("the operator's coverage list", () => {
  it('lists companies without a channel: most reported in 90 days, then the largest, then by name', async () => {
    const t = tag();
    const [quiet, ranked2, ranked1, reported, withEmail, withForm, old] = await seedAirlines([
      { name: `${t} A Quiet` },
      { name: `${t} B Ranked Second`, sizeRank: 90002 },
      { name: `${t} C Ranked First`, sizeRank: 90001 },
      { name: `${t} D Reported` },
      {
        name: `${t} E Mailed`,
        email: `care@${t.toLowerCase()}-e.net`,
        website: `https://www.${t.toLowerCase()}-e.net`,
      },
      {
        name: `${t} F Form`,
        website: `https://www.${t.toLowerCase()}-f.net`,
        complaintFormUrl: `https://www.${t.toLowerCase()}-f.net/complaints`,
      },
      { name: `${t} G Old Reports` },
    ]);
    await fileReport(u, reported!);
    await fileReport(u, reported!);
    const oldReport = await fileReport(u, old!);
    await env.DB.prepare('UPDATE problem_reports SET date_submitted = ? WHERE id = ?')
      .bind(new Date(Date.now() - 120 * DAY_MS).toISOString(), oldReport.id)
      .run();

    const all: CoverageList['companies'] = [];
    for (let page = 1; ; page++) {
      const res = await call(`/api/admin/coverage?page=${page}&limit=100`, { cookie: admin.cookie });
      expect(res.status).toBe(200);
      const body = await json<CoverageList>(res);
      all.push(...body.companies);
      if (body.companies.length < 100) break;
    }
    const ours = all.filter((c) => c.name.startsWith(t));
    expect(ours.map((c) => c.id)).toEqual([reported, ranked1, ranked2, quiet, old]);
    expect(ours.find((c) => c.id === reported)).toMatchObject({ reports90d: 2, channel: 'none', sizeRank: null });
    expect(ours.find((c) => c.id === old)).toMatchObject({ reports90d: 0, lastReportAt: expect.any(String) });
    expect(ours.find((c) => c.id === ranked1)).toMatchObject({ sizeRank: 90001, lastReportAt: null });
    expect(all.some((c) => c.id === withEmail || c.id === withForm)).toBe(false);
  });

  it('is for admins only', async () => {
    expect((await call('/api/admin/coverage')).status).toBe(401);
    expect((await call('/api/admin/coverage', { cookie: u.cookie })).status).toBe(403);
    expect((await call('/api/admin/coverage?limit=0', { cookie: admin.cookie })).status).toBe(400);
  });

  it("adds a contact with its page in one step, through the import's rules", async () => {
    const site = `${tag().toLowerCase()}-gap.net`;
    const id = await seedAirline({ name: `${tag()} Gap Air`, website: `https://www.${site}` });
    const refused = await call(`/api/admin/coverage/${id}/contact`, {
      cookie: admin.cookie,
      body: { field: 'email', value: `care@${site}`, sourceUrl: 'https://www.reviews-of-airlines.example.org/gap' },
    });
    expect(refused.status).toBe(400);
    expect((await json<{ message: string }>(refused)).message).toContain('cannot go into the directory');
    expect((await airlineOf(id)).email).toBe('');

    const missingPage = await call(`/api/admin/coverage/${id}/contact`, {
      cookie: admin.cookie,
      body: { field: 'email', value: `care@${site}`, sourceUrl: '' },
    });
    expect(missingPage.status).toBe(400);

    const added = await call(`/api/admin/coverage/${id}/contact`, {
      cookie: admin.cookie,
      body: { field: 'email', value: `care@${site}`, sourceUrl: `https://www.${site}/contact` },
    });
    expect(added.status, await added.clone().text()).toBe(200);
    expect(await json<Correction>(added)).toMatchObject({
      status: 'applied',
      field: 'email',
      appliedValue: `care@${site}`,
    });
    const a = await airlineOf(id);
    expect(a).toMatchObject({ email: `care@${site}`, channel: 'email' });
    expect(a.sources.email).toBe(`https://www.${site}/contact`);
    expect(
      (
        await call(`/api/admin/coverage/999999999/contact`, {
          cookie: admin.cookie,
          body: { field: 'email', value: `care@${site}`, sourceUrl: `https://www.${site}/contact` },
        })
      ).status,
    ).toBe(404);
  });
});
