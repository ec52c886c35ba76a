// The company's replies by e-mail (docs/api.md#case-file): real-world mail samples delivered to the Worker's
// email() entry point, and what the case keeps of them: the D1 rows, the R2 objects, the status move, the
// history, the traveller's notice, and the report as the traveller reads it (GET /api/problems/:id).
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProblemDetail } from '../contracts';
import alternativeQp from './fixtures/mail/alternative-qp-utf8.eml?raw';
import helpdesk from './fixtures/mail/helpdesk-zendesk.eml?raw';
import inlineImagePdf from './fixtures/mail/inline-image-pdf.eml?raw';
import latin1 from './fixtures/mail/latin1-base64.eml?raw';
import outOfOffice from './fixtures/mail/out-of-office.eml?raw';
import outlook from './fixtures/mail/outlook-reply.eml?raw';
import replyPlain from './fixtures/mail/reply-plain.eml?raw';
import {
  confirmAnswerDomains,
  attachmentRows,
  deliver,
  fileReport,
  messageRows,
  r2Keys,
  sample,
} from './inbound-support';
import { seedAirline, tag } from './seed';
import { seedAirports } from './seed-airports';
import { call, json, mailFake, outboxFor, runCron, subscribedUser, type TestUser } from './support';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

let airline: number;
let airlineName: string;
let u: TestUser;
beforeAll(async () => {
  await seedAirports();
  airlineName = `${tag()} Lufthansa`;
  airline = await seedAirline({
    name: airlineName,
    country: 'Germany',
    email: 'care@lh-inbound-airdesk.net',
    website: 'https://www.lh-inbound-airdesk.net',
  });
  // The samples are the company's replies: their domains are ones it answers from.
  await confirmAnswerDomains(airline);
  u = await subscribedUser();
});

const detailOf = async (id: number) => json<ProblemDetail>(await call(`/api/problems/${id}`, { cookie: u.cookie }));

describe('a reply by e-mail', () => {
  it('is kept in the case, moves the report to In Progress, is in the history and reaches the traveller', async () => {
    const p = await fileReport(u, airline);
    // Addresses are compared without case: a mail client may write it in capitals.
    const message = await deliver(sample(replyPlain, p.replyAddress), p.replyAddress.toUpperCase());
    expect(message.rejected).toBeUndefined();

    const [row] = await messageRows(p.id);
    expect(row).toMatchObject({
      direction: 'in',
      kind: 'reply',
      from_address: 'Customer Relations <customer.relations@lh-rights-airdesk.net>',
      to_address: p.replyAddress,
      subject: 'Re: Passenger report: Flight Delay on flight LH 233',
      message_id: '<20261125091402.4f2a@mail.lh-rights-airdesk.net>',
      in_reply_to: '<report-airline-1@airdesk.invalid>',
      dropped: '[]',
      user_id: null,
    });
    expect(row!.body_key).toMatch(new RegExp(`^cases/${p.id}/messages/[0-9a-f-]{36}\\.txt$`));
    const text =
      'Dear passenger,\n\nthank you for your report about flight LH 233 on 1 October.\nWe have opened case 7741-AB and will answer within 14 days.\n\nKind regards\nCustomer Relations';
    expect(await (await env.FILES.get(row!.body_key))!.text()).toBe(text);
    expect(row!.body_bytes).toBe(new TextEncoder().encode(text).byteLength);
    expect(await r2Keys(p.id)).toEqual([row!.body_key]);

    const detail = await detailOf(p.id);
    expect(detail.status).toBe('in_progress');
    expect(detail.history.map((h) => [h.event, h.status, h.changedBy])).toEqual([
      ['status', 'submitted', u.email],
      ['replied', 'in_progress', null],
    ]);
    expect(detail.messages).toEqual([
      {
        id: row!.id,
        direction: 'in',
        kind: 'reply',
        from: 'Customer Relations <customer.relations@lh-rights-airdesk.net>',
        to: p.replyAddress,
        subject: 'Re: Passenger report: Flight Delay on flight LH 233',
        text,
        at: expect.any(String),
        attachments: [],
        dropped: [],
      },
    ]);

    // The traveller's notice: queued with the change, sent right after.
    const [notice] = (await outboxFor(p.contactEmail)).filter((m) => m.kind === 'case-reply');
    expect(notice).toMatchObject({ ref_id: p.id, subject: `${airlineName} answered your report #${p.id}` });
    const link = `http://127.0.0.1:8787/problem-management?report=${p.id}`;
    const [sent] = (await mailFake.messages(p.contactEmail)).filter((m) => m.body.subject === notice!.subject);
    expect(sent!.body.text).toContain(text);
    expect(sent!.body.text).toContain(link);
    expect(sent!.body.text).toContain('Your report is now In Progress.');
    expect(sent!.body.html).toContain(link);
    expect(sent!.body.html).toContain('We have opened case 7741-AB');
  });

  it('reads multipart/alternative with quoted-printable UTF-8 and a UTF-8 encoded subject', async () => {
    const p = await fileReport(u, airline);
    expect((await deliver(sample(alternativeQp, p.replyAddress), p.replyAddress)).rejected).toBeUndefined();
    const [m] = (await detailOf(p.id)).messages;
    expect(m).toMatchObject({
      kind: 'reply',
      from: 'Kundenservice München <kundenservice@lh-rights-airdesk.net>',
      subject: 'AW: Beschwerde über Verspätung – Fall 7741',
    });
    // The plain part, not the HTML one.
    expect(m!.text).toBe(
      'Sehr geehrte Frau Müller,\n\nwir bestätigen den Eingang Ihrer Beschwerde über die Verspätung.\nDie Ausgleichszahlung von 250 € wird geprüft.\n\nMit freundlichen Grüßen\nKundenservice',
    );
  });

  it('reads a base64 ISO-8859-1 body and an ISO-8859-1 encoded subject', async () => {
    const p = await fileReport(u, airline);
    await deliver(sample(latin1, p.replyAddress), p.replyAddress);
    const [m] = (await detailOf(p.id)).messages;
    expect(m!.from).toBe('Service clientèle <service.client@af-rights-airdesk.net>');
    expect(m!.subject).toBe('Réclamation reçue – dossier n° 55120');
    expect(m!.text).toContain('Nous avons bien reçu votre réclamation concernant le vol AF 1234.');
    expect(m!.text).toContain('ne peut être accordé');
  });

  it('keeps an inline image and a PDF attachment as documents of the company, and the HTML as text', async () => {
    const p = await fileReport(u, airline);
    await deliver(sample(inlineImagePdf, p.replyAddress), p.replyAddress);
    const [msg] = await messageRows(p.id);
    const docs = await attachmentRows(p.id);
    expect(docs.map((d) => [d.filename, d.content_type, d.source, d.message_id, d.sent_at])).toEqual([
      ['logo.png', 'image/png', 'company', msg!.id, null],
      ['refund-confirmation.pdf', 'application/pdf', 'company', msg!.id, null],
    ]);
    for (const d of docs) {
      expect(d.r2_key).toMatch(new RegExp(`^cases/${p.id}/files/[0-9a-f-]{36}$`));
      const obj = await env.FILES.get(d.r2_key);
      expect(obj!.size).toBe(d.size);
      expect(obj!.httpMetadata?.contentType).toBe(d.content_type);
    }
    expect(new TextDecoder().decode(await (await env.FILES.get(docs[1]!.r2_key))!.arrayBuffer()).slice(0, 5)).toBe(
      '%PDF-',
    );
    expect((await r2Keys(p.id)).sort()).toEqual([msg!.body_key, ...docs.map((d) => d.r2_key)].sort());

    const detail = await detailOf(p.id);
    expect(detail.messages[0]!.text).toBe(
      'Refunds\n\nPlease find the confirmation of your refund of EUR 412.50 attached.',
    );
    expect(detail.messages[0]!.attachments.map((a) => a.filename)).toEqual(['logo.png', 'refund-confirmation.pdf']);
    expect(detail.attachments).toEqual(
      docs.map((d) => ({
        id: d.id,
        filename: d.filename,
        contentType: d.content_type,
        size: d.size,
        createdAt: d.created_at,
        source: 'company',
        sentAt: null,
      })),
    );
  });

  it('reads an Outlook reply: the plain part as sent, and its Word HTML alone as clean text', async () => {
    const p = await fileReport(u, airline);
    await deliver(sample(outlook, p.replyAddress), p.replyAddress);
    // The same reply as an HTML-only mail: the Outlook HTML is what is turned into text.
    const htmlOnly = outlook.replace(/--(_000_\S+)\r\nContent-Type: text\/plain[\s\S]*?(?=--\1\r\n)/, '');
    await deliver(sample(htmlOnly, p.replyAddress, { 'Message-ID': '<html-only@outlook.test>' }), p.replyAddress);
    const [plain, fromHtml] = (await detailOf(p.id)).messages;
    expect(plain).toMatchObject({ kind: 'reply', subject: 'RE: Passenger report: Flight Delay on flight BA 117' });
    expect(plain!.text).toContain('Compensation of GBP 520 has been approved');
    expect(fromHtml!.text).toBe(
      [
        'Dear Mr Okafor,',
        'We are sorry for the delay of flight BA 117. Compensation of GBP 520 has been approved and will be paid within 7 working days.',
        'Best regards,\nJane Smith\nCustomer Relations',
        'From: AirDesk <no-reply@airdesk.invalid>\nSent: 24 November 2026 18:02\nSubject: Passenger report: Flight Delay on flight BA 117',
      ].join('\n\n'),
    );
  });

  it('reads a helpdesk system reply (HTML only, ticket headers) as a reply, without its links and tracking image', async () => {
    const p = await fileReport(u, airline);
    await deliver(sample(helpdesk, p.replyAddress), p.replyAddress);
    const [m] = (await detailOf(p.id)).messages;
    expect(m).toMatchObject({ kind: 'reply', from: 'Maria (Customer Care) <support@fr-rights-airdesk.net>' });
    expect(m!.text).toContain('As the delay was 2 h 40 min, no compensation is due under EU261.');
    expect(m!.text).toContain('You can view the request online.');
    expect(m!.text).not.toMatch(/https?:|<|pixel|zd-comment/);
    expect((await detailOf(p.id)).status).toBe('in_progress');
  });
});

describe('automatic answers', () => {
  it('keeps an out-of-office answer as an auto-reply: no status move, no history, no notice', async () => {
    const p = await fileReport(u, airline);
    await deliver(sample(outOfOffice, p.replyAddress), p.replyAddress);
    const detail = await detailOf(p.id);
    expect(detail.messages.map((m) => m.kind)).toEqual(['auto-reply']);
    expect(detail.messages[0]!.text).toContain('Our office is closed until 1 December.');
    expect(detail.status).toBe('submitted');
    expect(detail.history.map((h) => h.event)).toEqual(['status']);
    expect((await outboxFor(p.contactEmail)).map((m) => m.kind)).toEqual(['report-copy']);
  });

  const variants: [string, Record<string, string | null>][] = [
    ['Auto-Submitted: auto-generated', { 'Auto-Submitted': 'auto-generated' }],
    ['X-Autoreply', { 'X-Autoreply': 'yes' }],
    ['X-Autorespond', { 'X-Autorespond': 'Thank you for your mail' }],
    ['Precedence: auto_reply', { Precedence: 'auto_reply' }],
    ['Precedence: bulk', { Precedence: 'bulk' }],
    ['Precedence: junk', { Precedence: 'junk' }],
    ['"Automatic reply" subject', { Subject: 'Automatic reply: Passenger report' }],
    ['"Out of Office" subject', { Subject: 'Out of Office: Passenger report' }],
    ['"Abwesenheitsnotiz" subject', { Subject: 'Abwesenheitsnotiz: Passenger report' }],
    ['"Réponse automatique" subject', { Subject: '=?UTF-8?Q?R=C3=A9ponse_automatique_:_Passenger_report?=' }],
  ];
  it.each(variants)('tells %s apart; Auto-Submitted: no is a reply', async (_, headers) => {
    const p = await fileReport(u, airline);
    await deliver(sample(replyPlain, p.replyAddress, headers), p.replyAddress);
    await deliver(
      sample(replyPlain, p.replyAddress, { 'Auto-Submitted': 'no', 'Message-ID': '<human@lh-rights-airdesk.net>' }),
      p.replyAddress,
    );
    expect((await detailOf(p.id)).messages.map((m) => m.kind)).toEqual(['auto-reply', 'reply']);
  });
});

describe('the status after a reply', () => {
  it('never goes down from Resolved, and In Progress stays; both record the reply', async () => {
    for (const status of ['resolved', 'in_progress'] as const) {
      const p = await fileReport(u, airline);
      const patched = await call(`/api/problems/${p.id}`, { method: 'PATCH', body: { status }, cookie: u.cookie });
      expect(patched.status).toBe(200);
      await deliver(sample(replyPlain, p.replyAddress), p.replyAddress);
      const detail = await detailOf(p.id);
      expect(detail.status).toBe(status);
      expect(detail.history.at(-1)).toMatchObject({ event: 'replied', status, changedBy: null });
      expect(detail.messages).toHaveLength(1);
    }
  });
});

describe('the company-answer deadline', () => {
  const DAY = 86_400_000;
  const flight = { departure: 'HAM', arrival: 'FCO', date: '2026-10-01', incident: 'delay', arrivalDelayHours: 3.5 };
  const reminders = async (id: number) =>
    (
      await env.DB.prepare('SELECT kind FROM report_reminders WHERE problem_id = ? ORDER BY kind')
        .bind(id)
        .all<{ kind: string }>()
    ).results.map((r) => r.kind);

  it('is met by a reply: no window reminder and no route reminder, even when the report is set back to Submitted', async () => {
    const answered = await fileReport(u, airline, flight);
    const onlyAway = await fileReport(u, airline, flight);
    const window = answered.deadlines.find((d) => d.kind === 'company-answer')!;
    expect(answered.routes.find((r) => r.id === 'EU-NEB')).toMatchObject({ opensOn: window.date });

    await deliver(sample(replyPlain, answered.replyAddress), answered.replyAddress);
    await call(`/api/problems/${answered.id}`, { method: 'PATCH', body: { status: 'submitted' }, cookie: u.cookie });
    expect((await detailOf(answered.id)).status).toBe('submitted');
    // An out-of-office answer is not an answer: the other report's clock runs on.
    await deliver(sample(outOfOffice, onlyAway.replyAddress), onlyAway.replyAddress);

    await runCron(Date.parse(`${window.date}T12:00:00Z`) + DAY);
    expect(await reminders(answered.id)).toEqual([]);
    expect(await reminders(onlyAway.id)).toEqual(['company-answer', 'route:EU-NEB:DE']);
  });
});
