// A report filed with the keyboard alone: Tab to each field, type, the arrow keys and Enter in the airline
// search and the category list, Enter on Submit Report. No mouse click anywhere; the Thank You panel that
// follows passes the fit and axe checks with its toast showing.
import type { AirlineList, Problem } from '@contracts';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { audit } from './support/audit';
import { appUrl, MOBILE, RETRY_RESET, screenshot } from './support/browser';
import { it } from './support/browser-test';
import { signedIn } from './support/journey';

/** Presses Tab until the focused element matches `selector`; fails after `max` presses. */
async function tabTo(page: Page, selector: string, max = 60) {
  for (let i = 0; i < max; i++) {
    if (await page.evaluate((s) => !!document.activeElement?.matches(s), selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

const focused = (page: Page) => page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? '');

describe('the keyboard alone', () => {
  for (const viewport of [{ width: 1280, height: 800 }, MOBILE]) {
    it(`files a problem report at ${viewport.width} px`, async ({ browser }) => {
      const { page, context, email } = await signedIn(browser, { tag: 'keyboard', viewport });
      const all = (await (
        await context.request.get(appUrl('/api/airlines?limit=50'), RETRY_RESET)
      ).json()) as AirlineList;
      const airline = all.airlines.find((a) => a.email) ?? all.airlines[0]!;
      await page.goto(appUrl('/report-problem'));
      const form = page.locator('form[aria-label="Report a problem"]');
      await form.waitFor();

      // The airline: typed into the search, the first match taken with Enter.
      await tabTo(page, '[data-testid=airline-typeahead]');
      await page.keyboard.type(airline.name);
      await page
        .getByRole('option', { name: new RegExp(`^${airline.name}`) })
        .first()
        .waitFor();
      await page.keyboard.press('Enter');
      await expect.poll(() => form.locator('select[name=airlineId]').inputValue()).toBe(String(airline.id));

      // The category: the arrow keys move through the native list.
      await tabTo(page, 'select[name=category]');
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => form.locator('select[name=category]').inputValue()).not.toBe('');

      await tabTo(page, 'input[name=flightNumber]');
      await page.keyboard.type('LH400');
      await tabTo(page, 'textarea[name=description]');
      await page.keyboard.type('Five hours late into Frankfurt and no meal vouchers were given.');
      await tabTo(page, 'input[name=contactEmail]');
      expect(await form.locator('input[name=contactEmail]').inputValue()).toBe(email);

      // Submit Report, reached by Tab through everything after it, pressed with Enter.
      await tabTo(page, 'button[type=submit]', 120);
      expect(await focused(page)).toContain('Submit Report');
      const posted = page.waitForResponse((r) => r.url().endsWith('/api/problems') && r.request().method() === 'POST');
      await page.keyboard.press('Enter');
      const res = await posted;
      expect(res.status(), await res.text()).toBe(201);
      const problem = (await res.json()) as Problem;
      expect(problem.airlineId).toBe(airline.id);
      expect(problem.flightNumber).toBe('LH400');
      await page.getByTestId('report-success').getByRole('heading', { name: 'Thank You for Your Report' }).waitFor();
      await page.getByTestId('toast').first().waitFor();
      expect(await audit(page, 'report-filed')).toEqual([]);
      await screenshot(page, 'keyboard-report-filed', false);
      await context.close();
    });
  }
});
