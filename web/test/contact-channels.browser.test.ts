// Contact channels: a report reaches a company by e-mail, through its own complaint form, or by no channel
// AirDesk can use, and each shows the traveller the truth (the notice before sending, the Thank You panel,
// the report detail and its history). Directory cards show each contact's source page and check date, and
// a subscriber's "Report a wrong contact" goes to the admin's queue, whose Apply changes the card.
import path from 'node:path';
import type { Problem, PublicConfig } from '@contracts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { PASSWORD, uniqueEmail, waitForMail } from './support/accounts';
import {
  animationsDone,
  appUrl,
  DESKTOP,
  MOBILE,
  newContext,
  RETRY_RESET,
  screenshot,
  SCREENSHOT_DIR,
  SCREENSHOTS,
} from './support/browser';
import { it } from './support/browser-test';
import { expectToast, loginThroughApi, postponePaymentPrompt, signedIn, squash, submitReport } from './support/journey';
import { d1, grantAdmin, sqlText } from './support/d1';

const stamp = Date.now().toString(36);
const CHECKED = '2026-11-02';

interface TestCompany {
  name: string;
  domain: string;
  phone?: string;
  email?: string;
  form?: string;
}

/** A company of our own in the test D1 (the seed file changes under us); returns its id. */
async function insertCompany(c: TestCompany): Promise<number> {
  const site = `https://www.${c.domain}`;
  const rows = await d1<{ id: number }>(
    `INSERT INTO airlines (name, category, country, region, phone, email, website, complaint_form_url, phone_source, email_source, complaint_form_source, contacts_checked_at)
     VALUES (${sqlText(c.name)}, 'commercial', 'Ireland', 'europe', ${sqlText(c.phone ?? '')}, ${sqlText(c.email ?? '')}, ${sqlText(site)},
       ${sqlText(c.form ?? '')}, ${sqlText(c.phone ? `${site}/contact-us` : '')}, ${sqlText(c.email ? `${site}/contact-us` : '')},
       ${sqlText(c.form ? `${site}/help/complaints` : '')}, ${sqlText(c.phone || c.email || c.form ? CHECKED : '')})
     RETURNING id`,
  );
  expect(rows).toHaveLength(1);
  return rows[0]!.id;
}

/** Fills the report form for `airlineId` up to (not including) Submit; returns the form. */
async function fillReport(page: Page, airlineId: number, description: string) {
  await page.goto(appUrl(`/report-problem?airline=${airlineId}`));
  const form = page.locator('form[aria-label="Report a problem"]');
  await form.waitFor();
  await expect.poll(() => form.locator('select[name=airlineId]').inputValue()).toBe(String(airlineId));
  await form.getByLabel('Problem category').selectOption('refund');
  await form.getByLabel('Description').fill(description);
  return form;
}

/** A screenshot of one element, next to the page screenshots (test-artifacts/screenshots/<name>-<width>.png). */
async function shoot(page: Page, element: Locator, name: string) {
  await animationsDone(page);
  if (!SCREENSHOTS) return;
  await element.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${page.viewportSize()?.width ?? 0}.png`) });
}

describe('a report reaches each kind of company truthfully', () => {
  it('e-mails a company that publishes an address, and says so before and after', async ({ browser }) => {
    const name = `Journey Mail Air ${stamp}`;
    const email = `care@journeymail-${stamp}.com`;
    const id = await insertCompany({ name, domain: `journeymail-${stamp}.com`, email, phone: '+353 1 886 2210' });
    const { page, context } = await signedIn(browser, { tag: 'chan-mail' });

    await fillReport(page, id, `Refund for cancelled flight still missing ${stamp}-mail.`);
    const notice = page.getByTestId('channel-notice');
    expect(await notice.getAttribute('data-channel')).toBe('email');
    expect(squash(await notice.textContent())).toContain(
      `AirDesk e-mails your report to ${name} at ${email}; replies come to you.`,
    );

    const problem = await submitReport(page);
    expect(problem.channel).toBe('email');
    await expectToast(page, 'Problem reported successfully', `Your report has been submitted to ${name}.`);
    // The mail fake receives the letter, addressed to the company.
    await waitForMail(email, new RegExp(`${stamp}-mail`));
    // The panel follows the delivery state until it is sent.
    const success = page.getByTestId('report-success');
    await expect
      .poll(() => success.getByTestId('email-badge').getAttribute('data-email-status'), { timeout: 20_000 })
      .toBe('sent');
    expect(squash(await success.textContent())).toContain(`Your report has been e-mailed to ${name}.`);
    await screenshot(page, 'channels-thankyou-email');
    await context.close();
  });

  it('gives the letter for a company that takes complaints through its own form, and records that it was sent', async ({
    browser,
  }) => {
    const name = `Journey Form Air ${stamp}`;
    const formUrl = `https://www.journeyform-${stamp}.com/help/complaints`;
    const id = await insertCompany({
      name,
      domain: `journeyform-${stamp}.com`,
      form: formUrl,
      phone: '+353 1 886 2211',
    });
    const { page, context } = await signedIn(browser, { tag: 'chan-form' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: appUrl('/') });

    await fillReport(page, id, `Refund for cancelled flight still missing ${stamp}-form.`);
    const notice = page.getByTestId('channel-notice');
    expect(await notice.getAttribute('data-channel')).toBe('form');
    expect(squash(await notice.textContent())).toContain(
      `${name} takes complaints through its own web form. After you send, we give you the letter to paste into the form.`,
    );
    await screenshot(page, 'channels-notice-form');
    await page.setViewportSize(MOBILE);
    await notice.scrollIntoViewIfNeeded();
    await screenshot(page, 'channels-notice-form', false);
    await page.setViewportSize(DESKTOP);

    const problem = await submitReport(page);
    expect(problem.channel).toBe('form');
    expect(problem.formSubmittedAt).toBeNull();
    await expectToast(page, 'Problem reported successfully', `Send the letter through ${name}'s complaint form.`);
    const success = page.getByTestId('report-success');
    expect(await success.getAttribute('data-channel')).toBe('form');

    // The ready letter, read-only; Copy letter puts it on the clipboard.
    const letter = success.getByTestId('report-letter');
    expect(await letter.inputValue()).toBe(problem.letter);
    expect(problem.letter).toContain(`${stamp}-form`);
    expect(await letter.getAttribute('readonly')).not.toBeNull();
    await success.getByRole('button', { name: 'Copy letter' }).click();
    // The button says so itself: a toast would cover the buttons beside it on a phone.
    await expect.poll(() => success.getByTestId('copy-letter').textContent()).toBe('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(problem.letter);

    // The company's form opens in a new tab.
    const open = success.getByRole('link', { name: `Open ${name}'s complaint form` });
    expect(await open.getAttribute('href')).toBe(formUrl);
    expect(await open.getAttribute('target')).toBe('_blank');
    expect(await open.getAttribute('rel')).toContain('noopener');
    expect(await open.getAttribute('rel')).toContain('noreferrer');
    await screenshot(page, 'channels-thankyou-form');
    await page.setViewportSize(MOBILE);
    await screenshot(page, 'channels-thankyou-form');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await page.setViewportSize(DESKTOP);

    // "I have sent it through the form" records it.
    const recorded = page.waitForResponse(
      (r) => r.url().endsWith(`/api/problems/${problem.id}/form-submitted`) && r.request().method() === 'POST',
    );
    await success.getByRole('button', { name: 'I have sent it through the form' }).click();
    expect((await recorded).status()).toBe(200);
    await expect
      .poll(() => success.getByTestId('form-submitted').textContent())
      .toMatch(/^Sent through the form on \w{3} \d{1,2}, \d{4}$/);
    expect(await success.getByRole('button', { name: 'I have sent it through the form' }).count()).toBe(0);
    expect(
      (
        await d1<{ n: number }>(
          `SELECT count(*) AS n FROM problem_status_history WHERE problem_id = ${problem.id} AND event = 'form-submitted'`,
        )
      )[0]!.n,
    ).toBe(1);

    // The detail says the same, and its history names the step.
    await page.goto(appUrl('/problem-management'));
    const row = page.locator(`[data-testid=problem-row][data-problem-id="${problem.id}"]`);
    await row.waitFor();
    expect(await row.getByTestId('email-badge').getAttribute('data-channel')).toBe('form');
    expect(await row.getByTestId('email-badge').textContent()).toBe('Sent through the company’s form');
    await row.getByRole('button', { name: `View problem ${problem.id}` }).click();
    const detail = page.getByTestId('problem-detail');
    await detail.getByTestId('problem-history').waitFor();
    await detail.getByTestId('history-event').getByText("Sent through the company's form").waitFor();
    expect(await detail.getByTestId('problem-history').getByTestId('status-badge').allTextContents()).toEqual([
      'Submitted',
    ]);
    await detail.getByTestId('form-submitted').waitFor();
    expect(await detail.getByTestId('report-letter').inputValue()).toBe(problem.letter);
    await screenshot(page, 'channels-detail-form', false);
    await detail.getByTestId('problem-history').scrollIntoViewIfNeeded();
    await screenshot(page, 'channels-detail-form-history', false);
    await page.setViewportSize(MOBILE);
    await screenshot(page, 'channels-detail-form-history', false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await context.close();
  });

  it('tells the truth about a company with neither an e-mail nor a form, and gives the letter', async ({ browser }) => {
    const name = `Journey Quiet Air ${stamp}`;
    const phone = '+353 1 886 2212';
    const id = await insertCompany({ name, domain: `journeyquiet-${stamp}.com`, phone });
    const { page, context } = await signedIn(browser, { tag: 'chan-none' });

    await fillReport(page, id, `Refund for cancelled flight still missing ${stamp}-none.`);
    const notice = page.getByTestId('channel-notice');
    expect(await notice.getAttribute('data-channel')).toBe('none');
    expect(squash(await notice.textContent())).toContain(
      `${name} publishes no complaint e-mail or form that we know of. We will save your report and give you the letter to send by other means.`,
    );
    await notice.getByRole('button', { name: 'Suggest a contact' }).waitFor();

    const problem = await submitReport(page);
    expect(problem.channel).toBe('none');
    const success = page.getByTestId('report-success');
    const message = squash(await success.getByTestId('no-channel').textContent());
    expect(message).toContain(
      `${name} publishes no complaint e-mail or form that we know of, so AirDesk could not send it.`,
    );
    expect(await success.getByTestId('report-letter').inputValue()).toBe(problem.letter);
    expect(problem.letter).toContain(`${stamp}-none`);
    // The phone and the website to send it by; no form to open and nothing to record.
    expect(await success.locator('a[data-contact=phone]').getAttribute('href')).toBe(
      `tel:+${phone.replace(/\D/g, '')}`,
    );
    expect(await success.locator('a[data-contact=website]').getAttribute('href')).toBe(
      `https://www.journeyquiet-${stamp}.com`,
    );
    // No form to open; never "call" without a number; the case address to give, and "I have sent it" with how.
    expect(await success.getByTestId('open-complaint-form').count()).toBe(0);
    expect(message).toContain(`call it on ${phone}`);
    expect(await success.getByTestId('case-address-value').textContent()).toBe(problem.replyAddress);
    await screenshot(page, 'channels-thankyou-none');
    await page.setViewportSize(MOBILE);
    await screenshot(page, 'channels-thankyou-none');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);

    // Sent by post: the case records how and when.
    await success.getByTestId('sent-via').selectOption('post');
    const marked = page.waitForResponse((r) => r.url().endsWith(`/api/problems/${problem.id}/form-submitted`));
    await success.getByRole('button', { name: 'I have sent it', exact: true }).click();
    const res = await marked;
    expect(res.status()).toBe(200);
    expect(res.request().postDataJSON()).toEqual({ via: 'post' });
    expect(((await res.json()) as Problem).submittedVia).toBe('post');
    await success.getByTestId('form-submitted').waitFor();
    expect(squash(await success.getByTestId('form-submitted').textContent())).toMatch(/^Sent by post on /);
    expect(await success.getByTestId('case-address').count()).toBe(0);
    await context.close();
  });
});

describe('contact sources and corrections', () => {
  it('shows sources on the cards, takes a wrong-contact report and lets an admin apply it', async ({ browser }) => {
    const name = `Journey Fix Air ${stamp}`;
    const domain = `journeyfix-${stamp}.com`;
    const formUrl = `https://www.${domain}/help/complaints`;
    // A form and an e-mail with their sources, and no phone published yet.
    const id = await insertCompany({ name, domain, email: `care@${domain}`, form: formUrl });
    const { page, context, email: reporter } = await signedIn(browser, { tag: 'chan-fix' });

    await page.goto(appUrl(`/directory?query=${encodeURIComponent(name)}`));
    const card = page.getByTestId('airline-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
    await card.waitFor();
    // Each published contact: its Source (the company's page, new tab) and the check date.
    const emailSource = card.getByRole('link', { name: `Source of ${name}'s e-mail address` });
    expect(await emailSource.getAttribute('href')).toBe(`https://www.${domain}/contact-us`);
    expect(await emailSource.getAttribute('target')).toBe('_blank');
    expect(await emailSource.getAttribute('rel')).toBe('noopener noreferrer');
    const formLink = card.locator('a[data-contact=form]');
    expect(await formLink.textContent()).toBe('Complaint form');
    expect(await formLink.getAttribute('href')).toBe(formUrl);
    expect(await formLink.getAttribute('target')).toBe('_blank');
    expect(await card.getByRole('link', { name: `Source of ${name}'s complaint form` }).getAttribute('href')).toBe(
      `https://www.${domain}/help/complaints`,
    );
    expect(squash(await card.textContent())).toContain('Checked November 2, 2026');
    // No phone: "Not published", and no source for it.
    await card.getByText('Not published').waitFor();
    expect(await card.getByRole('link', { name: /^Source of .*phone number$/ }).count()).toBe(0);
    // Opening the form counts as a contact of type form.
    const tracked = page.waitForRequest((r) => r.url().endsWith('/api/track-contact') && r.method() === 'POST');
    await formLink.evaluate((a) => a.addEventListener('click', (e) => e.preventDefault(), { once: true }));
    await formLink.click();
    expect((await tracked).postDataJSON()).toEqual({ airlineId: id, contactType: 'form' });
    await shoot(page, card, 'channels-card');

    // The details dialog shows the same.
    await card.getByRole('button', { name: `View details of ${name}` }).click();
    const details = page.getByTestId('airline-details');
    await details.getByRole('link', { name: `Source of ${name}'s complaint form` }).waitFor();
    await screenshot(page, 'channels-details', false);

    // Report a wrong contact: the phone is missing.
    await details.getByRole('button', { name: `Report a wrong contact of ${name}` }).click();
    const dialog = page.getByTestId('correction-dialog');
    await dialog.waitFor();
    await details.waitFor({ state: 'hidden' });
    await dialog.getByRole('button', { name: 'Send report' }).click();
    for (const message of ['Please choose which contact this is about', 'Please choose what is wrong'])
      await dialog.getByText(message).waitFor();
    await dialog.getByLabel('Which contact').selectOption('phone');
    await dialog.getByLabel('What is wrong').selectOption('missing');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.getByText('Please enter the contact you found').waitFor();
    await dialog.getByText('Please add the page where the company publishes it, so we can check it').waitFor();
    await screenshot(page, 'channels-correction-dialog', false);
    const phone = '+353 1 886 2213';
    await dialog.getByLabel('The correct value').fill(phone);
    await dialog.getByLabel('The page where you saw it').fill(`https://www.${domain}/contact-us`);
    await dialog.getByLabel('Note').fill('Printed on the contact page under Customer Care.');
    const posted = page.waitForResponse(
      (r) => r.url().endsWith(`/api/airlines/${id}/corrections`) && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Send report' }).click();
    const res = await posted;
    expect(res.status()).toBe(201);
    const { id: correctionId } = (await res.json()) as { id: number };
    await expectToast(page, 'Thank you. We will check it and update the directory.');
    await dialog.waitFor({ state: 'hidden' });

    // A second one, from the phone layout of the card, that the admin dismisses.
    await page.setViewportSize(MOBILE);
    await card.getByRole('button', { name: `View details of ${name}` }).click();
    await details.waitFor();
    await screenshot(page, 'channels-details', false);
    const footer = await details.getByRole('link', { name: 'Report Problem' }).boundingBox();
    expect(footer!.x + footer!.width).toBeLessThanOrEqual(MOBILE.width);
    await details.locator('button', { hasText: 'Close' }).click();
    await details.waitFor({ state: 'hidden' });
    await card.getByRole('button', { name: `Report a wrong contact of ${name}` }).click();
    await dialog.waitFor();
    await dialog.getByLabel('Which contact').selectOption('email');
    await dialog.getByLabel('What is wrong').selectOption('dead');
    await dialog.getByLabel('Note').fill('My mail bounced.');
    await screenshot(page, 'channels-correction-dialog', false);
    const second = page.waitForResponse(
      (r) => r.url().endsWith(`/api/airlines/${id}/corrections`) && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Send report' }).click();
    const { id: dismissId } = (await (await second).json()) as { id: number };
    await expectToast(page, 'Thank you. We will check it and update the directory.');
    await shoot(page, card, 'channels-card');

    // The admin's queue.
    const adminEmail = uniqueEmail('chan-admin');
    const admin0 = await signedIn(browser, { email: adminEmail, trial: false });
    await admin0.context.close();
    await grantAdmin(adminEmail);
    const adminContext = await newContext(browser);
    await postponePaymentPrompt(adminContext);
    await loginThroughApi(adminContext, adminEmail, PASSWORD);
    const admin = await adminContext.newPage();
    await admin.goto(appUrl('/admin'));
    const section = admin.getByTestId('corrections-section');
    await section.getByRole('heading', { name: 'Contact corrections' }).waitFor();
    const openBefore = (
      await d1<{ n: number }>(`SELECT count(*) AS n FROM contact_corrections WHERE status = 'open'`)
    )[0]!.n;
    await expect.poll(() => section.getByTestId('open-corrections').textContent()).toBe(`${openBefore} open`);
    const row = section.locator(`[data-testid=correction-row][data-correction-id="${correctionId}"]`);
    await row.waitFor();
    const rowText = squash(await row.textContent());
    for (const part of [
      name,
      'Phone',
      'It is missing',
      phone,
      `www.${domain}/contact-us`,
      'Printed on the contact page',
      reporter,
    ])
      expect(rowText).toContain(part);
    expect(await row.getByTestId('correction-source').getAttribute('href')).toBe(`https://www.${domain}/contact-us`);
    expect(await row.getByTestId('correction-source').getAttribute('target')).toBe('_blank');

    // An override the import rules refuse: the reasons show and nothing changes.
    await row.getByTestId('correction-override').fill('+1 212 555 0123');
    await row.getByRole('button', { name: `Apply correction ${correctionId} for ${name}` }).click();
    await row
      .getByTestId('correction-apply-error')
      .getByText(/fictional 555 exchange/)
      .waitFor();
    await screenshot(admin, 'channels-admin-queue');
    expect((await d1<{ phone: string }>(`SELECT phone FROM airlines WHERE id = ${id}`))[0]!.phone).toBe('');

    // Apply the suggestion itself.
    await row.getByTestId('correction-override').fill('');
    await row.getByRole('button', { name: `Apply correction ${correctionId} for ${name}` }).click();
    await expectToast(admin, 'Correction applied');
    await row.waitFor({ state: 'detached' });
    await expect.poll(() => section.getByTestId('open-corrections').textContent()).toBe(`${openBefore - 1} open`);
    const applied = (
      await d1<{ status: string; applied_value: string }>(
        `SELECT status, applied_value FROM contact_corrections WHERE id = ${correctionId}`,
      )
    )[0]!;
    expect(applied).toEqual({ status: 'applied', applied_value: phone });

    // Phones: stacked cards; Dismiss closes the other one.
    await admin.setViewportSize(MOBILE);
    const phoneCard = section.locator(`[data-testid=correction-card][data-correction-id="${dismissId}"]`);
    await phoneCard.waitFor();
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await section.scrollIntoViewIfNeeded();
    await screenshot(admin, 'channels-admin-queue', false);
    await phoneCard.getByRole('button', { name: `Dismiss correction ${dismissId} for ${name}` }).click();
    await expectToast(admin, 'Correction dismissed');
    await phoneCard.waitFor({ state: 'detached' });
    expect(
      (await d1<{ status: string }>(`SELECT status FROM contact_corrections WHERE id = ${dismissId}`))[0]!.status,
    ).toBe('dismissed');
    await adminContext.close();

    // The card now shows the new phone with its Source link and today's check date.
    await page.setViewportSize(DESKTOP);
    await page.goto(appUrl(`/directory?query=${encodeURIComponent(name)}&sortBy=name`));
    await card.waitFor();
    const tel = card.locator('a[data-contact=phone]');
    await expect.poll(() => tel.getAttribute('href')).toBe(`tel:+${phone.replace(/\D/g, '')}`);
    expect(await card.getByRole('link', { name: `Source of ${name}'s phone number` }).getAttribute('href')).toBe(
      `https://www.${domain}/contact-us`,
    );
    const today = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    }).format(new Date());
    expect(squash(await card.textContent())).toContain(`Checked ${today}`);
    await shoot(page, card, 'channels-card-applied');
    await context.close();
  });

  it('offers "Suggest a contact" on the report form for a company with no channel', async ({ browser }) => {
    const name = `Journey Silent Air ${stamp}`;
    const domain = `journeysilent-${stamp}.com`;
    const id = await insertCompany({ name, domain });
    const { page, context } = await signedIn(browser, { tag: 'chan-suggest' });
    await page.goto(appUrl(`/report-problem?airline=${id}`));
    const notice = page.getByTestId('channel-notice');
    await notice.waitFor();
    await notice.getByRole('button', { name: 'Suggest a contact' }).click();
    const dialog = page.getByTestId('correction-dialog');
    await dialog.getByText(`Suggest a contact for ${name}`).waitFor();
    // It starts on a missing e-mail.
    expect(await dialog.getByLabel('Which contact').inputValue()).toBe('email');
    expect(await dialog.getByLabel('What is wrong').inputValue()).toBe('missing');
    await dialog.getByLabel('The correct value').fill(`complaints@${domain}`);
    await dialog.getByLabel('The page where you saw it').fill(`https://www.${domain}/contact`);
    await dialog.getByRole('button', { name: 'Send suggestion' }).click();
    await expectToast(page, 'Thank you. We will check it and update the directory.');
    const rows = await d1<{ field: string; problem: string; suggested_value: string }>(
      `SELECT field, problem, suggested_value FROM contact_corrections WHERE airline_id = ${id}`,
    );
    expect(rows).toEqual([{ field: 'email', problem: 'missing', suggested_value: `complaints@${domain}` }]);
    await context.close();
  });
});

describe('truthful claims', () => {
  it('states the real channel and route counts on the home page, the footer and How It Works', async ({ browser }) => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const config = (await (await context.request.get(appUrl('/api/config'), RETRY_RESET)).json()) as PublicConfig;
    const { email, form } = config.channels;
    const routed = config.routes.companies;
    expect(email + form).toBeGreaterThan(0);
    // The seeded routes (US, Canada, the UK, Germany, France, ...) cover the home country of many companies.
    expect(routed).toBeGreaterThan(0);
    const n = (k: number) => k.toLocaleString('en-US');
    const bodies = `, and for ${n(routed)} ${routed === 1 ? 'company an official body takes complaints about flights in its' : 'companies an official body takes complaints about flights in their'} home country.`;
    const claim =
      email > 0 && form > 0
        ? `${n(email)} ${email === 1 ? 'company receives' : 'companies receive'} reports by e-mail through AirDesk and ${n(form)} through their own complaint form${bodies}`
        : undefined;
    await page.goto(appUrl('/'));
    const hero = page.getByTestId('channel-claim');
    await hero.waitFor();
    if (claim) expect(squash(await hero.textContent())).toBe(claim);
    expect(squash(await page.getByTestId('footer-count').textContent())).toContain(squash(await hero.textContent()));
    await page.goto(appUrl('/how-it-works'));
    await page.getByTestId('channel-claim').waitFor();
    expect(squash(await page.getByTestId('channel-claim').textContent())).toBe(squash(await hero.textContent()));
    await context.close();
  });
});
