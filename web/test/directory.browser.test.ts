// Directory journeys: search and page through results, filter by region, details and contact links,
// the empty state; the e-mail directory with copy-to-clipboard and Regenerate Emails.
import type { Airline, AirlineList } from '@contracts';
import { describe, expect } from 'vitest';
import { appUrl, DESKTOP, MOBILE, RETRY_RESET, screenshot } from './support/browser';
import { it } from './support/browser-test';
import { expectToast, signedIn, submitHandled, text, waitForUrl } from './support/journey';
import { d1 } from './support/d1';

const resultsLine = /^Showing (\d+)-(\d+) of (\d+) results$/;

describe('airline directory', () => {
  it('searches, pages through the results and clears the search', async ({ browser }) => {
    const { page, context } = await signedIn(browser, { tag: 'directory' });
    await page.goto(appUrl('/directory'));
    await page.getByRole('heading', { level: 1, name: 'Comprehensive Worldwide Airline Directory' }).waitFor();
    await page.getByTestId('results-line').waitFor();
    // The single All Airlines tab (all-airlines-tab.tsx): a selected tab whose panel holds the results.
    const tab = page.getByRole('tab', { name: 'All Airlines', selected: true });
    expect(await tab.count()).toBe(1);
    const panel = page.getByRole('tabpanel', { name: 'All Airlines' });
    expect(await panel.getByTestId('results-line').count()).toBe(1);
    const all = (await text(page, 'results-line')).match(resultsLine);
    expect(all?.slice(1, 3)).toEqual(['1', '9']);
    const total = Number(all![3]);
    expect(total).toBeGreaterThan(9);
    expect(await page.getByTestId('airline-card').count()).toBe(9);
    // Every card shows a phone, e-mail and website line: a link or "Not published", never blank (the
    // complaint form shows only when published).
    for (const card of await page.getByTestId('airline-card').all()) {
      const links = await card.locator('[data-contact=phone], [data-contact=email], [data-contact=website]').count();
      const missing = await card.getByText('Not published').count();
      expect(links + missing).toBe(3);
    }
    await screenshot(page, 'directory');

    // An empty search does nothing: once the app has handled it, the address is the same, and the history gains
    // only the next search's entry.
    const search = page.getByTestId('directory-search');
    const entries = () => page.evaluate(() => history.length);
    const before = await entries();
    await search.fill('   ');
    await submitHandled(page, () => search.press('Enter'));
    expect(new URL(page.url()).search).toBe('');

    // Search (Enter) → URL and results follow.
    await search.fill('air');
    await search.press('Enter');
    await waitForUrl(page, (u) => u.searchParams.get('query') === 'air');
    expect(await entries()).toBe(before + 1);
    await expect.poll(() => text(page, 'results-line')).not.toBe(all![0]);
    const found = (await text(page, 'results-line')).match(resultsLine)!;
    const matches = Number(found[3]);
    expect(matches).toBeGreaterThan(18);
    expect(matches).toBeLessThan(total);

    // The API agrees with what the page says (a query is ordered by relevance unless a sort is chosen).
    const api = (await (
      await context.request.get(appUrl('/api/airlines?query=air&page=1&region=all'), RETRY_RESET)
    ).json()) as AirlineList;
    expect(api.total).toBe(matches);
    expect(await page.getByTestId('airline-card').first().getByRole('heading').textContent()).toBe(
      api.airlines[0]!.name,
    );

    // Page 2 through its number, page 3 through Next.
    await page.getByTestId('pagination').getByRole('button', { name: 'Page 2', exact: true }).click();
    await waitForUrl(page, (u) => u.searchParams.get('page') === '2');
    await expect.poll(() => text(page, 'results-line')).toBe(`Showing 10-18 of ${matches} results`);
    await page.getByTestId('pagination').getByRole('button', { name: 'Next page' }).click();
    await expect
      .poll(() => text(page, 'results-line'))
      .toBe(`Showing 19-${Math.min(27, matches)} of ${matches} results`);
    expect(
      await page
        .getByTestId('pagination')
        .getByRole('button', { name: 'Page 3', exact: true })
        .getAttribute('aria-current'),
    ).toBe('page');
    // Up to 5 numbers around the page, then an ellipsis and the last page.
    const lastPage = Math.ceil(matches / 9);
    if (lastPage > 5)
      await page
        .getByTestId('pagination')
        .getByRole('button', { name: `Page ${lastPage}`, exact: true })
        .waitFor();
    expect(
      await page
        .getByTestId('pagination')
        .getByRole('button', { name: /^Page \d+$/ })
        .count(),
    ).toBe(lastPage > 5 ? 6 : lastPage);
    if (lastPage >= 7) {
      // Further on, the window moves (3 to 7): still 5 numbers, an ellipsis and the last page, no first page.
      await page.getByTestId('pagination').getByRole('button', { name: 'Page 5', exact: true }).click();
      await waitForUrl(page, (u) => u.searchParams.get('page') === '5');
      await page.getByTestId('pagination').getByRole('button', { name: 'Page 7', exact: true }).waitFor();
      expect(await page.getByTestId('pagination').getByRole('button', { name: 'Page 1', exact: true }).count()).toBe(0);
      expect(
        await page
          .getByTestId('pagination')
          .getByRole('button', { name: /^Page \d+$/ })
          .count(),
      ).toBe(lastPage > 7 ? 6 : 5);
    }

    // Sorting Z-A puts another company first and starts at page 1.
    await page.getByTestId('sort-select').selectOption('name-desc');
    await waitForUrl(page, (u) => u.searchParams.get('sortBy') === 'name-desc' && !u.searchParams.has('page'));
    await expect.poll(() => text(page, 'results-line')).toBe(`Showing 1-9 of ${matches} results`);

    // Quick search + Enter refetches with its text.
    const quick = page.getByTestId('quick-search');
    await quick.fill('zzzz-no-such-airline');
    await quick.press('Enter');
    await page.getByTestId('directory-empty').getByText('No results found').waitFor();
    await screenshot(page, 'directory-empty');
    await page.getByTestId('directory-empty').getByRole('button', { name: 'Clear filters' }).click();
    await waitForUrl(
      page,
      (u) => !u.searchParams.has('query') && !u.searchParams.has('region') && !u.searchParams.has('page'),
    );
    await expect.poll(() => text(page, 'results-line')).toBe(`Showing 1-9 of ${total} results`);
    expect(await search.inputValue()).toBe('');
    await context.close();
  });

  it('shows every company type chosen on the home page (filters=charter,helicopter)', async ({ browser }) => {
    const { page, context } = await signedIn(browser, { tag: 'directory-types' });
    await page.goto(appUrl('/directory?filters=charter,helicopter'));
    await page.getByText('Showing charter companies and helicopter companies.', { exact: false }).waitFor();
    const api = (await (
      await context.request.get(
        appUrl('/api/airlines?category=charter,helicopter&page=1&region=all&sortBy=name'),
        RETRY_RESET,
      )
    ).json()) as AirlineList;
    expect(api.airlines.every((a) => a.category === 'charter' || a.category === 'helicopter')).toBe(true);
    await expect.poll(() => text(page, 'results-line')).toBe(`Showing 1-9 of ${api.total} results`);
    expect(await page.getByTestId('airline-card').first().getByRole('heading').textContent()).toBe(
      api.airlines[0]!.name,
    );
    await context.close();
  });

  it('filters by region (back to page 1), shows the full record and links the contacts', async ({ browser }) => {
    const { page, context } = await signedIn(browser, { tag: 'region' });
    await page.goto(appUrl('/directory?page=2'));
    await expect.poll(() => text(page, 'results-line')).toMatch(/^Showing 10-18 of/);
    await page.getByTestId('region-filter').selectOption('pacific');
    await waitForUrl(page, (u) => u.searchParams.get('region') === 'pacific' && !u.searchParams.has('page'));
    await expect.poll(() => text(page, 'results-line')).toMatch(/^Showing 1-\d+ of \d+ results$/);
    expect(await page.getByTestId('region-filter').locator('option:checked').textContent()).toBe('Australia & Oceania');
    const apiList = (await (
      await context.request.get(appUrl('/api/airlines?page=1&region=pacific&sortBy=name'), RETRY_RESET)
    ).json()) as AirlineList;
    expect(apiList.airlines.every((a) => a.region === 'pacific')).toBe(true);
    // Until the filtered page lands the previous one stays on screen (faded), so wait for the exact line.
    await expect
      .poll(() => text(page, 'results-line'))
      .toBe(`Showing 1-${Math.min(9, apiList.total)} of ${apiList.total} results`);
    await screenshot(page, 'directory-region');

    // View Details: the full record.
    const first = apiList.airlines[0]!;
    await page.getByRole('button', { name: `View details of ${first.name}` }).click();
    const details = page.getByTestId('airline-details');
    await details.waitFor();
    const body = (await details.textContent()) ?? '';
    for (const part of [
      first.name,
      first.country,
      'Australia & Oceania',
      'IATA code',
      'ICAO code',
      'Phone',
      'E-mail',
      'Website',
    ])
      expect(body).toContain(part);
    await screenshot(page, 'directory-details', false);
    await details.locator('button', { hasText: 'Close' }).click();
    await details.waitFor({ state: 'hidden' });

    // Contacts: tel: digits only (leading + kept), website on https:// in a new tab, use tracked.
    const withPhone = await firstWith(context, (a) => !!a.phone && !!a.website);
    await page.goto(appUrl(`/directory?query=${encodeURIComponent(withPhone.name)}`));
    const card = page
      .getByTestId('airline-card')
      .filter({ has: page.getByRole('heading', { name: withPhone.name, exact: true }) });
    const tel = card.locator('a[data-contact=phone]');
    expect(await tel.getAttribute('href')).toMatch(/^tel:\+?\d+$/);
    expect(await tel.getAttribute('href')).toBe(
      `tel:${withPhone.phone.trim().startsWith('+') ? '+' : ''}${withPhone.phone.replace(/\D/g, '')}`,
    );
    const site = card.locator('a[data-contact=website]');
    expect(await site.getAttribute('href')).toMatch(/^https?:\/\//);
    expect(await site.getAttribute('target')).toBe('_blank');
    expect(await site.getAttribute('rel')).toContain('noopener');
    expect(await site.textContent()).not.toMatch(/^https?:/);
    const before = (await d1<{ popularity: number }>(`SELECT popularity FROM airlines WHERE id = ${withPhone.id}`))[0]!
      .popularity;
    const tracked = page.waitForRequest((r) => r.url().endsWith('/api/track-contact') && r.method() === 'POST');
    await tel.evaluate((a) => a.addEventListener('click', (e) => e.preventDefault(), { once: true }));
    await tel.click();
    const request = await tracked;
    expect(request.postDataJSON()).toEqual({ airlineId: withPhone.id, contactType: 'phone' });
    await expect
      .poll(
        async () =>
          (await d1<{ popularity: number }>(`SELECT popularity FROM airlines WHERE id = ${withPhone.id}`))[0]!
            .popularity,
      )
      .toBe(before + 1);

    // Report Problem leads to the form with the airline chosen.
    await card.getByRole('link', { name: `Report Problem with ${withPhone.name}` }).click();
    await waitForUrl(
      page,
      (u) => u.pathname === '/report-problem' && u.searchParams.get('airline') === String(withPhone.id),
    );
    await context.close();
  });

  for (const viewport of [DESKTOP, MOBILE]) {
    it(`says which country a phone serves and what a form takes, on the card and in the details (${viewport.width} px)`, async ({
      browser,
    }) => {
      // A US toll-free number of a non-US airline and a form for one kind of claim (docs/api.md#directory).
      const { page, context } = await signedIn(browser, { tag: `notes${viewport.width}`, viewport });
      const regional = await firstWith(context, (a) => a.phoneRegion === 'US' && a.country !== 'United States');
      const scoped = await firstWith(context, (a) => a.formScope !== '' && a.complaintFormUrl !== '');
      const cardOf = (name: string) =>
        page.getByTestId('airline-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

      await page.goto(appUrl(`/directory?query=${encodeURIComponent(regional.name)}`));
      const phoneCard = cardOf(regional.name);
      await phoneCard.waitFor();
      expect(await phoneCard.getByTestId('contact-note').first().textContent()).toBe(
        ' for customers in the United States',
      );
      // The note follows the number on its line, never cut off.
      const line = phoneCard.locator('[data-contact=phone]').locator('..');
      expect(await line.textContent()).toBe(`${regional.phone} for customers in the United States`);
      const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scroll).toBeLessThanOrEqual(viewport.width);
      await screenshot(page, 'directory-phone-region');

      await page.goto(appUrl(`/directory?query=${encodeURIComponent(scoped.name)}`));
      const formCard = cardOf(scoped.name);
      await formCard.waitFor();
      expect(await formCard.locator('[data-contact=form]').locator('..').textContent()).toBe(
        `Complaint form for ${scoped.formScope}`,
      );
      await screenshot(page, 'directory-form-scope');

      await page.getByRole('button', { name: `View details of ${scoped.name}` }).click();
      const details = page.getByTestId('airline-details');
      await details.waitFor();
      expect(await details.getByTestId('contact-note').allTextContents()).toContain(` for ${scoped.formScope}`);
      await screenshot(page, 'directory-details-form-scope', false);
      await context.close();
    });
  }

  it('renders on a phone: one column, the filters and the pagination fit', async ({ browser }) => {
    const { page, context } = await signedIn(browser, { tag: 'dirphone', viewport: MOBILE });
    await page.goto(appUrl('/directory?page=4'));
    await page.getByTestId('results-line').waitFor();
    const boxes = await Promise.all(
      (await page.getByTestId('airline-card').all()).slice(0, 2).map((c) => c.boundingBox()),
    );
    expect(boxes[0]!.x).toBe(boxes[1]!.x); // stacked, not side by side
    expect(boxes[0]!.width).toBeGreaterThan(MOBILE.width - 60);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(MOBILE.width);
    await screenshot(page, 'directory');
    await page.getByTestId('region-filter').selectOption('europe');
    await page.getByTestId('results-line').waitFor();
    await screenshot(page, 'directory-region');
    await context.close();
  });
});

async function firstWith(context: import('playwright-core').BrowserContext, pick: (a: Airline) => boolean) {
  const all = (await (
    await context.request.get(appUrl('/api/airlines?limit=1000'), RETRY_RESET)
  ).json()) as AirlineList;
  const a = all.airlines.find(pick);
  if (!a) throw new Error('The seeded directory has no airline with the contacts this journey needs');
  return a;
}

describe('e-mail directory', () => {
  for (const viewport of [DESKTOP, MOBILE]) {
    it(`shows three tabs with counts, searches, copies an address and regenerates (${viewport.width} px)`, async ({
      browser,
    }) => {
      const { page, context } = await signedIn(browser, { tag: 'emaildir', viewport });
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: appUrl('/') });
      // The journey needs a company with a published e-mail; the seed may publish none yet.
      const charter = (await (
        await context.request.get(appUrl('/api/airlines?limit=1000&category=charter'), RETRY_RESET)
      ).json()) as AirlineList;
      let target = charter.airlines.find((a) => a.email);
      if (!target) {
        const a = charter.airlines[0]!;
        await d1(`UPDATE airlines SET email = 'customer.care@charter.example' WHERE id = ${a.id} AND email = ''`);
        target = { ...a, email: 'customer.care@charter.example' };
      }

      await page.goto(appUrl('/email-directory'));
      await page.getByRole('heading', { level: 1, name: 'E-mail Directory' }).waitFor();
      // It opens on the companies with an e-mail; each tab counts those.
      expect(await page.getByTestId('with-email-only').locator('input').isChecked()).toBe(true);
      for (const c of ['commercial', 'charter', 'helicopter'] as const) {
        const total = (
          (await (
            await context.request.get(appUrl(`/api/airlines?limit=1000&category=${c}`), RETRY_RESET)
          ).json()) as AirlineList
        ).airlines.filter((a) => a.channel === 'email').length;
        await expect
          .poll(async () => (await page.getByTestId(`tab-${c}`).textContent()) ?? '')
          .toContain(String(total));
      }
      await page.getByTestId('company-card').first().waitFor();
      await screenshot(page, 'email-directory');
      // A long address is cut at its row, not under the copy button: the link's own box must end before the button
      // (an inline link in a cut box kept its whole width, and axe's target-size check failed on the overlap).
      const overlaps = await page.getByTestId('company-card').evaluateAll((cards) =>
        cards.flatMap((card) => {
          const link = card.querySelector('[data-contact="email"]')?.getBoundingClientRect();
          const copy = card.querySelector('button[aria-label^="Copy "]')?.getBoundingClientRect();
          return link && copy && link.right > copy.left ? [card.querySelector('h2, h3')?.textContent ?? '?'] : [];
        }),
      );
      expect(overlaps).toEqual([]);

      await page.getByTestId('tab-charter').click();
      await page.getByTestId('email-search').fill(target.email);
      await expect.poll(() => page.getByTestId('company-card').count()).toBe(1);
      const card = page.getByTestId('company-card').first();
      expect(await card.textContent()).toContain(target.name);
      await card.getByRole('button', { name: `Copy ${target.email}` }).click();
      await expectToast(page, 'Email Copied');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(target.email);
      await screenshot(page, 'email-copied', false);

      await page.getByTestId('email-search').fill('zzzz-nothing-matches');
      await page.getByText('No companies found matching your search criteria.').waitFor();

      await page.getByTestId('email-search').fill('');
      const reloaded = page.waitForRequest((r) => r.url().includes('/api/airlines?limit=1000&category=helicopter'));
      await page.getByTestId('regenerate').click();
      await reloaded;
      const toastText = await expectToast(page, 'Updated');
      expect(toastText).toContain('Email contacts have been regenerated successfully.');
      await context.close();
    });
  }
});
