// The directory learns (docs/api.md#the-directory-learns): a company's answer record on its directory card and in
// View Details, an address learned from a company's answer shown as such, the admins' queue saying where an entry
// came from (a domain confirmed in one click), and the operator's list of companies without a channel, whose Add
// contact shows the import rules' reasons for a refused page and takes a good one (the company leaves the list).
// Letters and answers are seeded in the D1 as the cron and the inbound mail would have written them.
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { PASSWORD } from './support/accounts';
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
import { d1, grantAdmin, sqlText } from './support/d1';
import { expectToast, loginThroughApi, postponePaymentPrompt, signedIn, squash } from './support/journey';

/** Unique names for each run of a journey (a retry included). */
const newStamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number, hours = 0) => new Date(Date.now() - days * DAY_MS + hours * 3_600_000).toISOString();

/** A screenshot of one element, next to the page screenshots (test-artifacts/screenshots/<name>-<width>.png). */
async function shoot(page: Page, element: Locator, name: string) {
  await animationsDone(page);
  if (!SCREENSHOTS) return;
  await element.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${page.viewportSize()?.width ?? 0}.png`) });
}

/** Scrolls the section's top under the sticky header, for a picture of the screen as the admin sees it there. */
const showSection = (page: Page, section: Locator) =>
  section.evaluate((el) =>
    window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - 80, behavior: 'instant' }),
  );

const userId = async (email: string) =>
  (await d1<{ id: number }>(`SELECT id FROM users WHERE username = ${sqlText(email)}`))[0]!.id;

/** A report to the company, its letter sent `sentDaysAgo` days ago and answered `answeredAfter` days later. */
const letter = (user: number, airline: number, sentDaysAgo: number, answeredAfter: number | null) =>
  `INSERT INTO problem_reports (user_id, airline_id, category, description, contact_email, status, email_status,
     letter_sent_at, first_answer_at, date_submitted)
   VALUES (${user}, ${airline}, 'flight-delay', 'Seeded letter', 'seed@airdesk.test', 'submitted', 'sent',
     ${sqlText(daysAgo(sentDaysAgo))},
     ${answeredAfter === null ? 'NULL' : sqlText(daysAgo(sentDaysAgo - answeredAfter, 1))},
     ${sqlText(daysAgo(sentDaysAgo))})`;

describe("a company's answer record", () => {
  it('shows how the company answered on its card and in View Details, at 1280 and 390 px', async ({ browser }) => {
    const { page, context, email } = await signedIn(browser, { tag: 'answers' });
    const stamp = newStamp();
    const name = `Answering Air ${stamp}`;
    const domain = `answering-${stamp}.com`;
    const learnedDay = '2026-11-20';
    // Its e-mail was learned from an answer to a case: no page publishes it.
    const [airline] = await d1<{ id: number }>(
      `INSERT INTO airlines (name, category, country, region, phone, email, website, phone_source, email_source,
         contacts_checked_at)
       VALUES (${sqlText(name)}, 'commercial', 'Ireland', 'europe', '+353 1 886 2211', ${sqlText(`care@${domain}`)},
         ${sqlText(`https://www.${domain}`)}, ${sqlText(`https://www.${domain}/contact-us`)},
         ${sqlText(`case-answer:${learnedDay}`)}, '2026-11-22')
       RETURNING id`,
    );
    const id = airline!.id;
    const user = await userId(email);
    // Five letters in the last year, four answered after 1, 2, 2 and 3 days (median 2); one older than a year.
    await d1([
      letter(user, id, 40, 1),
      letter(user, id, 30, 2),
      letter(user, id, 20, 2),
      letter(user, id, 10, 3),
      letter(user, id, 5, null),
      letter(user, id, 400, 1),
    ]);
    const expected = 'Answered 4 of 5 letters, usually within 2 days';
    const api = (await (await context.request.get(appUrl(`/api/airlines/${id}`), RETRY_RESET)).json()) as {
      answers: unknown;
    };
    expect(api.answers).toEqual({ sent: 5, answered: 4, medianDays: 2 });

    for (const viewport of [DESKTOP, MOBILE]) {
      await page.setViewportSize(viewport);
      await page.goto(appUrl(`/directory?query=${encodeURIComponent(name)}`));
      const card = page.getByTestId('airline-card').filter({ hasText: name });
      await card.waitFor();
      const record = card.getByTestId('answer-record');
      // The scope is read out after it (and is its tooltip).
      expect(squash(await record.textContent())).toBe(`${expected}. Over AirDesk letters of the last 365 days.`);
      expect(await record.isVisible()).toBe(true);
      // The learned address says where it came from instead of a Source link; the phone keeps its link.
      const provenance = card.locator('[data-testid=contact-provenance][data-kind=email]');
      expect(squash(await provenance.textContent())).toBe(
        'Answered an AirDesk case on November 20, 2026 · Checked November 22, 2026',
      );
      expect(await provenance.getByTestId('contact-source').count()).toBe(0);
      expect(await card.locator('[data-kind=phone]').getByTestId('contact-source').count()).toBe(1);
      // Read in full at 390 px: the line fits the card.
      const box = await record.boundingBox();
      const cardBox = await card.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);
      await shoot(page, card, 'answer-record-card');
      await screenshot(page, 'answer-record-directory');

      await card.getByRole('button', { name: `View details of ${name}` }).click();
      const details = page.getByTestId('airline-details');
      await details.waitFor();
      const row = details.locator('dd').filter({ has: page.getByTestId('answer-record') });
      expect(squash(await row.textContent())).toBe(`${expected}Over AirDesk letters of the last 365 days`);
      expect(squash(await details.getByText('Answers', { exact: true }).textContent())).toBe('Answers');
      expect(
        squash(await details.locator('[data-testid=contact-provenance][data-kind=email]').textContent()),
      ).toContain('Answered an AirDesk case on November 20, 2026');
      await screenshot(page, 'answer-record-details', false);
      await details.locator('button', { hasText: 'Close' }).click();
      await details.waitFor({ state: 'hidden' });
    }

    // Below 5 letters in the year a company's card says nothing of its answers.
    const [quiet] = await d1<{ id: number }>(
      `INSERT INTO airlines (name, category, country, region, website)
       VALUES (${sqlText(`Quiet Record Air ${stamp}`)}, 'commercial', 'Ireland', 'europe', 'https://www.quiet.example')
       RETURNING id`,
    );
    await d1([1, 2, 3, 4].map((d) => letter(user, quiet!.id, d * 5, 1)));
    await page.goto(appUrl(`/directory?query=${encodeURIComponent(`Quiet Record Air ${stamp}`)}`));
    const quietCard = page.getByTestId('airline-card').filter({ hasText: `Quiet Record Air ${stamp}` });
    await quietCard.waitFor();
    expect(await quietCard.getByTestId('answer-record').count()).toBe(0);
    await context.close();
  });
});

describe("the admins' queue and the operator's coverage list", () => {
  it('says where an entry came from, confirms a domain, and adds a missing contact through the rules', async ({
    browser,
  }) => {
    const admin = await signedIn(browser, { tag: 'coverage-admin', trial: false });
    const stamp = newStamp();
    await admin.context.close();
    await grantAdmin(admin.email);
    const adminId = await userId(admin.email);
    const context = await newContext(browser);
    await postponePaymentPrompt(context);
    await loginThroughApi(context, admin.email, PASSWORD);
    const page = await context.newPage();

    // Two companies without a channel, reported more than any other of this shard's app, so both are on page 1.
    const companies: { id: number; name: string; domain: string }[] = [];
    for (const [n, tag] of [
      [30, 'wide'],
      [29, 'phone'],
    ] as const) {
      const domain = `gap-${tag}-${stamp}.com`;
      const name = `Gap ${tag === 'wide' ? 'Wide' : 'Phone'} Air ${stamp}`;
      const [row] = await d1<{ id: number }>(
        `INSERT INTO airlines (name, category, country, region, website, size_rank)
         VALUES (${sqlText(name)}, 'commercial', 'Portugal', 'europe', ${sqlText(`https://www.${domain}`)},
           ${tag === 'wide' ? 'NULL' : 99007})
         RETURNING id`,
      );
      await d1(
        Array.from(
          { length: n },
          (_, i) =>
            `INSERT INTO problem_reports (user_id, airline_id, category, description, contact_email, channel, email_status,
               date_submitted)
             VALUES (${adminId}, ${row!.id}, 'refund', 'Seeded report', 'seed@airdesk.test', 'none', 'failed',
               ${sqlText(daysAgo(i % 20))})`,
        ),
      );
      companies.push({ id: row!.id, name, domain });
    }
    // A domain a company answered a case from, waiting in the queue (as the inbound mail proposes it).
    const [wide, phone] = companies;
    const [problem] = await d1<{ id: number }>(`SELECT id FROM problem_reports WHERE airline_id = ${wide!.id} LIMIT 1`);
    const handler = `handling-${stamp}.net`;
    await d1(
      `INSERT INTO contact_corrections (airline_id, user_id, field, problem, suggested_value, source_url, note, origin,
         problem_id, created_at)
       VALUES (${wide!.id}, NULL, 'answerDomain', 'missing', ${sqlText(handler)}, '',
         ${sqlText(`The traveller confirmed a message from this domain as the company's answer (report #${problem!.id}).`)},
         'case-answer', ${problem!.id}, '2026-01-02T10:00:00.000Z')`,
    );

    await page.goto(appUrl('/admin'));
    await page.getByTestId('admin-stats').waitFor();

    // The queue: the entry says it was learned from an answer, links its report, and offers to confirm the domain.
    const entry = page.getByTestId('correction-row').filter({ hasText: handler });
    await entry.waitFor();
    expect(squash(await entry.getByTestId('correction-origin').textContent())).toMatch(
      new RegExp(`^Learned from a company’s answer \\(report #${problem!.id}\\)`),
    );
    expect(await entry.getByRole('link', { name: `report #${problem!.id}` }).getAttribute('href')).toBe(
      `/problem-management?report=${problem!.id}`,
    );
    expect(await entry.getByTestId('correction-override').count()).toBe(0);
    expect(await entry.getByText('No page: seen in the company’s answer').count()).toBe(1);
    await shoot(page, entry, 'correction-case-answer');
    await entry.getByRole('button', { name: `Confirm domain ${handler} for ${wide!.name}` }).click();
    expect(await expectToast(page, 'Domain confirmed')).toContain(
      `Mail from ${handler} now counts as ${wide!.name}’s answer.`,
    );
    await entry.waitFor({ state: 'detached' });
    const [confirmed] = await d1<{ status: string }>(
      `SELECT status FROM company_answer_domains WHERE airline_id = ${wide!.id} AND domain = ${sqlText(handler)}`,
    );
    expect(confirmed?.status).toBe('confirmed');

    // The coverage list: the most reported first, with their figures.
    const section = page.getByTestId('coverage-section');
    await section.getByRole('heading', { level: 2, name: 'Companies without a channel' }).waitFor();
    const rows = section.getByTestId('coverage-row');
    await rows.first().waitFor();
    expect(await rows.nth(0).getAttribute('data-airline-id')).toBe(String(wide!.id));
    expect(await rows.nth(1).getAttribute('data-airline-id')).toBe(String(phone!.id));
    const wideRow = rows.nth(0);
    const cells = (await wideRow.locator('td').allTextContents()).map(squash);
    expect(cells[0]).toBe(`${wide!.name}Portugal`);
    expect(cells[1]).toBe('30');
    expect(cells[2]).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(cells[3]).toBe('—');
    expect(squash(await rows.nth(1).locator('td').nth(3).textContent())).toBe('#99007');
    expect(await wideRow.getByRole('link', { name: wide!.name }).getAttribute('href')).toBe(
      `/directory?query=${encodeURIComponent(wide!.name).replace(/%20/g, '+')}`,
    );
    const totalBefore = Number(squash(await section.getByTestId('coverage-total').textContent()));
    await showSection(page, section);
    await screenshot(page, 'coverage', false);

    /** Add contact with a page off the company's site (refused, the reasons shown), then with its own page. */
    const addContact = async (c: (typeof companies)[number], at: Locator) => {
      await at.getByRole('button', { name: `Add contact for ${c.name}` }).click();
      const dialog = page.getByTestId('add-contact-dialog');
      await dialog.waitFor();
      await dialog.getByRole('heading', { name: `Add a contact for ${c.name}` }).waitFor();
      expect(await dialog.getByLabel('Which contact').inputValue()).toBe('email');
      // The contract's own checks first: an http page is refused before anything is sent.
      await dialog.getByLabel('E-mail address').fill(`customer.relations@${c.domain}`);
      await dialog.getByLabel('The page that publishes it').fill(`http://www.${c.domain}/contact`);
      await dialog.getByRole('button', { name: 'Add contact', exact: true }).click();
      await dialog
        .getByText('Please enter the address (https://...) of the page where the company publishes it')
        .waitFor();
      // A page that is not the company's: the import's rules refuse it, and say why.
      await dialog.getByLabel('The page that publishes it').fill('https://www.airline-reviews.example.org/gap');
      await dialog.getByRole('button', { name: 'Add contact', exact: true }).click();
      const refusal = dialog.getByTestId('add-contact-error');
      await refusal.waitFor();
      const reason = squash(await refusal.textContent());
      expect(reason).toContain('This value cannot go into the directory');
      expect(reason).toContain('is on example.org');
      await screenshot(page, 'coverage-add-contact-refused', false);
      // Its own page: added, and the company leaves the list.
      await dialog.getByLabel('The page that publishes it').fill(`https://www.${c.domain}/contact`);
      await dialog.getByRole('button', { name: 'Add contact', exact: true }).click();
      expect(await expectToast(page, 'Contact added')).toContain(`${c.name}’s e-mail is in the directory.`);
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => section.locator(`[data-airline-id="${c.id}"]`).count(), { timeout: 15_000 }).toBe(0);
    };

    await addContact(wide!, wideRow);
    await expect
      .poll(async () => Number(squash(await section.getByTestId('coverage-total').textContent())))
      .toBe(totalBefore - 1);
    const added = await d1<{ email: string; email_source: string }>(
      `SELECT email, email_source FROM airlines WHERE id = ${wide!.id}`,
    );
    expect(added[0]).toEqual({
      email: `customer.relations@${wide!.domain}`,
      email_source: `https://www.${wide!.domain}/contact`,
    });

    // A phone: one card per company, its figures in a line, the same dialog.
    await page.setViewportSize(MOBILE);
    await page.reload();
    await page.getByTestId('admin-stats').waitFor();
    const card = section.getByTestId('coverage-card').filter({ hasText: phone!.name });
    await card.waitFor();
    expect(squash(await card.textContent())).toContain('29 reports in 90 days · Last report');
    expect(squash(await card.textContent())).toContain('Size rank #99007');
    await showSection(page, section);
    await screenshot(page, 'coverage', false);
    await addContact(phone!, card);
    await context.close();
  });
});
