// Stored payloads (docs/reliability.md): markup and script in every stored text field come back verbatim as
// JSON and are escaped in every HTML e-mail; fields with a fixed shape refuse markup outright. How the SPA
// renders them is checked in the browser (web/test/stored-payloads.browser.test.ts).
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { CorrectionList, Problem } from '../contracts';
import { seedAirline, tag } from './seed';
import { call, json, makeAdmin, outboxIdle, register, subscribedUser, type TestUser } from './support';

vi.setConfig({ testTimeout: 30_000 });

const PAYLOAD = `<script>alert("x")</script><img src=x onerror='alert(1)'>"' & </textarea><svg onload=alert(2)>`;
const ESCAPED = PAYLOAD.replace(/&/g, '&amp;')
  .replace(/</g, '&lt;')
  .replace(/>/g, '&gt;')
  .replace(/"/g, '&quot;')
  .replace(/'/g, '&#39;');

let member: TestUser;
let airlineId: number;
beforeAll(async () => {
  member = await subscribedUser();
  airlineId = await seedAirline({
    name: `${tag()} Payload Air`,
    email: 'care@payloadair-airdesk.net',
    website: 'https://www.payloadair-airdesk.net',
  });
});

const mailsOf = async (reportId: number) =>
  (
    await env.DB.prepare('SELECT kind, html_body, text_body FROM mail_outbox WHERE ref_id = ? ORDER BY id')
      .bind(reportId)
      .all<{ kind: string; html_body: string; text_body: string }>()
  ).results;

describe('stored payloads', () => {
  it('keeps a report’s description verbatim in JSON and escapes it in every HTML mail', async () => {
    const description = `Markup test: ${PAYLOAD}`;
    const res = await call('/api/problems', {
      body: { airlineId, category: 'other', description, contactEmail: 'payload@mail.example.net' },
      cookie: member.cookie,
    });
    expect(res.status).toBe(201);
    const p = await json<Problem>(res);
    expect(p.description).toBe(description);
    expect(p.letter).toContain(PAYLOAD);
    const again = await json<Problem>(await call(`/api/problems/${p.id}`, { cookie: member.cookie }));
    expect(again.description).toBe(description);
    expect(
      (await call(`/api/problems/${p.id}`, { method: 'PATCH', body: { status: 'resolved' }, cookie: member.cookie }))
        .status,
    ).toBe(200);
    await outboxIdle();
    const mails = await mailsOf(p.id);
    expect(mails.map((m) => m.kind).sort()).toEqual(['report-airline', 'report-copy', 'status-change']);
    for (const m of mails.filter((x) => x.kind !== 'status-change')) {
      expect(m.html_body, m.kind).toContain(ESCAPED);
      expect(m.text_body, m.kind).toContain(PAYLOAD);
    }
    for (const m of mails)
      for (const raw of ['<script', '<img', '<svg', '</textarea']) expect(m.html_body, m.kind).not.toContain(raw);
  });

  it('keeps a cardholder name, a correction’s suggestion and note verbatim', async () => {
    const u: TestUser = await register();
    const holder = `<img src=x onerror=alert(1)>"'&`;
    const card = await call('/api/payment-methods', {
      body: { cardholderName: holder, cardMasked: '**** **** **** 4242', cardExpiry: '12/2031', isDefault: true },
      cookie: u.cookie,
    });
    expect(card.status).toBe(201);
    expect((await json(card)).cardholderName).toBe(holder);
    expect((await json(await call('/api/payment-methods', { cookie: u.cookie })))[0].cardholderName).toBe(holder);

    const note = `Seen here: ${PAYLOAD}`;
    // A suggestion must have the form of its field, so markup there is refused; what passes is kept as typed.
    const refused = await call(`/api/airlines/${airlineId}/corrections`, {
      body: { field: 'website', problem: 'wrong', suggestedValue: `<svg onload=alert(2)>"'&`, note },
      cookie: member.cookie,
    });
    expect(refused.status).toBe(400);
    const suggestion = 'https://www.example.net/contact?lang=en&x=%3Csvg%3E';
    const filed = await call(`/api/airlines/${airlineId}/corrections`, {
      body: { field: 'website', problem: 'wrong', suggestedValue: suggestion, note },
      cookie: member.cookie,
    });
    expect(filed.status).toBe(201);
    const id = (await json(filed)).id;
    const admin = await register();
    await makeAdmin(admin.email);
    const list = await json<CorrectionList>(await call('/api/admin/corrections?status=open', { cookie: admin.cookie }));
    expect(list.corrections.find((c) => c.id === id)).toMatchObject({ note, suggestedValue: suggestion });
  });

  it('refuses markup in fields with a fixed shape (flight number, contact e-mail), storing nothing', async () => {
    const before = (await env.DB.prepare('SELECT count(*) AS n FROM problem_reports').first<{ n: number }>())!.n;
    for (const over of [
      { flightNumber: '<b>LH1</b>' },
      { contactEmail: '"<script>"@mail.example.net' },
      { contactEmail: 'a@mail.example.net<script>' },
    ]) {
      const res = await call('/api/problems', {
        body: {
          airlineId,
          category: 'other',
          description: 'A description long enough.',
          contactEmail: 'ok@mail.example.net',
          ...over,
        },
        cookie: member.cookie,
      });
      expect(res.status, JSON.stringify(over)).toBe(400);
    }
    expect((await env.DB.prepare('SELECT count(*) AS n FROM problem_reports').first<{ n: number }>())!.n).toBe(before);
  });
});
