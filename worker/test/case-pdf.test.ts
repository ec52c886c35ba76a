// GET /api/problems/:id/case.pdf through the real entry point (docs/api.md#case-file): the owner's and an
// admin's PDF, with its text read back (Greek and Cyrillic included), and the refusals. The PDF code is the
// lazily loaded module (worker/case-pdf-module.ts) as deployed; its layout is checked with poppler in
// worker/case-file/case-pdf.node.test.ts.
import { env } from 'cloudflare:workers';
import { unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Problem } from '../contracts';
import { pdfPageTexts } from './pdf-text';
import { seedAirline, tag } from './seed';
import { seedAirports } from './seed-airports';
import { call, json, makeAdmin, subscribedUser, type TestUser } from './support';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const NAME_EL = 'Γιώργος Παπαδόπουλος';
const NAME_RU = 'Дмитрий Иванов';
const REPLY = `Уважаемый ${NAME_RU},\nмы рассмотрели вашу жалобу и предлагаем 250 EUR.`;

let owner: TestUser;
let report: Problem;
let airlineName: string;
beforeAll(async () => {
  await seedAirports();
  airlineName = `${tag()} Lufthansa`;
  const airline = await seedAirline({
    name: airlineName,
    country: 'Germany',
    email: 'care@lh-casefile-airdesk.net',
    website: 'https://www.lh-casefile-airdesk.net',
  });
  owner = await subscribedUser();
  const res = await call('/api/problems', {
    cookie: owner.cookie,
    body: {
      airlineId: airline,
      category: 'flight-delay',
      flightNumber: 'LH 233',
      date: '2026-10-01',
      description: `${NAME_EL} and ${NAME_RU} reached Hamburg three and a half hours late.`,
      contactEmail: 'giorgos@mail.example.net',
      contactPhone: '+30 694 000 0000',
      flight: { departure: 'FCO', arrival: 'HAM', date: '2026-10-01', incident: 'delay', arrivalDelayHours: 3.5 },
    },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  report = await json<Problem>(res);
  // The company's reply and a document, as the inbound handler stores them: the row in D1, the text in R2.
  const bodyKey = `cases/${report.id}/messages/test-reply.txt`;
  await env.FILES.put(bodyKey, REPLY);
  const msg = await env.DB.prepare(
    `INSERT INTO case_messages (problem_id, direction, kind, from_address, to_address, subject, message_id, body_key, body_bytes, at)
     VALUES (?, 'in', 'reply', 'care@lh-casefile-airdesk.net', ?, 'Re: Жалоба LH 233', ?, ?, ?, ?) RETURNING id`,
  )
    .bind(
      report.id,
      report.replyAddress,
      `<${tag()}@lh-casefile-airdesk.net>`,
      bodyKey,
      REPLY.length,
      new Date().toISOString(),
    )
    .first<{ id: number }>();
  await env.DB.prepare(
    `INSERT INTO case_attachments (problem_id, message_id, source, filename, content_type, size, r2_key)
     VALUES (?, ?, 'company', 'ваучер.pdf', 'application/pdf', 48213, ?)`,
  )
    .bind(report.id, msg!.id, `cases/${report.id}/files/test-voucher`)
    .run();
});

const pdfOf = (id: number, cookie?: string) => call(`/api/problems/${id}/case.pdf`, cookie ? { cookie } : {});

describe('the case file PDF', () => {
  it('gives the owner the whole case as a PDF download, its text in Greek, Cyrillic and Latin', async () => {
    const res = await pdfOf(report.id, owner.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/pdf');
    expect(res.headers.get('Content-Disposition')).toBe(`attachment; filename="airdesk-case-${report.id}.pdf"`);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(2);
    expect(doc.getTitle()).toBe(`AirDesk case file, report #${report.id}`);

    const pages = await pdfPageTexts(bytes);
    const text = pages.join('\n').replace(/\s+/g, ' ');
    expect(text).toContain(`${NAME_EL} and ${NAME_RU} reached Hamburg`);
    expect(text).toContain(airlineName);
    expect(text).toContain('giorgos@mail.example.net');
    expect(text).toContain('care@lh-casefile-airdesk.net'); // the address the mail went to
    expect(text).toContain(report.replyAddress!);
    expect(text).toContain('FCO to HAM (1326 km)');
    // The letter as sent, whole.
    for (const line of report.letter.split('\n').filter((l) => l.trim() !== ''))
      expect(text).toContain(line.trim().replace(/\s+/g, ' '));
    expect(text).toContain('EU261');
    expect(text).toContain('250 EUR');
    for (const d of report.deadlines) expect(text).toContain(d.date);
    for (const r of report.routes) expect(text).toContain(`${r.body} (${r.country})`);
    expect(text).toContain('Report filed');
    expect(text).toContain('Reply from the company');
    expect(text).toContain('Subject: Re: Жалоба LH 233');
    expect(text).toContain(`Уважаемый ${NAME_RU}, мы рассмотрели вашу жалобу и предлагаем 250 EUR.`);
    expect(text).toContain('1. ваучер.pdf (application/pdf, 47.1 KB, from the company');
    pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of ${pages.length}`));
  });

  it('gives an admin any report, and nobody else', async () => {
    const admin = await subscribedUser();
    await makeAdmin(admin.email);
    const asAdmin = await pdfOf(report.id, admin.cookie);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.headers.get('Content-Type')).toBe('application/pdf');

    const other = await subscribedUser();
    const refused = await pdfOf(report.id, other.cookie);
    expect(refused.status).toBe(404);
    expect(refused.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(await json(refused)).toMatchObject({ message: 'No such problem report.' });

    expect((await pdfOf(report.id)).status).toBe(401);
    expect((await pdfOf(99_999_999, owner.cookie)).status).toBe(404);
    expect((await call(`/api/problems/abc/case.pdf`, { cookie: owner.cookie })).status).toBe(404);
  });

  it('gives the owner the PDF and every document of the case in one ZIP, and nobody else', async () => {
    // The company's voucher with its bytes, and a document of the traveller's whose bytes are gone.
    const voucher = await env.DB.prepare(
      "SELECT r2_key FROM case_attachments WHERE filename = 'ваучер.pdf' AND problem_id = ?",
    )
      .bind(report.id)
      .first<{ r2_key: string }>();
    await env.FILES.put(voucher!.r2_key, '%PDF-1.4 voucher');
    await env.DB.prepare(
      `INSERT INTO case_attachments (problem_id, source, filename, content_type, size, r2_key)
       VALUES (?, 'traveller', 'gone.pdf', 'application/pdf', 10, ?)`,
    )
      .bind(report.id, `cases/${report.id}/files/gone-${crypto.randomUUID()}`)
      .run();
    const res = await call(`/api/problems/${report.id}/case.zip`, { cookie: owner.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/zip');
    expect(res.headers.get('Content-Disposition')).toBe(`attachment; filename="airdesk-case-${report.id}.zip"`);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    const entries = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const names = Object.keys(entries);
    expect(names[0]).toBe(`airdesk-case-${report.id}.pdf`);
    expect(new TextDecoder().decode(entries[names[0]!]!.subarray(0, 5))).toBe('%PDF-');
    // Each document as stored, under documents/ with its id first.
    const { results } = await env.DB.prepare('SELECT id, filename, r2_key FROM case_attachments WHERE problem_id = ?')
      .bind(report.id)
      .all<{ id: number; filename: string; r2_key: string }>();
    const kept = [];
    for (const a of results) {
      const object = await env.FILES.get(a.r2_key);
      // A document whose bytes are gone is left out, never a broken entry.
      if (!object) {
        expect(entries[`documents/${a.id}-${a.filename}`]).toBeUndefined();
        continue;
      }
      expect(entries[`documents/${a.id}-${a.filename}`]).toEqual(new Uint8Array(await object.arrayBuffer()));
      kept.push(a);
    }
    expect(kept.map((a) => a.filename)).toEqual(['ваучер.pdf']);
    expect(names).toHaveLength(1 + kept.length);

    const other = await subscribedUser();
    expect((await call(`/api/problems/${report.id}/case.zip`, { cookie: other.cookie })).status).toBe(404);
    expect((await call(`/api/problems/${report.id}/case.zip`)).status).toBe(401);
  });

  it('refuses a 31st PDF in an hour with 429, and never limits an admin', async () => {
    const u = await subscribedUser();
    const admin = await subscribedUser();
    await makeAdmin(admin.email);
    // The hour's budget already spent (CASE_PDF_LIMIT: 30), as 30 downloads would leave it.
    for (const id of [u.user.id, admin.user.id])
      await env.DB.prepare('INSERT INTO rate_limits (key, window_start, count) VALUES (?, ?, 30)')
        .bind(`case-pdf:acct:${id}`, Math.floor(Date.now() / 1000))
        .run();
    const res = await call('/api/problems', {
      cookie: u.cookie,
      body: {
        airlineId: report.airlineId,
        category: 'other',
        description: 'A report of my own to download.',
        contactEmail: 'own@mail.example.net',
      },
    });
    expect(res.status).toBe(201);
    const own = await json<Problem>(res);
    const refused = await pdfOf(own.id, u.cookie);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await pdfOf(own.id, admin.cookie)).status).toBe(200);
  });
});
