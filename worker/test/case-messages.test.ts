// The traveller's messages to the company (docs/api.md#case-file) through the real entry point: sent from the
// case address, threaded to the company's last reply, with the chosen documents, recorded in the case and its
// history; and the refusals (no case address, another user's report, a suspended account, bad text or documents,
// the 21st message of a day).
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { CaseMessage, ProblemDetail } from '../contracts';
import { attachmentRows, base64Of, companyReply, emailedReport, PDF, PNG, uploaded } from './case-samples';
import outlookReply from './fixtures/mail/outlook-reply.eml?raw';
import { confirmAnswerDomains, deliver, sample } from './inbound-support';
import { seedAirline, tag } from './seed';
import { call, eventually, json, mailFake, outboxIdle, subscribedUser, type TestUser } from './support';

vi.setConfig({ testTimeout: 60_000 });

let owner: TestUser;
let other: TestUser;
beforeAll(async () => {
  await mailFake.mode('ok');
  owner = await subscribedUser();
  other = await subscribedUser();
});

const post = (u: TestUser, id: number, body: unknown) =>
  call(`/api/problems/${id}/messages`, { cookie: u.cookie, body });
const waitForMail = async (to: string, count: number) =>
  eventually(async () => {
    const m = await mailFake.messages(to);
    return m.length >= count ? m : undefined;
  }, 10_000);

describe('a message to the company', () => {
  it('goes from the case address, threaded to the company’s last reply, with its document, and is kept in the case', async () => {
    const { report, company } = await emailedReport(owner);
    const [reportMail] = await waitForMail(company, 1);
    await companyReply(
      report,
      company,
      `Re: ${reportMail!.body.subject}`,
      '<r1-abc@mail.case-air.example>',
      '<first@x>',
    );
    const doc = await uploaded(owner, report.id, PDF, 'receipts.pdf');

    const res = await post(owner, report.id, {
      text: '  Here are the receipts you asked for.\nThe total is 84 EUR.  ',
      attachmentIds: [doc.id],
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const message = await json<CaseMessage>(res);
    expect(message).toMatchObject({
      direction: 'out',
      kind: 'message',
      from: report.replyAddress,
      to: company,
      subject: `Re: ${reportMail!.body.subject}`,
      text: 'Here are the receipts you asked for.\nThe total is 84 EUR.',
      attachments: [{ id: doc.id, filename: 'receipts.pdf' }],
    });

    const mails = await waitForMail(company, 2);
    const sent = mails[1]!.body;
    expect(sent.from).toBe(`"${owner.email} via AirDesk" <${report.replyAddress}>`);
    expect(sent.reply_to).toBe(report.replyAddress);
    expect(sent.to).toEqual([company]);
    expect(sent.subject).toBe(`Re: ${reportMail!.body.subject}`);
    expect(sent.text).toContain('Here are the receipts you asked for.\nThe total is 84 EUR.');
    expect(sent.headers).toMatchObject({
      'In-Reply-To': '<r1-abc@mail.case-air.example>',
      References: '<first@x> <r1-abc@mail.case-air.example>',
    });
    const row = await env.DB.prepare("SELECT * FROM case_messages WHERE problem_id = ? AND direction = 'out'")
      .bind(report.id)
      .first<Record<string, any>>();
    expect(row!.message_id).toMatch(/^<[0-9a-f-]{36}@cases\.airdesk\.invalid>$/);
    expect(sent.headers!['Message-ID']).toBe(row!.message_id);
    expect(row!.in_reply_to).toBe('<r1-abc@mail.case-air.example>');
    expect(await (await env.FILES.get(row!.body_key))!.text()).toBe(message.text);
    expect(sent.attachments).toEqual([
      { filename: 'receipts.pdf', content: base64Of(PDF), content_type: 'application/pdf' },
    ]);
    await eventually(async () => (await attachmentRows(report.id))[0]!.sent_at);
    expect((await attachmentRows(report.id))[0]!.message_id).toBe(message.id);

    const d = await json<ProblemDetail>(await call(`/api/problems/${report.id}`, { cookie: owner.cookie }));
    expect(d.messages.map((m) => [m.direction, m.kind])).toEqual([
      ['in', 'reply'],
      ['out', 'message'],
    ]);
    expect(d.messages[1]!.attachments.map((a) => a.filename)).toEqual(['receipts.pdf']);
    expect(d.history.map((h) => h.event)).toContain('message');
    // Sent: the document can no longer be removed.
    const del = await call(`/api/problems/${report.id}/attachments/${doc.id}`, {
      method: 'DELETE',
      cookie: owner.cookie,
    });
    expect(del.status).toBe(409);
  });

  it('answers a reply that came in through the email() handler (an Outlook answer), threaded to it', async () => {
    const { report, company } = await emailedReport(owner);
    await waitForMail(company, 1);
    await confirmAnswerDomains(report.airlineId);
    const received = await deliver(sample(outlookReply, report.replyAddress!), report.replyAddress!);
    expect(received.rejected).toBeUndefined();
    expect((await post(owner, report.id, { text: 'Thank you. I accept the 400 EUR.' })).status).toBe(201);
    const sent = (await waitForMail(company, 2))[1]!.body;
    const outlookId = '<AM7PR03MB6545E8C2F1A9B4D3C2A1B0E7A9@AM7PR03MB6545.eurprd03.prod.outlook.com>';
    expect(sent.subject).toBe('RE: Passenger report: Flight Delay on flight BA 117');
    expect(sent.headers!['In-Reply-To']).toBe(outlookId);
    expect(sent.headers!.References).toBe(`<report-airline-2@airdesk.invalid> ${outlookId}`);
    expect(sent.from).toContain(`<${report.replyAddress}>`);
  });

  it('before any reply, answers the report itself: "Re:" its subject, no threading headers', async () => {
    const { report, company } = await emailedReport(owner);
    const [reportMail] = await waitForMail(company, 1);
    expect((await post(owner, report.id, { text: 'Any news about my bag?' })).status).toBe(201);
    const sent = (await waitForMail(company, 2))[1]!.body;
    expect(sent.subject).toBe(`Re: ${reportMail!.body.subject}`);
    expect(sent.headers?.['In-Reply-To']).toBeUndefined();
    expect(sent.attachments).toBeUndefined();
  });

  it('refuses a report with no company address to write to (409), another user’s report (404) and a suspended account (403)', async () => {
    const domain = `${tag().toLowerCase()}-form.example.net`;
    const formOnly = await seedAirline({
      name: `${tag()} Form Air`,
      website: `https://www.${domain}`,
      complaintFormUrl: `https://www.${domain}/complaints`,
    });
    const res = await call('/api/problems', {
      cookie: owner.cookie,
      body: {
        airlineId: formOnly,
        category: 'baggage',
        description: 'My bag was damaged on arrival.',
        contactEmail: owner.email,
      },
    });
    // A letter sent through the company's form has a case address, but the company has not answered by e-mail:
    // there is no address of the company's to write to yet.
    const formReport = await json(res);
    expect(formReport.replyAddress).toMatch(/^case-/);
    const noAddress = await post(owner, formReport.id, { text: 'Hello' });
    expect(noAddress.status).toBe(409);
    expect((await json(noAddress)).message).toBe(
      'The company has not answered this case by e-mail yet, so there is no address to write to: write to it the way you sent the letter.',
    );

    const { report } = await emailedReport(owner);
    expect((await post(other, report.id, { text: 'Not my report' })).status).toBe(404);
    expect((await call(`/api/problems/${report.id}/messages`, { body: { text: 'x' } })).status).toBe(401);
    const suspended = await subscribedUser();
    const own = await emailedReport(suspended);
    await env.DB.prepare('UPDATE users SET suspended = 1 WHERE id = ?').bind(suspended.user.id).run();
    expect((await post(suspended, own.report.id, { text: 'Hello' })).status).toBe(403);
    const stored = await env.DB.prepare('SELECT count(*) AS n FROM case_messages WHERE problem_id IN (?, ?, ?)')
      .bind(formReport.id, report.id, own.report.id)
      .first<{ n: number }>();
    expect(stored!.n).toBe(0);
  });

  it('refuses empty or overlong text and documents that are not the traveller’s own unsent uploads (400)', async () => {
    const { report } = await emailedReport(owner);
    const elsewhere = await emailedReport(owner);
    const foreign = await uploaded(owner, elsewhere.report.id, PNG, 'other-report.png');
    const company = await env.DB.prepare(
      `INSERT INTO case_attachments (problem_id, source, filename, content_type, size, r2_key)
       VALUES (?, 'company', 'voucher.pdf', 'application/pdf', 10, ?) RETURNING id`,
    )
      .bind(report.id, `cases/${report.id}/files/voucher`)
      .first<{ id: number }>();
    for (const body of [
      { text: '' },
      { text: '   ' },
      { text: 'x'.repeat(5001) },
      { text: 'Hello\u0000there' },
      { text: 'Hello', attachmentIds: [foreign.id] },
      { text: 'Hello', attachmentIds: [company!.id] },
      { text: 'Hello', attachmentIds: [999_999_999] },
      { text: 'Hello', attachmentIds: ['1'] },
    ]) {
      const res = await post(owner, report.id, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect((await post(owner, report.id, { text: 'x'.repeat(5000) })).status).toBe(201);
    const n = await env.DB.prepare('SELECT count(*) AS n FROM case_messages WHERE problem_id = ?')
      .bind(report.id)
      .first<{ n: number }>();
    expect(n!.n).toBe(1);
  });

  it('takes 20 messages a day per report; the 21st is a 429', async () => {
    const { report } = await emailedReport(owner);
    for (let i = 1; i <= 20; i++) expect((await post(owner, report.id, { text: `Message ${i}` })).status).toBe(201);
    const res = await post(owner, report.id, { text: 'Message 21' });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
    const n = await env.DB.prepare('SELECT count(*) AS n FROM case_messages WHERE problem_id = ?')
      .bind(report.id)
      .first<{ n: number }>();
    expect(n!.n).toBe(20);
    await outboxIdle();
  });
});

describe("the passenger's name on the company's mail", () => {
  it('the report and each message go as "<first passenger> via AirDesk", the message from the case address', async () => {
    const { report, company } = await emailedReport(owner, {
      passengers: [{ fullName: 'Jane "JJ" Traveller' }, { fullName: 'Tom Traveller' }],
    });
    const [reportMail] = await waitForMail(company, 1);
    // Quoted, with the quotes in the name escaped (RFC 5322 quoted-string).
    expect(reportMail!.body.from).toBe('"Jane \\"JJ\\" Traveller via AirDesk" <no-reply@airdesk.test>');
    const res = await post(owner, report.id, { text: 'The receipts follow in a separate message.' });
    expect(res.status, await res.clone().text()).toBe(201);
    const mails = await waitForMail(company, 2);
    const sent = mails[1]!.body;
    expect(sent.from).toBe(`"Jane \\"JJ\\" Traveller via AirDesk" <${report.replyAddress}>`);
    expect(sent.text).toContain(`Jane "JJ" Traveller, passenger (AirDesk case #${report.id}).`);
  });
});
