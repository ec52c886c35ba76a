// The facts a real case needs, on the report form (docs/api.md#problems): a cancellation refunded without
// re-routing gets the full amount on the form and in the letter; a report with two passengers, the flight's times
// and an expense lists both names, the delay the times give and the expense with its article.

import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import path from 'node:path';
import type { Locator } from 'playwright-core';
import { appUrl, MOBILE, screenshot, SCREENSHOT_DIR, SCREENSHOTS } from './support/browser';
import { it } from './support/browser-test';
import { signedIn, squash, submitReport } from './support/journey';
import { d1, sqlText } from './support/d1';

const stamp = Date.now().toString(36);

/** An EU (German) airline with a published e-mail, in the test D1. */
async function insertAirline(base: string): Promise<number> {
  // A retry inserts again: each attempt its own name.
  const name = `${base} ${Date.now().toString(36)}`;
  const site = `https://www.facts-${stamp}-${name.length}.com`;
  const rows = await d1<{ id: number }>(
    `INSERT INTO airlines (name, category, country, region, email, website, email_source, contacts_checked_at)
     VALUES (${sqlText(name)}, 'commercial', 'Germany', 'europe', ${sqlText(`care@facts-${stamp}-${name.length}.com`)}, ${sqlText(site)}, ${sqlText(`${site}/contact`)}, '2026-11-20')
     RETURNING id`,
  );
  return rows[0]!.id;
}

async function openForm(page: Page, airlineId: number, category: string, description: string) {
  await page.goto(appUrl(`/report-problem?airline=${airlineId}`));
  const form = page.locator('form[aria-label="Report a problem"]');
  await form.waitFor();
  await expect.poll(() => form.locator('select[name=airlineId]').inputValue()).toBe(String(airlineId));
  await form.getByLabel('Problem category').selectOption(category);
  await form.getByLabel('Description').fill(description);
  await form.getByRole('button', { name: /Flight details \(optional\)/ }).click();
  return form;
}

/** The rights card alone, as test-artifacts/screenshots/<name>-<width>.png (SCREENSHOTS=1), to look at. */
async function cardShot(card: Locator, name: string) {
  await screenshot(card.page(), name, false);
  if (!SCREENSHOTS) return;
  const width = card.page().viewportSize()?.width ?? 0;
  await card.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-card-${width}.png`) });
}

describe('the facts of a case on the report form', () => {
  it('gives a cancellation refunded without re-routing the full EUR 600, on the form and in the letter', async ({
    browser,
  }) => {
    const id = await insertAirline(`Facts Refund Air ${stamp}`);
    const { page, context } = await signedIn(browser, { tag: 'facts-refund' });
    const form = await openForm(page, id, 'cancellation', `My flight to New York was cancelled ${stamp}.`);
    await form.getByLabel('Your full name').fill('Grace Hopper');
    await form.getByLabel('Date of travel').fill('2026-10-01');
    await form.getByLabel('Departure airport').fill('FRA');
    await form.getByLabel('Final destination').fill('JFK');
    await form.getByLabel('What happened').selectOption('cancellation');
    // Asked only for a cancellation or a denied boarding; with it, no arrival is asked.
    await form.getByText('I did not take another flight (refund or own arrangements)').click();
    await expect.poll(() => form.getByLabel('Actual arrival').count()).toBe(0);
    await expect.poll(() => form.getByLabel('How many hours late did the alternative flight arrive?').count()).toBe(0);
    // The fare is asked only for a downgrade or a US denied boarding.
    expect(await form.getByLabel('One-way fare you paid').count()).toBe(0);
    await form.getByLabel('How many days before departure were you told?').fill('2');
    // Told under 14 days ahead: the offered alternative's early departure is asked.
    await form
      .getByLabel('How many hours before your original departure did the alternative flight you were offered leave?')
      .fill('0');
    await form.getByLabel('What caused it?').selectOption('airline');

    const card = page.getByTestId('rights-card');
    await expect
      .poll(async () => squash(await card.locator('[data-regime=EU261]').textContent()), { timeout: 15_000 })
      .toContain('EUR 600');
    // Only the regimes that apply to the trip are listed.
    const listed = await card.getByTestId('regime').evaluateAll((els) => els.map((e) => e.getAttribute('data-regime')));
    expect(listed).not.toContain('APPR');
    await expect
      .poll(async () => squash(await card.getByTestId('letter-preview').textContent()), { timeout: 15_000 })
      .toContain('and ask for EUR 600 per passenger.');
    await screenshot(page, 'facts-refund-form');

    const problem = await submitReport(page);
    expect(problem.flight?.rerouting).toBe('none');
    expect(problem.letter).toMatch(
      /- Compensation under Regulation \(EC\) No 261\/2004, Art\. [^:]*7\(1\)\(c\)[^:]*: EUR 600 per passenger\./,
    );
    expect(problem.letter).toContain('Grace Hopper');
    await context.close();
  });

  it('keeps a ticked compensation whose notice is missing: asked at the checkbox, claimed in the letter without a sum', async ({
    browser,
  }) => {
    const id = await insertAirline(`Facts Unpriced Air ${stamp}`);
    const { page, context } = await signedIn(browser, { tag: 'facts-unpriced' });
    const form = await openForm(page, id, 'cancellation', `Our flight to New York was cancelled ${stamp}.`);
    await form.getByLabel('Your full name').fill('Grace Hopper');
    await form.getByRole('button', { name: 'Add a passenger' }).click();
    await form.getByLabel('Passenger 2: full name').fill('Alan Turing');
    await form.getByLabel('Date of travel').fill('2026-10-01');
    await form.getByLabel('Departure airport').fill('FRA');
    await form.getByLabel('Final destination').fill('JFK');
    await form.getByLabel('What happened').selectOption('cancellation');
    await form.getByText('I did not take another flight (refund or own arrangements)').click();
    await form.getByLabel('What caused it?').selectOption('airline');
    // The notice is left empty, as a new user did; the compensation and a refund are ticked.
    await form.getByText('The compensation the law gives').click();
    await form.getByText('A refund of my ticket').click();

    const missing = form.getByTestId('claim-missing');
    await expect
      .poll(async () => squash(await missing.textContent()), { timeout: 15_000 })
      .toContain('To put a sum on it we need how many days before departure the change was announced.');
    expect(squash(await missing.textContent())).toContain(
      'your letter still claims the compensation under Regulation (EC) No 261/2004, Art. 7, without a sum.',
    );
    // The checkbox's question takes the traveller to the field that answers it.
    await missing.getByRole('button', { name: /^Answer: how many days before departure/ }).click();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('noticeDays');
    await missing.scrollIntoViewIfNeeded();
    await screenshot(page, 'facts-unpriced-claim', false);
    await page.setViewportSize(MOBILE);
    await missing.scrollIntoViewIfNeeded();
    await screenshot(page, 'facts-unpriced-claim', false);

    const problem = await submitReport(page);
    expect(problem.letter).toContain(
      '- The compensation due under Regulation (EC) No 261/2004, Art. 7, for each of the 2 passengers.',
    );
    expect(problem.letter).toContain('- A refund of the ticket under Regulation (EC) No 261/2004, Art. 8(1)(a).');
    expect(problem.letter).not.toContain('noticeDays');
    await context.close();
  });

  it('shows the amount per passenger and for the party, and a flight out of time leads with its time limit', async ({
    browser,
  }) => {
    const id = await insertAirline(`Facts Party Card Air ${stamp}`);
    const { page, context } = await signedIn(browser, { tag: 'facts-card' });
    const form = await openForm(page, id, 'flight-delay', `We reached New York five hours late ${stamp}.`);
    await form.getByLabel('Your full name').fill('Ada Lovelace');
    await form.getByRole('button', { name: 'Add a passenger' }).click();
    await form.getByLabel('Passenger 2: full name').fill('Charles Babbage');
    await form.getByLabel('Date of travel').fill('2026-10-01');
    await form.getByLabel('Departure airport').fill('FRA');
    await form.getByLabel('Final destination').fill('JFK');
    await form.getByLabel('What happened').selectOption('delay');
    await form.getByLabel('How many hours late did you arrive?').fill('5.08');
    await form.getByLabel('What caused it?').selectOption('airline');
    const card = page.getByTestId('rights-card');
    const eu = card.locator('[data-regime=EU261]');
    await expect
      .poll(async () => squash(await eu.textContent()), { timeout: 15_000 })
      .toContain('EUR 600 per passenger');
    // The reason says the delay as the letter does, never "5.1 h".
    expect(squash(await eu.textContent())).toContain('5 h 5 min');
    expect(squash(await eu.textContent())).not.toContain('5.1 h');
    await expect
      .poll(async () => squash(await card.getByTestId('letter-preview').textContent()), { timeout: 15_000 })
      .toContain('and ask for EUR 600 per passenger, EUR 1,200 for the 2 passengers.');
    await cardShot(card, 'facts-card-party');

    // The same flight in 2019: the German limit (three years from the end of the year) ran out at the end of 2022.
    await form.getByLabel('Date of travel').fill('2019-10-01');
    await expect.poll(async () => squash(await eu.textContent()), { timeout: 15_000 }).toContain('Time limit passed');
    const text = squash(await eu.textContent());
    expect(text.indexOf('Time limit passed')).toBe(0);
    expect(text.indexOf('Time limit passed')).toBeLessThan(text.indexOf('EUR 600 per passenger'));
    expect(squash(await card.getByTestId('letter-preview').textContent())).toMatch(
      /^The time limit to claim passed on/,
    );
    await cardShot(card, 'facts-card-barred');
    await page.setViewportSize(MOBILE);
    await cardShot(card, 'facts-card-barred');
    // Back to this year on the phone: the amount per passenger and for the party.
    await form.getByLabel('Date of travel').fill('2026-10-01');
    await expect
      .poll(async () => squash(await eu.textContent()), { timeout: 15_000 })
      .not.toContain('Time limit passed');
    await cardShot(card, 'facts-card-party');
    await context.close();
  });

  it('lists two passengers, the times and an expense with its article in the letter', async ({ browser }) => {
    const id = await insertAirline(`Facts Party Air ${stamp}`);
    const { page, context } = await signedIn(browser, { tag: 'facts-party' });
    const form = await openForm(page, id, 'flight-delay', `We reached Hamburg more than four hours late ${stamp}.`);
    await form.getByLabel('Your full name').fill('Ada Lovelace');
    await form.getByRole('button', { name: 'Add a passenger' }).click();
    await form.getByLabel('Passenger 2: full name').fill('Charles Babbage');
    await form.getByRole('button', { name: 'Add a passenger' }).click();
    await form.getByRole('button', { name: 'Remove passenger 3' }).click();
    await form.getByLabel('Booking reference').fill('k7qx2m');
    await form.getByLabel('Ticket number').fill('220 1234567890');
    await form.getByLabel('Date of travel').fill('2026-10-01');
    await form.getByLabel('Departure airport').fill('FCO');
    await form.getByLabel('Final destination').fill('HAM');
    await form.getByLabel('What happened').selectOption('delay');
    await form.getByLabel('Scheduled departure', { exact: true }).fill('2026-10-01T10:00');
    await form.getByLabel('Scheduled arrival').fill('2026-10-01T12:30');
    await form.getByLabel('Actual arrival').fill('2026-10-01T16:45');
    // The delay follows from the times: it is shown, not asked.
    expect(squash(await form.getByTestId('computed-delay').textContent())).toBe('You arrived 4 h 15 min late.');
    expect(await form.getByLabel('How many hours late did you arrive?').count()).toBe(0);
    await form.getByLabel('What caused it?').selectOption('airline');
    await form.getByRole('button', { name: 'Add an expense' }).click();
    await form.getByLabel('Expense 1', { exact: true }).selectOption('meals');
    await form.getByLabel('Amount', { exact: true }).fill('24.50');
    await form.getByLabel('Note', { exact: true }).fill('Lunch at the airport');
    await form.getByText('The compensation the law gives').click();
    await form.getByText('My expenses paid back').click();

    const card = page.getByTestId('rights-card');
    await expect
      .poll(async () => squash(await card.locator('[data-regime=EU261]').textContent()), { timeout: 15_000 })
      .toContain('EUR 250');
    await screenshot(page, 'facts-party-form');
    await page.setViewportSize(MOBILE);
    // On a phone the result is above the submit button.
    const cardBox = await card.boundingBox();
    const submitBox = await form.getByRole('button', { name: 'Submit Report' }).boundingBox();
    expect(cardBox!.y).toBeLessThan(submitBox!.y);
    await screenshot(page, 'facts-party-form');
    // On screen as the traveller sees it: the passengers, the times, then the card above Submit.
    await form.getByTestId('passengers').scrollIntoViewIfNeeded();
    await screenshot(page, 'facts-party-passengers', false);
    await form.getByTestId('computed-delay').scrollIntoViewIfNeeded();
    await screenshot(page, 'facts-party-times', false);
    await form.getByTestId('expense').scrollIntoViewIfNeeded();
    await screenshot(page, 'facts-party-expense', false);
    await card.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await screenshot(page, 'facts-party-rights', false);

    const problem = await submitReport(page);
    expect(problem.passengers.map((p) => p.fullName)).toEqual(['Ada Lovelace', 'Charles Babbage']);
    expect(problem.bookingReference).toBe('K7QX2M');
    expect(problem.ticketNumber).toBe('2201234567890');
    expect(problem.flight?.arrivalDelayHours).toBe(4.25);
    const letter = problem.letter;
    expect(letter).toContain('1. Ada Lovelace');
    expect(letter).toContain('2. Charles Babbage');
    expect(letter).toContain('- Expenses due under Regulation (EC) No 261/2004, Art. 8 and 9:');
    expect(letter).toContain('Meals and drinks: EUR 24.50 (Lunch at the airport)');
    expect(letter).toContain('EUR 250 per passenger x 2 passengers = EUR 500');
    await context.close();
  });
});
