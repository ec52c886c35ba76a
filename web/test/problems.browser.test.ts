// Problem journeys: report a problem from a directory card, see it in Problem Management, change its
// status and read its history; the phone layout of the list.
import type { AirlineList, Problem } from '@contracts';
import { describe, expect } from 'vitest';
import { appUrl, MOBILE, RETRY_RESET, screenshot } from './support/browser';
import { it } from './support/browser-test';
import { expectToast, signedIn, waitForUrl } from './support/journey';

describe('report a problem and manage it', () => {
  it('reports from a directory card, sees the report in Problem Management and changes its status', async ({
    browser,
  }) => {
    const { page, context, email } = await signedIn(browser, { tag: 'reporter' });
    const all = (await (
      await context.request.get(appUrl('/api/airlines?limit=1000'), RETRY_RESET)
    ).json()) as AirlineList;
    // An airline that publishes no e-mail: the report is stored but cannot be e-mailed, and the page says so.
    const airline = all.airlines.find((a) => !a.email && a.category === 'commercial') ?? all.airlines[0]!;

    await page.goto(appUrl(`/directory?query=${encodeURIComponent(airline.name)}`));
    await page
      .getByRole('link', { name: `Report Problem with ${airline.name}` })
      .first()
      .click();
    await waitForUrl(
      page,
      (u) => u.pathname === '/report-problem' && u.searchParams.get('airline') === String(airline.id),
    );
    const form = page.locator('form[aria-label="Report a problem"]');
    await form.waitFor();
    // Preselected from the URL; the side card shows its contacts; the e-mail is prefilled.
    await expect.poll(() => form.locator('select[name=airlineId]').inputValue()).toBe(String(airline.id));
    await page.getByTestId('airline-contacts').getByText(airline.name).waitFor();
    expect(await form.locator('input[name=contactEmail]').inputValue()).toBe(email);
    // Before sending, the page says how this company receives the report.
    expect(await page.getByTestId('channel-notice').getAttribute('data-channel')).toBe(airline.channel);

    // docs/product.md#validation messages, through the shared contract.
    await form.locator('input[name=contactEmail]').fill('not-an-email');
    await form.getByRole('button', { name: 'Submit Report' }).click();
    for (const message of [
      'Please select a category',
      'Please provide a description of at least 10 characters',
      'Please enter a valid email',
    ]) {
      await form.getByText(message).waitFor();
    }
    await screenshot(page, 'report-errors');

    // The type-ahead: no match, then at most 8 matches.
    const typeahead = page.getByTestId('airline-typeahead');
    await typeahead.fill('qqqq-nothing');
    await page.getByText('No airlines found. Select from dropdown below or try a different search.').waitFor();
    await typeahead.fill('a');
    await expect.poll(() => page.getByRole('listbox').getByRole('option').count()).toBe(8);
    await typeahead.fill(airline.name);
    await page
      .getByRole('listbox')
      .getByRole('option', { name: new RegExp(`^${airline.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
      .first()
      .click();
    expect(await form.locator('select[name=airlineId]').inputValue()).toBe(String(airline.id));

    await form.getByLabel('Problem category').selectOption('baggage');
    await form.getByLabel('Flight number').fill('xy 123');
    await form.getByLabel('Date of travel').fill('2025-05-08');
    await form
      .getByLabel('Description')
      .fill('My suitcase did not arrive and nobody has answered my claim for two weeks.');
    await form.locator('input[name=contactEmail]').fill(email);
    await form.getByLabel('Phone').fill('+27 21 555 0199');
    const posted = page.waitForResponse((r) => r.url().endsWith('/api/problems') && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Submit Report' }).click();
    const created = (await (await posted).json()) as Problem;
    expect(created.flightNumber).toBe('XY 123');

    const toast = await expectToast(page, 'Problem reported successfully');
    const success = page.getByTestId('report-success');
    await success.getByRole('heading', { name: 'Thank You for Your Report' }).waitFor();
    expect(await success.textContent()).toContain(airline.name);
    if (created.channel !== 'email') {
      expect(toast).toContain('Your report has been saved.');
      await page.getByTestId('report-letter').waitFor();
    } else {
      expect(toast).toContain(`Your report has been submitted to ${airline.name}.`);
    }
    await screenshot(page, 'report-success');
    await page.setViewportSize(MOBILE);
    await screenshot(page, 'report-success');
    await page.setViewportSize({ width: 1280, height: 800 });

    // Submit Another Report: back to the form.
    await success.getByRole('button', { name: 'Submit Another Report' }).click();
    await form.waitFor();
    await screenshot(page, 'report-form');

    // Problem Management: the report, its delivery state, a status change and its history.
    await page.goto(appUrl('/problem-management'));
    await page.getByRole('heading', { level: 1, name: 'Problem Management' }).waitFor();
    const row = page.locator(`[data-testid=problem-row][data-problem-id="${created.id}"]`);
    await row.waitFor();
    const rowText = (await row.textContent()) ?? '';
    // The traveller's own list has no customer column, and a letter that reached no one is not "Submitted".
    const stage = created.delivery.stage === 'unsent' ? 'Not sent yet' : 'Submitted';
    for (const part of [`#${created.id}`, airline.name, 'Baggage Issues', 'Flight XY 123', stage])
      expect(rowText).toContain(part);
    expect(rowText).not.toContain(email);
    expect(await row.getByTestId('email-badge').getAttribute('data-email-status')).toBe(created.emailStatus);
    expect(await row.getByTestId('status-badge').getAttribute('data-status')).toBe('submitted');
    await page
      .getByTestId('problems-count')
      .getByText(/^Showing 1 of 1 problems/)
      .waitFor();
    await screenshot(page, 'problem-management');

    await row.getByTestId('status-select').selectOption('in_progress');
    const updated = await expectToast(page, 'Status updated');
    expect(updated).toContain('The problem status has been updated successfully.');
    await expect.poll(() => row.getByTestId('status-badge').textContent()).toBe('In Progress');

    await row.getByRole('button', { name: `View problem ${created.id}` }).click();
    const detail = page.getByTestId('problem-detail');
    await detail.getByText(`Problem #${created.id}`).waitFor();
    await detail.getByTestId('problem-history').waitFor();
    expect(await detail.getByTestId('problem-description').textContent()).toContain('My suitcase did not arrive');
    const history = await detail.getByTestId('problem-history').getByTestId('status-badge').allTextContents();
    expect(history).toEqual(['Submitted', 'In Progress']);
    await screenshot(page, 'problem-detail', false);
    await detail.locator('button', { hasText: 'Close' }).click();

    // The status filter and the search.
    await page.getByTestId('status-filter').selectOption('resolved');
    await page.getByTestId('problems-empty').getByText('No problems found with the current filters').waitFor();
    await page.getByTestId('status-filter').selectOption('in_progress');
    await row.waitFor();
    await page.getByTestId('problem-search').fill('suitcase');
    await page.getByTestId('problem-search').press('Enter');
    await waitForUrl(page, (u) => u.searchParams.get('q') === 'suitcase');
    await row.waitFor();

    // Phones: stacked cards, no sideways scrolling.
    await page.setViewportSize(MOBILE);
    const card = page.locator(`[data-testid=problem-card][data-problem-id="${created.id}"]`);
    await card.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await card.getByTestId('status-select').selectOption('resolved');
    await expectToast(page, 'Status updated');
    await page.getByTestId('problems-empty').waitFor(); // filtered on In Progress, so it leaves the list
    await page.getByTestId('status-filter').selectOption('all');
    await expect.poll(() => card.getByTestId('status-badge').textContent()).toBe('Resolved');
    await screenshot(page, 'problem-management');
    await context.close();
  });

  it('keeps other users out of a report', async ({ browser }) => {
    const owner = await signedIn(browser, { tag: 'owner-of-report' });
    const all = (await (
      await owner.context.request.get(appUrl('/api/airlines?limit=1000'), RETRY_RESET)
    ).json()) as AirlineList;
    const res = await owner.context.request.post(appUrl('/api/problems'), {
      data: {
        airlineId: all.airlines[0]!.id,
        category: 'refund',
        description: 'Refund still missing after eight weeks.',
        contactEmail: owner.email,
      },
    });
    expect(res.status()).toBe(201);
    const problem = (await res.json()) as Problem;

    const other = await signedIn(browser, { tag: 'other-user' });
    await other.page.goto(appUrl('/problem-management'));
    await other.page.getByTestId('problems-empty').waitFor();
    expect(await other.page.locator(`[data-problem-id="${problem.id}"]`).count()).toBe(0);
    await owner.context.close();
    await other.context.close();
  });
});
