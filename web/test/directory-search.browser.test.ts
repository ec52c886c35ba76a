// Directory search journeys: what people type finds the company. Codes rank first ("AC" is Air Canada, "AA"
// American Airlines), a misspelt name offers "Did you mean", a city finds the airlines based in its country
// and flying there, and a search past 1,000 matches says "1,000+". Pictures at 1280 and 390 px.
import type { AirlineList } from '@contracts';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { appUrl, MOBILE, RETRY_RESET, screenshot } from './support/browser';
import { it } from './support/browser-test';
import { d1 } from './support/d1';
import { signedIn, text, waitForUrl } from './support/journey';

const cardNames = (page: Page) => page.getByTestId('airline-card').getByRole('heading').allTextContents();

/** Types a query into the search bar and waits for its first page. */
async function searchFor(page: Page, query: string) {
  const box = page.getByTestId('directory-search');
  await box.fill(query);
  await box.press('Enter');
  await waitForUrl(page, (u) => u.searchParams.get('query') === query);
  await page.getByTestId('airline-card').first().waitFor();
  await expect
    .poll(async () => (await page.getByTestId('directory-results').getAttribute('style')) ?? '')
    .not.toMatch(/opacity: 0\.6/);
}

describe('directory search', () => {
  for (const viewport of [undefined, MOBILE])
    it(`ranks codes first, suggests a misspelt name, finds a city's airlines (${viewport ? 390 : 1280} px)`, async ({
      browser,
    }) => {
      const { page, context } = await signedIn(browser, { tag: 'search', viewport });
      await page.goto(appUrl('/directory'));
      await page.getByTestId('results-line').waitFor();

      await searchFor(page, 'AC');
      await expect.poll(async () => (await cardNames(page))[0]).toBe('Air Canada');
      // With a query the order is relevance unless another is chosen.
      expect(await page.getByTestId('sort-select').inputValue()).toBe('relevance');
      const ac = await cardNames(page);
      expect(ac.indexOf('Acropolis Aviation')).toBeGreaterThan(0);
      await screenshot(page, `directory-search-ac`);

      await searchFor(page, 'AA');
      await expect.poll(async () => (await cardNames(page))[0]).toBe('American Airlines');
      expect((await cardNames(page)).indexOf('Allegiant Air')).not.toBe(0);

      // A chosen order wins: Name (A-Z) lists the same matches alphabetically.
      await page.getByTestId('sort-select').selectOption('name');
      await waitForUrl(page, (u) => u.searchParams.get('sortBy') === 'name');
      await expect.poll(async () => (await cardNames(page))[0]).not.toBe('American Airlines');
      const az = await cardNames(page);
      expect(az).toEqual([...az].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
      await page.getByTestId('sort-select').selectOption('relevance');
      await waitForUrl(page, (u) => !u.searchParams.has('sortBy'));

      await searchFor(page, 'lufhtansa');
      await expect
        .poll(() => text(page, 'did-you-mean'))
        .toBe('No company matches “lufhtansa” exactly. Did you mean Lufthansa?');
      expect((await cardNames(page))[0]).toBe('Lufthansa');
      await screenshot(page, `directory-search-did-you-mean`);
      await page.getByTestId('did-you-mean').getByRole('link', { name: 'Lufthansa' }).click();
      await waitForUrl(page, (u) => u.searchParams.get('query') === 'Lufthansa');
      await expect.poll(() => page.getByTestId('did-you-mean').count()).toBe(0);
      expect((await cardNames(page))[0]).toBe('Lufthansa');

      await searchFor(page, 'Frankfurt');
      // German airlines flying to Frankfurt first (Lufthansa, Condor among them), as the API ranks them.
      const api = (await (
        await context.request.get(appUrl('/api/airlines?query=Frankfurt&limit=1000'), RETRY_RESET)
      ).json()) as AirlineList;
      expect(api.airlines[0]!.country).toBe('Germany');
      const firstNine = api.airlines.slice(0, 9).map((a) => a.name);
      expect(firstNine).toEqual(expect.arrayContaining(['Lufthansa', 'Condor']));
      await expect.poll(() => cardNames(page)).toEqual(firstNine);
      // Further down: airlines from elsewhere that fly there.
      expect(api.airlines.some((a) => a.country !== 'Germany')).toBe(true);
      await screenshot(page, `directory-search-frankfurt`);
      await context.close();
    });

  it('a search past 1,000 matches says "of 1,000+ results"', async ({ browser }) => {
    const name = `Capped Search Air ${Date.now().toString(36)}`;
    const values = Array.from(
      { length: 1005 },
      (_, i) => `('${name} ${i}', 'charter', 'Kenya', 'africa', 'https://www.capped.example.com')`,
    );
    await d1(`INSERT INTO airlines (name, category, country, region, website) VALUES ${values.join(',')}`);
    try {
      const { page, context } = await signedIn(browser, { tag: 'capped' });
      await page.goto(appUrl(`/directory?query=${encodeURIComponent(name)}`));
      await expect.poll(() => text(page, 'results-line'), { timeout: 15_000 }).toBe('Showing 1-9 of 1,000+ results');
      await screenshot(page, 'directory-search-capped');
      await context.close();
    } finally {
      await d1(`DELETE FROM airlines WHERE name LIKE '${name} %'`);
    }
  });
});
