// The rights check before any account (docs/decisions.md#rights-carriers): from the home page's band, a visitor
// names the airline by typing (the public carrier look-up), gives Frankfurt to New York with a 4-hour delay, sees
// EU261's EUR 600, follows "Sign up to send the letter", registers, and lands on the report form with the flight
// filled. At 1280 and at 390 px.
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { PASSWORD, uniqueEmail } from './support/accounts';
import { appUrl, DESKTOP, MOBILE, newContext, screenshot } from './support/browser';
import { it } from './support/browser-test';
import { d1 } from './support/d1';
import { expectPath, signedIn, squash } from './support/journey';

const lufthansaId = async () =>
  (await d1<{ id: number }>(`SELECT id FROM airlines WHERE iata_code = 'LH' AND name = 'Lufthansa'`))[0]!.id;

async function describeJourney(page: Page) {
  const form = page.locator('form[aria-label="Your flight"]');
  await form.waitFor();
  const airline = form.getByTestId('carrier-typeahead');
  await airline.pressSequentially('lufth', { delay: 40 });
  await page
    .getByRole('listbox', { name: 'Matching airlines' })
    .getByRole('option', { name: /^Lufthansa LH/ })
    .click();
  expect(squash(await form.getByTestId('carrier-chosen').textContent())).toBe('Lufthansa, LH / DLH, Germany');
  await form.getByLabel('Departure airport').fill('FRA');
  await form.getByLabel('Final destination').fill('JFK');
  await form.getByLabel('Scheduled departure date').fill('2026-10-01');
  await form.getByLabel('What happened').selectOption('delay');
  await form.getByLabel('How many hours late did you arrive?').fill('4');
  await form.getByLabel('What caused it?').selectOption('airline');
}

describe('the rights check', () => {
  for (const viewport of [DESKTOP, MOBILE]) {
    it(`from the home band to EU261's EUR 600, then sign-up to a filled report form (${viewport.width} px)`, async ({
      browser,
    }) => {
      const context = await newContext(browser, { viewport });
      const page = await context.newPage();
      await page.goto(appUrl('/'));
      // The home page is prerendered: its link is followed once React has taken the page over.
      await page.waitForFunction(() => !document.querySelector('[data-hydrating]'));
      await page.getByTestId('rights-lead').scrollIntoViewIfNeeded();
      await screenshot(page, 'rights-check-home-band', false);
      await page.getByTestId('rights-lead').getByRole('link', { name: 'Check what you are owed' }).click();
      await expectPath(page, '/rights');
      await page.getByRole('heading', { level: 1, name: 'What the law says you are owed' }).waitFor();
      expect(await page.title()).toBe('AirDesk – What You Are Owed');
      await screenshot(page, 'rights-check-empty');

      await describeJourney(page);
      const card = page.getByTestId('rights-card');
      await expect
        .poll(async () => squash(await card.locator('[data-regime=EU261]').textContent()), { timeout: 15_000 })
        .toContain('EUR 600');
      const eu = squash(await card.locator('[data-regime=EU261]').textContent());
      expect(eu).toContain('Regulation (EC) No 261/2004');
      await expect.poll(async () => squash(await card.textContent())).toMatch(/6,\d{3} km/);
      expect(squash(await page.getByTestId('not-legal-advice').textContent())).toContain(
        'This is information about the law, not legal advice',
      );
      const next = page.getByTestId('rights-next-step').getByRole('link', { name: 'Sign up to send the letter' });
      await next.waitFor();
      await screenshot(page, 'rights-check-answered');

      await next.click();
      await expectPath(page, '/auth');
      const signUp = page.locator('form[aria-label="Sign up"]');
      await signUp.waitFor();
      await signUp.locator('input[name=username]').fill(uniqueEmail('rights-check'));
      await signUp.locator('input[name=password]').fill(PASSWORD);
      await signUp.locator('input[name=confirmPassword]').fill(PASSWORD);
      await signUp.getByText('I agree to the').click();
      await signUp.locator('button[type=submit]').click();

      const id = await lufthansaId();
      await page.waitForURL((u) => u.pathname === '/report-problem' && u.searchParams.get('airline') === String(id), {
        timeout: 15_000,
      });
      const report = page.locator('form[aria-label="Report a problem"]');
      await report.waitFor();
      await expect.poll(() => report.locator('select[name=airlineId]').inputValue()).toBe(String(id));
      expect(await report.locator('select[name=category]').inputValue()).toBe('flight-delay');
      expect(await report.getByLabel('Date of travel').inputValue()).toBe('2026-10-01');
      // The flight details open with the journey as entered, and the form's own card answers the same.
      expect(await report.getByLabel('Departure airport').inputValue()).toBe('FRA');
      expect(await report.getByLabel('Final destination').inputValue()).toBe('JFK');
      expect(await report.getByLabel('What happened').inputValue()).toBe('delay');
      expect(await report.getByLabel('How many hours late did you arrive?').inputValue()).toBe('4');
      expect(await report.getByLabel('What caused it?').inputValue()).toBe('airline');
      await expect
        .poll(async () => squash(await page.getByTestId('rights-card').locator('[data-regime=EU261]').textContent()), {
          timeout: 15_000,
        })
        .toContain('EUR 600');
      await screenshot(page, 'rights-check-report-filled');
      await context.close();
    });
  }

  for (const viewport of [DESKTOP, MOBILE]) {
    it(`a long-haul cancellation shows EU261's halved sum per passenger, and beside it the revision agreed in June 2026, not in force (${viewport.width} px)`, async ({
      browser,
    }) => {
      const context = await newContext(browser, { viewport });
      const page = await context.newPage();
      await page.goto(appUrl('/rights'));
      await describeJourney(page);
      const form = page.locator('form[aria-label="Your flight"]');
      await form.getByLabel('What happened').selectOption('cancellation');
      await form.getByLabel('How many days before departure were you told?').fill('2');
      await form.getByLabel('How many hours late did the alternative flight arrive?').fill('3');
      const eu = page.getByTestId('rights-card').locator('[data-regime=EU261]');
      // Rerouted and at most 4 hours late over 3,500 km: the law in force halves the sum (Art. 7(2)(c)).
      await expect
        .poll(async () => squash(await eu.textContent()), { timeout: 15_000 })
        .toContain('EUR 300 per passenger');
      const pending = eu.getByTestId('pending-law');
      await pending.waitFor();
      const note = squash(await pending.textContent());
      expect(note).toContain('Pending law: Provisional agreement');
      expect(note).toContain('would pay EUR 600 instead of EUR 300');
      expect(note).toContain('It does not apply to your flight');
      expect(await pending.getByRole('link', { name: 'Source' }).getAttribute('href')).toMatch(/^https?:\/\//);
      // The amount above the note is the law in force's, and the letter preview cites it, not the revision.
      expect(squash(await page.getByTestId('letter-preview').textContent())).not.toContain('600');
      await pending.scrollIntoViewIfNeeded();
      await screenshot(page, 'rights-check-pending', false);
      await context.close();
    });
  }

  it('signed in with access, "Report this problem" opens the report form with the journey', async ({ browser }) => {
    const { page, context } = await signedIn(browser, { tag: 'rights-check-member' });
    await page.goto(appUrl('/rights'));
    await describeJourney(page);
    await page.getByTestId('rights-next-step').getByRole('link', { name: 'Report this problem' }).click();
    await expectPath(page, '/report-problem');
    const report = page.locator('form[aria-label="Report a problem"]');
    await report.waitFor();
    expect(await report.getByLabel('Departure airport').inputValue()).toBe('FRA');
    expect(await report.getByLabel('How many hours late did you arrive?').inputValue()).toBe('4');
    await context.close();
  });

  it('leads a visitor on the way to Report a Problem to the check from the sign-in page', async ({ browser }) => {
    const context = await newContext(browser, { viewport: MOBILE });
    const page = await context.newPage();
    await page.goto(appUrl('/report-problem'));
    await expectPath(page, '/auth');
    await page.getByTestId('auth-rights-lead').waitFor();
    await screenshot(page, 'rights-check-auth-lead');
    await page
      .getByTestId('auth-rights-lead')
      .getByRole('link', { name: 'See what the law says you are owed' })
      .click();
    await expectPath(page, '/rights');
    await context.close();
  });
});
