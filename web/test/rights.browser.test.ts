// Passenger rights in the report form: the traveller describes the journey, the "Your rights" card shows what
// the law gives as they type, the letter cites it, the report keeps its deadlines, and once the company's
// answer window has passed the report offers the next step: the official body of its plan, with its page and a
// prepared letter.

import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { appUrl, MOBILE, screenshot } from './support/browser';
import { it } from './support/browser-test';
import { signedIn, squash, submitReport } from './support/journey';
import { d1, sqlText } from './support/d1';

const stamp = Date.now().toString(36);

/** An EU (German) airline with a published e-mail, in the test D1. */
async function insertAirline(name: string, country = 'Germany'): Promise<number> {
  const site = `https://www.rights-${stamp}-${name.length}.com`;
  const rows = await d1<{ id: number }>(
    `INSERT INTO airlines (name, category, country, region, email, website, email_source, contacts_checked_at)
     VALUES (${sqlText(name)}, 'commercial', ${sqlText(country)}, ${sqlText(country === 'Germany' ? 'europe' : 'north-america')}, ${sqlText(`care@rights-${stamp}-${name.length}.com`)}, ${sqlText(site)}, ${sqlText(`${site}/contact`)}, '2026-11-20')
     RETURNING id`,
  );
  return rows[0]!.id;
}

async function openForm(page: Page, airlineId: number, description: string) {
  await page.goto(appUrl(`/report-problem?airline=${airlineId}`));
  const form = page.locator('form[aria-label="Report a problem"]');
  await form.waitFor();
  await expect.poll(() => form.locator('select[name=airlineId]').inputValue()).toBe(String(airlineId));
  await form.getByLabel('Problem category').selectOption('flight-delay');
  await form.getByLabel('Description').fill(description);
  await form.getByRole('button', { name: /Flight details \(optional\)/ }).click();
  return form;
}

describe('passenger rights in a report', () => {
  it('shows EUR 250 under EU261 for Rome-Hamburg 3.5 h late, and the letter asks for it', async ({ browser }) => {
    const id = await insertAirline(`Rights Delay Air ${stamp}`);
    const { page, context } = await signedIn(browser, { tag: 'rights-delay' });
    const form = await openForm(page, id, `We reached Hamburg three and a half hours late ${stamp}.`);
    // The airport field searches by city; a suggestion fills the code.
    await form.getByLabel('Departure airport').fill('Rome');
    await form.getByTestId('flightDeparture-matches').getByRole('button', { name: /^FCO/ }).click();
    await form.getByLabel('Final destination').fill('HAM');
    await form.getByLabel('Date of travel').fill('2026-10-01');
    await form.getByLabel('What happened').selectOption('delay');
    await form.getByLabel('How many hours late did you arrive?').fill('3.5');

    const card = page.getByTestId('rights-card');
    // The card answers as the traveller types, so its first answer can predate the delay hours: wait for the
    // answer to the whole journey rather than reading the first card that appears.
    await expect
      .poll(async () => squash(await card.locator('[data-regime=EU261]').textContent()), { timeout: 15_000 })
      .toContain('EUR 250');
    const eu = squash(await card.locator('[data-regime=EU261]').textContent());
    expect(eu).toContain('Regulation (EC) No 261/2004, Art. 7(1)(a)');
    await expect.poll(async () => squash(await card.textContent()), { timeout: 15_000 }).toContain('1,326 km');
    await expect
      .poll(async () => squash(await card.getByTestId('letter-preview').textContent()), { timeout: 15_000 })
      .toContain('and ask for EUR 250 per passenger.');
    await screenshot(page, 'rights-form');
    await page.setViewportSize(MOBILE);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'rights-form', false);

    const problem = await submitReport(page);
    expect(problem.rights?.cited).toBe('EU261');
    // The letter to the company names the article and the amount per passenger.
    expect(problem.letter).toMatch(
      /- Compensation under Regulation \(EC\) No 261\/2004, Art\. 7\(1\)\(a\)[^:]*: EUR 250 per passenger\./,
    );
    const rights = page.getByTestId('case-rights');
    expect(squash(await rights.textContent())).toContain('EUR 250');
    await screenshot(page, 'rights-thankyou', false);
    await context.close();
  });

  it('gives a damaged bag the 7-day written-complaint deadline, and a delayed bag 21 days', async ({ browser }) => {
    const id = await insertAirline(`Rights Bag Air ${stamp}`);
    const { page, context } = await signedIn(browser, { tag: 'rights-bag' });
    const form = await openForm(page, id, `My suitcase came back broken ${stamp}.`);
    await form.getByLabel('Departure airport').fill('JFK');
    await form.getByLabel('Final destination').fill('CDG');
    await form.getByLabel('Date of travel').fill('2026-09-10');
    await form.getByLabel('What happened').selectOption('baggage_damaged');
    await form.getByLabel('When did you get the bag back?').fill('2026-09-11');
    const deadlines = page.getByTestId('rights-card').getByTestId('deadlines');
    await expect
      .poll(async () => squash(await deadlines.locator('[data-kind=baggage-complaint]').textContent()), {
        timeout: 15_000,
      })
      .toContain('7 days');
    expect(squash(await deadlines.locator('[data-kind=baggage-complaint]').textContent())).toMatch(
      /September 18, 2026|18 September 2026|Sep 18, 2026/,
    );
    // A delayed bag instead: 21 days.
    await form.getByLabel('What happened').selectOption('baggage_delayed');
    await expect
      .poll(async () => squash(await deadlines.locator('[data-kind=baggage-complaint]').textContent()), {
        timeout: 15_000,
      })
      .toContain('21 days');
    expect(squash(await deadlines.locator('[data-kind=baggage-complaint]').textContent())).toMatch(
      /October 2, 2026|2 October 2026|Oct 2, 2026/,
    );
    const problem = await submitReport(page);
    expect(problem.deadlines.find((d) => d.kind === 'baggage-complaint')?.date).toBe('2026-10-02');
    await context.close();
  });

  it('offers the escalation once the answer window has passed', async ({ browser }) => {
    const id = await insertAirline(`Rights Escalate Air ${stamp}`);
    const { page, context } = await signedIn(browser, { tag: 'rights-escalate' });
    // A departure from Germany: the German enforcement body (routes.csv, EU-NEB DE) takes the complaint up.
    const form = await openForm(page, id, `Four hours late into Rome and no answer ${stamp}.`);
    await form.getByLabel('Departure airport').fill('HAM');
    await form.getByLabel('Final destination').fill('FCO');
    await form.getByLabel('Date of travel').fill('2026-10-01');
    await form.getByLabel('What happened').selectOption('delay');
    await form.getByLabel('How many hours late did you arrive?').fill('4');
    await expect
      .poll(() => page.getByTestId('rights-card').locator('[data-regime=EU261]').count(), { timeout: 15_000 })
      .toBe(1);
    const problem = await submitReport(page);
    const neb = problem.routes.find((r) => r.id === 'EU-NEB' && r.country === 'DE');
    expect(neb).toBeDefined();

    // Time moved: the body's day is made to have come yesterday, as if the six weeks had passed.
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const moved = problem.routes.map((r) => (r === neb ? { ...r, opensOn: yesterday } : r));
    await d1(`UPDATE problem_reports SET routes = ${sqlText(JSON.stringify(moved))} WHERE id = ${problem.id}`);

    await page.goto(appUrl('/problem-management'));
    await page
      .getByRole('button', { name: `View problem ${problem.id}` })
      .first()
      .click();
    const escalation = page
      .getByTestId('problem-detail')
      .locator('[data-testid=escalation][data-route-key="EU-NEB:DE"]');
    await escalation.waitFor({ timeout: 15_000 });
    const text = squash(await escalation.textContent());
    expect(text).toContain(neb!.body);
    expect(text).toContain('had to answer ended on');
    expect(await escalation.getByTestId('escalation-link').getAttribute('href')).toBe(neb!.url);
    expect(await escalation.getByTestId('escalation-link').getAttribute('target')).toBe('_blank');
    // The Luftfahrt-Bundesamt gets its letter in German, the body's language (docs/api.md#languages).
    expect(await escalation.getByLabel('Your escalation letter').inputValue()).toContain(
      `AirDesk-Referenz: Beschwerde #${problem.id}`,
    );
    await screenshot(page, 'rights-escalation');
    await page.setViewportSize(MOBILE);
    await screenshot(page, 'rights-escalation', false);
    await context.close();
  });
});
