// "Your data" journey (docs/decisions.md#your-data): on the subscription page a traveller downloads everything
// as a ZIP (read back here: data.json and the report's document), then deletes the account with the password
// after the dialog said what stays, and lands signed out on the home page with a toast and a confirmation mail.
import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import type { Browser, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { PASSWORD, waitForMail } from './support/accounts';
import { appUrl, DESKTOP, MOBILE, RETRY_RESET, screenshot } from './support/browser';
import { it } from './support/browser-test';
import { d1, sqlText } from './support/d1';
import { expectPath, expectToast, signedIn } from './support/journey';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\nxref\n0 4\n0000000000 65535 f \n' +
    '0000000009 00000 n \n0000000052 00000 n \n0000000101 00000 n \ntrailer<</Size 4/Root 1 0 R>>\nstartxref\n165\n%%EOF\n',
);

/** A signed-in traveller with a trial and one report holding a document, on the subscription page. */
async function travellerWithReport(browser: Browser, viewport: { width: number; height: number }) {
  const session = await signedIn(browser, { tag: 'your-data', viewport });
  const { context, page } = session;
  const featured = (await (await context.request.get(appUrl('/api/airlines/featured'), RETRY_RESET)).json()) as {
    id: number;
  }[];
  const description = `Our bags stayed in Frankfurt ${Date.now().toString(36)}.`;
  const filed = await context.request.post(appUrl('/api/problems'), {
    data: { airlineId: featured[0]!.id, category: 'baggage', description, contactEmail: session.email },
  });
  expect(filed.status(), await filed.text()).toBe(201);
  const report = (await filed.json()) as { id: number };
  const uploaded = await context.request.post(appUrl(`/api/problems/${report.id}/attachments`), {
    multipart: { file: { name: 'bag-tag.pdf', mimeType: 'application/pdf', buffer: PDF } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  await page.goto(appUrl('/subscription'));
  await page.getByTestId('your-data').waitFor();
  return { ...session, report, description };
}

/** The case page's line about when the documents go. */
async function retentionNote(page: Page, id: number) {
  await page.goto(appUrl(`/problem-management?report=${id}`));
  const note = page.getByTestId('problem-detail').getByTestId('retention-note');
  await note.waitFor({ timeout: 15_000 });
  await note.scrollIntoViewIfNeeded();
  return (await note.textContent()) ?? '';
}

/** Moves every dated step of report `id` back by `months`, as if the case had been quiet that long. */
async function quietFor(id: number, months: number) {
  const back = sqlText(`-${months} months`);
  await d1([
    `UPDATE problem_reports SET date_submitted = strftime('%Y-%m-%dT%H:%M:%fZ', date_submitted, ${back}) WHERE id = ${id}`,
    `UPDATE problem_status_history SET changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', changed_at, ${back}) WHERE problem_id = ${id}`,
    `UPDATE case_attachments SET created_at = strftime('%Y-%m-%dT%H:%M:%fZ', created_at, ${back}) WHERE problem_id = ${id}`,
  ]);
}

/** After 23 quiet months the case page warns that its documents will soon be deleted. */
async function expectDeletionWarning(page: Page, id: number) {
  await quietFor(id, 23);
  expect(await retentionNote(page, id)).toMatch(/^Documents of this case will be deleted on /);
  await screenshot(page, 'case-documents-deleted-soon', false);
}

/** The "Your data" card of the subscription page, in view. */
async function yourDataCard(page: Page) {
  await page.goto(appUrl('/subscription'));
  const card = page.getByTestId('your-data');
  await card.scrollIntoViewIfNeeded();
  await screenshot(page, 'your-data-card', false);
  return card;
}

describe('your data', () => {
  it('downloads everything in one click, then deletes the account with the password', async ({ browser }) => {
    const { page, context, email, report, description } = await travellerWithReport(browser, DESKTOP);
    // The case page says how long its documents are kept, and warns once the day is near.
    expect(await retentionNote(page, report.id)).toMatch(/^Documents are kept until /);
    await expectDeletionWarning(page, report.id);
    const card = await yourDataCard(page);

    const downloading = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Download My Data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^airdesk-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const entries = unzipSync(new Uint8Array(readFileSync(await download.path())));
    const data = JSON.parse(Buffer.from(entries['data.json']!).toString('utf8')) as {
      account: { email: string };
      reports: { id: number; description: string; attachments: { path: string }[] }[];
    };
    expect(data.account.email).toBe(email);
    expect(data.reports[0]).toMatchObject({ id: report.id, description });
    expect(Buffer.from(entries[data.reports[0]!.attachments[0]!.path]!)).toEqual(PDF);
    await expectToast(page, 'Your data is downloading');

    // The dialog says what stays before it asks for the password; a wrong one is said in the dialog.
    await card.getByRole('button', { name: 'Delete My Account' }).click();
    const dialog = page.getByTestId('delete-account-dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('the airline keeps its copy');
    await dialog.getByLabel('Password').fill('not my password');
    await dialog.getByRole('button', { name: 'Delete My Account' }).click();
    await dialog.getByText('The password is not correct.').waitFor();
    await screenshot(page, 'delete-account-wrong-password', false);
    await dialog.getByLabel('Password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Delete My Account' }).click();

    await expectPath(page, '/');
    await expectToast(page, 'Account deleted');
    await page
      .getByRole('link', { name: /log in/i })
      .first()
      .waitFor();
    await screenshot(page, 'account-deleted-home', false);
    expect((await context.request.get(appUrl('/api/user'), RETRY_RESET)).status()).toBe(401);
    await waitForMail(email, /Your AirDesk account has been deleted/);
    // The privacy page says what the buttons do and which rights they serve.
    await page.goto(appUrl('/privacy'));
    await page.getByRole('heading', { name: 'Download your data or delete your account' }).waitFor();
    await page.getByText('Information Regulator of South Africa', { exact: false }).waitFor();
    await screenshot(page, 'privacy');
    await context.close();
  });

  it('works the same on a phone', async ({ browser }) => {
    const { page, context, report } = await travellerWithReport(browser, MOBILE);
    await expectDeletionWarning(page, report.id);
    const card = await yourDataCard(page);
    await card.getByRole('button', { name: 'Delete My Account' }).click();
    const dialog = page.getByTestId('delete-account-dialog');
    await dialog.getByLabel('Password').fill(PASSWORD);
    await screenshot(page, 'delete-account-dialog', false);
    await dialog.getByRole('button', { name: 'Delete My Account' }).click();
    await expectPath(page, '/');
    await expectToast(page, 'Account deleted');
    await screenshot(page, 'account-deleted-home', false);
    expect((await context.request.get(appUrl('/api/user'), RETRY_RESET)).status()).toBe(401);
    await page.goto(appUrl('/privacy'));
    await page.getByRole('heading', { name: 'Your rights' }).waitFor();
    await screenshot(page, 'privacy');
    await context.close();
  });
});
