// The traveller's documents (docs/api.md#case-file) through the real entry point: uploads of each allowed type
// checked by content, the refusals (a program called invoice.pdf.exe, an HTML page called .pdf, an empty file,
// 10 MiB + 1, the 21st document), downloads only for the owner and admins with headers that never let a browser
// run a file, removal until sent, and the report's mail to the company carrying the documents uploaded with it.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { CaseAttachment, ProblemDetail } from '../contracts';
import {
  attachmentRows,
  base64Of,
  emailedReport,
  formWith,
  HEIC,
  HTML,
  JPEG,
  PDF,
  PE,
  PNG,
  upload,
  uploaded,
  WEBP,
} from './case-samples';
import {
  call,
  eventually,
  json,
  makeAdmin,
  mailFake,
  register,
  runCron,
  subscribedUser,
  type TestUser,
} from './support';

vi.setConfig({ testTimeout: 60_000 });

let owner: TestUser;
let other: TestUser;
let admin: TestUser;
beforeAll(async () => {
  await mailFake.mode('ok');
  owner = await subscribedUser();
  other = await subscribedUser();
  admin = await register();
  await makeAdmin(admin.email);
});

const objectsOf = async (problemId: number) => (await env.FILES.list({ prefix: `cases/${problemId}/` })).objects;
const detail = async (u: TestUser, id: number) =>
  json<ProblemDetail>(await call(`/api/problems/${id}`, { cookie: u.cookie }));
const download = (u: TestUser, id: number, a: number) =>
  call(`/api/problems/${id}/attachments/${a}`, { cookie: u.cookie });
const remove = (u: TestUser, id: number, a: number) =>
  call(`/api/problems/${id}/attachments/${a}`, { method: 'DELETE', cookie: u.cookie });

describe('uploading documents', () => {
  it('takes a PDF, a JPEG, a PNG, a WebP and a HEIC photo, each typed by its bytes, never by name or declared type', async () => {
    const { report } = await emailedReport(owner);
    const cases: [Uint8Array, string, string, string][] = [
      [PDF, 'boarding-pass.pdf', 'application/pdf', 'boarding-pass.pdf'],
      [JPEG, 'receipt.jpeg', 'image/jpeg', 'receipt.jpeg'],
      [PNG, 'scan.bin', 'image/png', 'scan.bin.png'],
      [WEBP, 'photo.webp', 'image/webp', 'photo.webp'],
      [HEIC, 'IMG_0042.HEIC', 'image/heic', 'IMG_0042.HEIC'],
    ];
    for (const [bytes, name, type, stored] of cases) {
      // The declared type lies on purpose: only the content counts.
      const a = await uploaded(owner, report.id, bytes, name, 'text/html');
      expect(a).toMatchObject({
        filename: stored,
        contentType: type,
        size: bytes.length,
        source: 'traveller',
        sentAt: null,
      });
    }
    const d = await detail(owner, report.id);
    expect(d.attachments.map((a) => a.contentType)).toEqual(cases.map((c) => c[2]));
    expect(await objectsOf(report.id)).toHaveLength(5);
  });

  it('refuses a program called invoice.pdf.exe, an HTML page called .pdf and an empty file (400), storing nothing', async () => {
    const { report } = await emailedReport(owner);
    for (const [bytes, name, type] of [
      [PE, 'invoice.pdf.exe', 'application/pdf'],
      [PE, 'invoice.pdf', 'application/pdf'],
      [HTML, 'receipt.pdf', 'application/pdf'],
      [new Uint8Array(0), 'empty.pdf', 'application/pdf'],
    ] as const) {
      const res = await upload(owner, report.id, bytes, name, type);
      expect(res.status, name).toBe(400);
      expect((await json(res)).message).toMatch(/Upload a PDF|empty/);
    }
    expect(await attachmentRows(report.id)).toEqual([]);
    expect(await objectsOf(report.id)).toEqual([]);
  });

  it('refuses a file over 10 MiB (413), a request without one file (400) and any other content type (415)', async () => {
    const { report } = await emailedReport(owner);
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(PDF);
    expect((await upload(owner, report.id, big, 'huge.pdf')).status).toBe(413);
    // Larger than the upload's own body limit: refused before it is read.
    const huge = new Uint8Array(11 * 1024 * 1024);
    huge.set(PDF);
    expect((await upload(owner, report.id, huge, 'huger.pdf')).status).toBe(413);
    const none = new FormData();
    none.append('note', 'no file here');
    expect((await call(`/api/problems/${report.id}/attachments`, { cookie: owner.cookie, form: none })).status).toBe(
      400,
    );
    const two = formWith(PDF, 'a.pdf');
    two.append('file', new File([PNG], 'b.png'));
    expect((await call(`/api/problems/${report.id}/attachments`, { cookie: owner.cookie, form: two })).status).toBe(
      400,
    );
    const asJson = await call(`/api/problems/${report.id}/attachments`, { cookie: owner.cookie, body: { file: 'x' } });
    expect(asJson.status).toBe(415);
    const asText = await call(`/api/problems/${report.id}/attachments`, {
      cookie: owner.cookie,
      rawBody: '%PDF-1.4',
      headers: { 'Content-Type': 'application/pdf' },
    });
    expect(asText.status).toBe(415);
    // Multipart anywhere else is refused like any body that is not JSON.
    const elsewhere = await call(`/api/problems/${report.id}/messages`, {
      cookie: owner.cookie,
      form: formWith(PDF, 'a.pdf'),
    });
    expect(elsewhere.status).toBe(415);
    expect(await attachmentRows(report.id)).toEqual([]);
    expect(await objectsOf(report.id)).toEqual([]);
  });

  it('keeps at most 20 documents per report: the 21st is a 409', async () => {
    const { report } = await emailedReport(owner);
    for (let i = 1; i <= 20; i++) await uploaded(owner, report.id, PNG, `page-${i}.png`);
    const res = await upload(owner, report.id, PNG, 'page-21.png');
    expect(res.status).toBe(409);
    expect((await json(res)).message).toBe('This report already has 20 documents.');
    expect(await attachmentRows(report.id)).toHaveLength(20);
    expect(await objectsOf(report.id)).toHaveLength(20);
  });

  it('cleans the name: no path, no control or direction characters, at most 120 characters', async () => {
    const { report } = await emailedReport(owner);
    const a = await uploaded(owner, report.id, PDF, `..\\..\\etc/pass\u0007wd\u202Eexe.pdf`);
    expect(a.filename).toBe('passwdexe.pdf');
    const long = await uploaded(owner, report.id, PDF, `${'Ж'.repeat(200)}.pdf`);
    expect(Array.from(long.filename)).toHaveLength(120);
    expect(long.filename.endsWith('.pdf')).toBe(true);
  });

  it("is only for the report's owner: another user's report is a 404, a suspended account a 403", async () => {
    const { report } = await emailedReport(owner);
    expect((await upload(other, report.id, PDF, 'x.pdf')).status).toBe(404);
    expect((await upload(admin, report.id, PDF, 'x.pdf')).status).toBe(404);
    expect((await call(`/api/problems/${report.id}/attachments`, { form: formWith(PDF, 'x.pdf') })).status).toBe(401);
    const suspended = await subscribedUser();
    const own = await emailedReport(suspended);
    await env.DB.prepare('UPDATE users SET suspended = 1 WHERE id = ?').bind(suspended.user.id).run();
    expect((await upload(suspended, own.report.id, PDF, 'x.pdf')).status).toBe(403);
    expect(await attachmentRows(report.id)).toEqual([]);
  });
});

describe('downloading and removing documents', () => {
  let reportId: number;
  let doc: CaseAttachment;
  beforeAll(async () => {
    reportId = (await emailedReport(owner)).report.id;
    doc = await uploaded(owner, reportId, PDF, 'Quittung Köln (Juni); 2026.pdf');
  });

  it('serves the file to its owner as a download that no browser sniffs, caches or runs', async () => {
    const res = await download(owner, reportId, doc.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/pdf');
    expect(res.headers.get('Content-Disposition')).toBe(
      `attachment; filename="Quittung K_ln (Juni); 2026.pdf"; filename*=UTF-8''Quittung%20K%C3%B6ln%20%28Juni%29%3B%202026.pdf`,
    );
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PDF);
  });

  it("answers another user's request for it with a 404 (read and delete), and an admin's with the file", async () => {
    expect((await download(other, reportId, doc.id)).status).toBe(404);
    expect((await remove(other, reportId, doc.id)).status).toBe(404);
    // The attachment id under another report of the same user is no such document either.
    const mine = (await emailedReport(other)).report.id;
    expect((await download(other, mine, doc.id)).status).toBe(404);
    expect((await remove(other, mine, doc.id)).status).toBe(404);
    expect((await download(owner, reportId, 999_999_999)).status).toBe(404);
    expect((await download(admin, reportId, doc.id)).status).toBe(200);
    expect((await attachmentRows(reportId)).map((r) => r.id)).toEqual([doc.id]);
  });

  it('removes an upload not yet sent, with its bytes', async () => {
    const extra = await uploaded(owner, reportId, PNG, 'wrong-photo.png');
    expect(await objectsOf(reportId)).toHaveLength(2);
    expect((await remove(owner, reportId, extra.id)).status).toBe(204);
    expect((await download(owner, reportId, extra.id)).status).toBe(404);
    expect((await remove(owner, reportId, extra.id)).status).toBe(404);
    expect(await objectsOf(reportId)).toHaveLength(1);
  });
});

describe("the report's mail carries the documents uploaded with it", () => {
  it('waits for the documents the form announced, sends them with the report, and then they cannot be removed', async () => {
    const { report, company } = await emailedReport(owner, { documents: 2 });
    const held = await env.DB.prepare("SELECT * FROM mail_outbox WHERE kind = 'report-airline' AND ref_id = ?")
      .bind(report.id)
      .first<Record<string, any>>();
    expect(held!.held_for_documents).toBe(2);
    expect(Date.parse(held!.next_attempt_at)).toBeGreaterThan(Date.now() + 10 * 60_000);
    const first = await uploaded(owner, report.id, PDF, 'boarding-pass.pdf');
    // One of two: the mail still waits.
    await new Promise((r) => setTimeout(r, 300));
    expect(await mailFake.messages(company)).toEqual([]);
    const second = await uploaded(owner, report.id, JPEG, 'bag-tag.jpg');
    const [mail] = await eventually(async () => {
      const m = await mailFake.messages(company);
      return m.length ? m : undefined;
    }, 10_000);
    expect(mail!.body.reply_to).toBe(report.replyAddress);
    expect(mail!.body.attachments).toEqual([
      { filename: 'boarding-pass.pdf', content: base64Of(PDF), content_type: 'application/pdf' },
      { filename: 'bag-tag.jpg', content: base64Of(JPEG), content_type: 'image/jpeg' },
    ]);
    const rows = await eventually(async () => {
      const r = await attachmentRows(report.id);
      return r.every((a) => a.sent_at) ? r : undefined;
    });
    expect(rows.map((r) => r.id)).toEqual([first.id, second.id]);
    const d = await detail(owner, report.id);
    expect(d.emailStatus).toBe('sent');
    expect(d.attachments.every((a) => a.sentAt)).toBe(true);
    const refused = await remove(owner, report.id, first.id);
    expect(refused.status).toBe(409);
    expect((await json(refused)).message).toBe(
      'This document has already been sent to the company and cannot be removed.',
    );
    expect(await objectsOf(report.id)).toHaveLength(2);
  });

  it('without documents announced, the mail goes at once; a later upload stays with the case, removable', async () => {
    const { report, company } = await emailedReport(owner);
    await eventually(async () => (await mailFake.messages(company)).length > 0, 10_000);
    const later = await uploaded(owner, report.id, PNG, 'later.png');
    await runCron();
    const mails = await mailFake.messages(company);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body.attachments).toBeUndefined();
    expect((await attachmentRows(report.id))[0]!.sent_at).toBeNull();
    expect((await remove(owner, report.id, later.id)).status).toBe(204);
  });

  it('sends the report with what arrived when the form never finished its uploads (after the hold)', async () => {
    const { report, company } = await emailedReport(owner, { documents: 3 });
    await uploaded(owner, report.id, PDF, 'only-one.pdf');
    await runCron();
    expect(await mailFake.messages(company)).toEqual([]);
    await runCron(Date.now() + 16 * 60_000);
    const [mail] = await mailFake.messages(company);
    expect(mail!.body.attachments?.map((a) => a.filename)).toEqual(['only-one.pdf']);
  });

  it('keeps its documents fixed across retries: the same request under the same Idempotency-Key', async () => {
    const { report, company } = await emailedReport(owner, { documents: 1 });
    await mailFake.mode('fail');
    await uploaded(owner, report.id, PDF, 'first.pdf');
    await eventually(async () =>
      env.DB.prepare(
        "SELECT 1 FROM mail_outbox WHERE kind = 'report-airline' AND ref_id = ? AND attempts = 1 AND status = 'queued'",
      )
        .bind(report.id)
        .first(),
    );
    // Uploaded after the first attempt: it stays for a message, and the retry sends what the first attempt did.
    const late = await uploaded(owner, report.id, PNG, 'late.png');
    await mailFake.mode('ok');
    await runCron(Date.now() + 10 * 60_000);
    const mails = await mailFake.messages(company);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body.attachments?.map((a) => a.filename)).toEqual(['first.pdf']);
    const rows = await attachmentRows(report.id);
    expect(rows.find((r) => r.id === late.id)!.sent_at).toBeNull();
    expect(rows.find((r) => r.id !== late.id)!.sent_at).not.toBeNull();
  });
});
