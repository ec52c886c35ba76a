// The case file (docs/api.md#case-file), end to end: a report filed with a document to a company with an e-mail
// goes out with the document and Reply-To the case address; the company's answer, delivered through the running
// app's local e-mail trigger (as `npm run mail:deliver` does), lands in the case and moves it to In Progress; the
// traveller answers from the reply box, threaded to that answer; an upload not yet sent can be removed; the case
// file downloads as a PDF.
import type { Problem } from '@contracts';
import { readFileSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { shardApp } from './support/app';
import { appUrl, MOBILE, screenshot } from './support/browser';
import { it } from './support/browser-test';
import { d1, sqlText } from './support/d1';
import { expectToast, signedIn, squash } from './support/journey';

const stamp = Date.now().toString(36);
let attempt = 0;
const DESKTOP = { width: 1280, height: 800 };

interface SentMail {
  body: {
    to: string[];
    subject: string;
    text: string;
    reply_to?: string;
    headers?: Record<string, string>;
    attachments?: { filename: string; content: string; content_type: string }[];
  };
}

/** Waits for a mail at the mail fake to `to` that `match` accepts. */
async function waitForSent(to: string, match: (m: SentMail['body']) => boolean, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const all = (await (await fetch(`${shardApp().mailFakeUrl}/__control/messages`)).json()) as SentMail[];
    const found = all.find((m) => m.body.to.includes(to) && match(m.body));
    if (found) return found.body;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No matching mail to ${to} within ${timeoutMs / 1000} s`);
}

/** A one-page PDF made here, as a boarding pass would be. */
async function boardingPass() {
  const doc = await PDFDocument.create();
  doc.addPage([300, 200]).drawText(`Boarding pass ${stamp}`, { x: 20, y: 100, size: 14 });
  return Buffer.from(await doc.save());
}

async function insertAirline(name: string, email: string): Promise<number> {
  const site = `https://www.${email.split('@')[0]}.com`;
  const rows = await d1<{ id: number }>(
    `INSERT INTO airlines (name, category, country, region, email, website, email_source, contacts_checked_at)
     VALUES (${sqlText(name)}, 'commercial', 'Germany', 'europe', ${sqlText(email)}, ${sqlText(site)},
       ${sqlText(`${site}/contact`)}, '2026-11-20')
     RETURNING id`,
  );
  return rows[0]!.id;
}

/** A company that takes complaints only through the form on its site `https://www.<domain>`. */
async function insertFormAirline(name: string, domain: string): Promise<number> {
  const form = `https://www.${domain}/feedback`;
  const rows = await d1<{ id: number }>(
    `INSERT INTO airlines (name, category, country, region, website, complaint_form_url, complaint_form_source, contacts_checked_at)
     VALUES (${sqlText(name)}, 'commercial', 'Germany', 'europe', ${sqlText(`https://www.${domain}`)}, ${sqlText(form)},
       ${sqlText(form)}, '2026-11-20')
     RETURNING id`,
  );
  return rows[0]!.id;
}

/** Delivers raw MIME to the case address through the running app's local e-mail trigger (as mail:deliver does). */
const deliverTo = (to: string, from: string, mime: string) =>
  fetch(appUrl(`/cdn-cgi/handler/email?${new URLSearchParams({ from, to })}`), { method: 'POST', body: mime });

/**
 * The company's answer as raw MIME, to the case address, with the verdicts Email Routing puts on top of a mail its
 * checks passed (docs/api.md#who-may-answer-a-case; locally nothing checks them).
 */
const replyMime = (from: string, to: string, messageId: string, automatic = false) =>
  [
    `Authentication-Results: mx.cloudflare.net; dkim=pass header.d=${from.split('@')[1]}; dmarc=pass header.from=${from.split('@')[1]}`,
    `From: Customer Care <${from}>`,
    `To: ${to}`,
    `Subject: ${automatic ? 'Automatic reply' : 'Re'}: Your complaint ${stamp}`,
    `Message-ID: ${messageId}`,
    ...(automatic ? ['Auto-Submitted: auto-replied'] : []),
    `Date: ${new Date().toUTCString()}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    `Dear passenger, we are sorry for the delay. We are looking into your claim ${stamp} and will answer within 14 days.`,
    '',
  ].join('\r\n');

async function openCase(page: Page, id: number) {
  await page.goto(appUrl(`/problem-management?report=${id}`));
  const dialog = page.getByTestId('problem-detail');
  await dialog.getByTestId('problem-history').waitFor({ timeout: 15_000 });
  return dialog;
}

describe('the case file', () => {
  it('carries a document to the company, takes its reply and threads the answer', async ({ browser }) => {
    // A retried test files with a company of its own.
    const tag = `${stamp}${++attempt}`;
    const company = `case-care-${tag}@airline-case.example`;
    const airlineId = await insertAirline(`Case File Air ${tag}`, company);
    const { page, context } = await signedIn(browser, { tag: 'case-file' });
    const pdf = await boardingPass();

    // The form: a document chosen (and a wrong one named with the server's message, never sent).
    await page.goto(appUrl(`/report-problem?airline=${airlineId}`));
    const form = page.locator('form[aria-label="Report a problem"]');
    await form.waitFor();
    await expect.poll(() => form.locator('select[name=airlineId]').inputValue()).toBe(String(airlineId));
    await form.getByLabel('Problem category').selectOption('flight-delay');
    await form.getByLabel('Description').fill(`Five hours late into Berlin ${stamp}.`);
    const picker = form.getByTestId('report-documents');
    await picker.getByTestId('document-input').setInputFiles([
      { name: 'boarding-pass.pdf', mimeType: 'application/pdf', buffer: pdf },
      { name: 'notes.zip', mimeType: 'application/zip', buffer: Buffer.from('PK\u0003\u0004') },
    ]);
    await expect.poll(() => picker.getByTestId('pending-document').count()).toBe(2);
    expect(await picker.getByTestId('document-error').textContent()).toBe(
      'Upload a PDF, JPEG, PNG, HEIC or WebP file.',
    );
    await picker.scrollIntoViewIfNeeded();
    await screenshot(page, 'case-form-documents', false);
    await page.setViewportSize(MOBILE);
    await picker.scrollIntoViewIfNeeded();
    await screenshot(page, 'case-form-documents', false);
    await page.setViewportSize(DESKTOP);

    const posted = page.waitForResponse((r) => r.url().endsWith('/api/problems') && r.request().method() === 'POST');
    const uploaded = page.waitForResponse((r) => /\/attachments$/.test(r.url()) && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Submit Report' }).click();
    const filed = await posted;
    expect(filed.status(), await filed.text()).toBe(201);
    expect(filed.request().postDataJSON()).toMatchObject({ documents: 1 });
    const problem = (await filed.json()) as Problem;
    expect((await uploaded).status()).toBe(201);
    const success = page.getByTestId('report-success');
    const sentDocs = success.getByTestId('report-documents-sent');
    await sentDocs.getByRole('link', { name: 'boarding-pass.pdf' }).waitFor({ timeout: 15_000 });
    expect(squash(await sentDocs.textContent())).toContain('notes.zip: Upload a PDF, JPEG, PNG, HEIC or WebP file.');
    expect(problem.replyAddress).toMatch(/^case-[0-9a-f]{32}@/);
    expect(squash(await success.textContent())).toContain(
      'Its replies come back to your case, and each one is e-mailed to',
    );

    // The company's mail carries the document and answers to the case address.
    const report = await waitForSent(company, (m) => !!m.attachments?.length);
    expect(report.reply_to).toBe(problem.replyAddress);
    expect(report.attachments!.map((a) => a.filename)).toEqual(['boarding-pass.pdf']);
    expect(Buffer.from(report.attachments![0]!.content, 'base64').equals(pdf)).toBe(true);
    await success
      .getByTestId('document-links')
      .getByText(/ · Sent /)
      .waitFor({ timeout: 15_000 });

    // The company answers, first automatically: delivered through the app's local e-mail trigger.
    const trigger = appUrl(
      `/cdn-cgi/handler/email?${new URLSearchParams({ from: company, to: problem.replyAddress! })}`,
    );
    const deliver = (id: string, automatic = false) =>
      fetch(trigger, { method: 'POST', body: replyMime(company, problem.replyAddress!, id, automatic) });
    expect((await deliver(`<auto-${stamp}@airline-case.example>`, true)).status).toBe(200);
    const messageId = `<reply-${stamp}@airline-case.example>`;
    expect((await deliver(messageId)).status).toBe(200);

    // The case: the reply in the one timeline, the status moved on.
    const dialog = await openCase(page, problem.id);
    const reply = dialog.locator('[data-testid=case-message][data-kind=reply]');
    await reply.waitFor({ timeout: 15_000 });
    expect(squash(await reply.textContent())).toContain(`We are looking into your claim ${stamp}`);
    expect(await dialog.getByTestId('status-badge').first().textContent()).toBe('In Progress');
    expect(await dialog.getByTestId('case-item').evaluateAll((els) => els.map((e) => e.dataset.kind))).toEqual([
      'letter',
      'history',
      'message',
      'message',
      'history',
    ]);
    const automatic = dialog.locator('[data-testid=case-message][data-kind=auto-reply]');
    expect(squash(await automatic.getByTestId('auto-reply-badge').textContent())).toBe('Automatic');
    expect(squash(await dialog.getByTestId('case-letter').textContent())).toContain('boarding-pass.pdf');

    // An upload on the case page, then removed after the confirm.
    const upload = dialog.getByTestId('case-upload');
    await upload
      .getByTestId('document-input')
      .setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: pdf });
    await dialog.getByRole('button', { name: 'Upload document' }).click();
    const docs = dialog.getByTestId('case-documents');
    await docs.getByRole('link', { name: 'receipt.pdf' }).waitFor({ timeout: 15_000 });
    await docs.getByRole('button', { name: 'Remove', exact: true }).click();
    await docs.getByTestId('remove-confirm').getByRole('button', { name: 'Remove document' }).click();
    await expectToast(page, 'Document removed');
    await expect.poll(() => docs.getByRole('link', { name: 'receipt.pdf' }).count()).toBe(0);

    // The answer from the reply box goes from the case address, threaded to the company's reply.
    const box = dialog.getByTestId('case-reply');
    await box.getByRole('button', { name: 'Send message' }).click();
    expect(await box.getByTestId('case-reply-error').textContent()).toBe(
      'Please write a message of 1 to 5000 characters',
    );
    await box.getByTestId('case-reply-text').fill(`Thank you. My booking reference is ${stamp.toUpperCase()}.`);
    await box.getByRole('button', { name: 'Send message' }).click();
    await expectToast(page, 'Message sent');
    const answer = await waitForSent(company, (m) => m.headers?.['In-Reply-To'] === messageId);
    expect(answer.text).toContain(`My booking reference is ${stamp.toUpperCase()}.`);
    const out = dialog.locator('[data-testid=case-message][data-direction=out]');
    await out.waitFor({ timeout: 15_000 });
    expect(squash(await out.textContent())).toContain(`My booking reference is ${stamp.toUpperCase()}.`);

    // The pictures without the toast over them.
    await page.getByTestId('toast').first().waitFor({ state: 'hidden', timeout: 15_000 });
    await automatic.scrollIntoViewIfNeeded();
    await screenshot(page, 'case-page', false);
    await page.setViewportSize(MOBILE);
    await automatic.scrollIntoViewIfNeeded();
    await screenshot(page, 'case-page-automatic', false);
    await reply.scrollIntoViewIfNeeded();
    await screenshot(page, 'case-page', false);
    await box.scrollIntoViewIfNeeded();
    await screenshot(page, 'case-page-reply-box', false);
    await docs.scrollIntoViewIfNeeded();
    await screenshot(page, 'case-page-documents', false);
    await page.setViewportSize(DESKTOP);

    // The case file as a PDF, downloaded from the button.
    const download = page.waitForEvent('download');
    await dialog.getByTestId('case-pdf').click();
    const file = await (await download).path();
    expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await context.close();
  });

  it("brings the answer to a form letter back into the case, and holds a stranger's mail until the traveller confirms it", async ({
    browser,
  }) => {
    const tag = `${stamp}${++attempt}`;
    const domain = `form-case-${tag}.example`;
    const name = `Form Case Air ${tag}`;
    const airlineId = await insertFormAirline(name, domain);
    const { page, context } = await signedIn(browser, { tag: 'case-form' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: appUrl('/') });
    await page.goto(appUrl(`/report-problem?airline=${airlineId}`));
    const form = page.locator('form[aria-label="Report a problem"]');
    await expect.poll(() => form.locator('select[name=airlineId]').inputValue()).toBe(String(airlineId));
    await form.getByLabel('Problem category').selectOption('baggage');
    await form.getByLabel('Description').fill(`My bag came two days late ${tag}.`);
    const posted = page.waitForResponse((r) => r.url().endsWith('/api/problems') && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Submit Report' }).click();
    const problem = (await (await posted).json()) as Problem;
    expect(problem.channel).toBe('form');
    const address = problem.replyAddress!;
    expect(problem.letter).toContain(`Please send your answer to ${address}`);

    // The thank-you panel gives the case address to type into the company's form, with a copy button.
    const success = page.getByTestId('report-success');
    expect(await success.getByTestId('case-address-value').textContent()).toBe(address);
    expect(squash(await success.getByTestId('case-address').textContent())).toContain(
      'Give this address as your e-mail in the form, so the answer comes back to this case:',
    );
    expect(squash(await success.getByTestId('documents-hint').textContent())).toContain(
      'attach them in the form yourself',
    );
    // The case file and every document in one download, to attach there.
    expect(await success.getByTestId('case-zip').getAttribute('href')).toBe(`/api/problems/${problem.id}/case.zip`);
    await success.getByTestId('copy-case-address').click();
    await expect.poll(() => success.getByTestId('copy-case-address').textContent()).toBe('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
    await success.getByTestId('case-address').scrollIntoViewIfNeeded();
    await screenshot(page, 'case-form-address', false);
    await page.setViewportSize(MOBILE);
    await success.getByTestId('case-address').scrollIntoViewIfNeeded();
    await screenshot(page, 'case-form-address', false);
    await page.setViewportSize(DESKTOP);
    await success.getByRole('button', { name: 'I have sent it through the form' }).click();
    await success.getByTestId('form-submitted').waitFor();

    // The company answers the case address from its own domain (passing Email Routing's checks): a reply.
    const verdicts = (d: string) =>
      `Authentication-Results: mx.cloudflare.net; dkim=pass header.d=${d}; dmarc=pass header.from=${d}`;
    const answer = [
      verdicts(domain),
      `From: Customer Relations <relations@${domain}>`,
      `To: ${address}`,
      `Subject: Your feedback ${tag}`,
      `Message-ID: <answer-${tag}@${domain}>`,
      '',
      `We are sorry your bag was late ${tag}. We will refund your purchases.`,
      '',
    ].join('\r\n');
    expect((await deliverTo(address, `relations@${domain}`, answer)).status).toBe(200);
    // Someone else writes to the same address, with a link to follow.
    const stranger = [
      verdicts('lookalike-refunds.example'),
      'From: Refund Desk <desk@lookalike-refunds.example>',
      `To: ${address}`,
      'Subject: Claim your refund now',
      `Message-ID: <phish-${tag}@lookalike-refunds.example>`,
      '',
      'Confirm your card at https://lookalike-refunds.example/claim to receive your refund.',
      '',
    ].join('\r\n');
    expect((await deliverTo(address, 'desk@lookalike-refunds.example', stranger)).status).toBe(200);

    const dialog = await openCase(page, problem.id);
    const reply = dialog.locator('[data-testid=case-message][data-kind=reply]');
    await reply.waitFor({ timeout: 15_000 });
    expect(squash(await reply.textContent())).toContain(`We are sorry your bag was late ${tag}.`);
    expect(await dialog.getByTestId('status-badge').first().textContent()).toBe('In Progress');
    const held = dialog.locator('[data-testid=case-message][data-kind=unverified]');
    await held.waitFor();
    expect(squash(await held.textContent())).toContain('Message from an unknown sender');
    expect(squash(await held.getByTestId('unverified-badge').textContent())).toBe('Not confirmed');
    expect(squash(await held.getByTestId('unknown-sender').textContent())).toContain(
      'AirDesk cannot confirm that this came from the company',
    );
    // The reply box writes to the address the company answered from.
    expect(await dialog.getByTestId('case-reply').count()).toBe(1);
    await held.scrollIntoViewIfNeeded();
    await screenshot(page, 'case-unknown-sender', false);
    await page.setViewportSize(MOBILE);
    await held.scrollIntoViewIfNeeded();
    await screenshot(page, 'case-unknown-sender', false);
    await page.setViewportSize(DESKTOP);

    // The traveller knows it is the company's (say, its claims partner): confirmed, it counts as a reply.
    const confirmed = page.waitForResponse((r) => r.url().endsWith('/confirm'));
    await held.getByRole('button', { name: "This is the company's answer" }).click();
    expect((await confirmed).status()).toBe(200);
    await expectToast(page, 'Answer confirmed');
    await expect.poll(() => dialog.locator('[data-testid=case-message][data-kind=unverified]').count()).toBe(0);
    expect(await dialog.locator('[data-testid=case-message][data-kind=reply]').count()).toBe(2);
    await context.close();
  });
});
