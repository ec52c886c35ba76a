// The route guard (docs/product.md#states), the 404 page and the mobile menu.
import { describe, expect } from 'vitest';
import { createAccount, PASSWORD, uniqueEmail } from './support/accounts';
import { appUrl, DESKTOP, MOBILE, newContext, screenshot } from './support/browser';
import { it } from './support/browser-test';
import { expectPath, landingPath, loginThroughApi, postponePaymentPrompt, submitHandled } from './support/journey';

describe('route guard', () => {
  it('sends a signed-out visitor to /auth from every protected page', async ({ browser }) => {
    const context = await newContext(browser);
    const page = await context.newPage();
    for (const path of [
      '/directory',
      '/email-directory',
      '/report-problem',
      '/subscription',
      '/payment-methods',
      '/cancel-subscription',
      '/admin',
    ]) {
      expect(await landingPath(page, path), path).toBe('/auth');
    }
    // Public pages stay public.
    for (const path of ['/', '/how-it-works', '/airline-problems', '/faq', '/subscription-success']) {
      expect(await landingPath(page, path), path).toBe(path);
    }
    await context.close();
  });

  it('lets a signed-in user without a subscription reach only the pages that need no subscription', async ({
    browser,
  }) => {
    const email = uniqueEmail('guard');
    await createAccount(email);
    const context = await newContext(browser);
    await postponePaymentPrompt(context);
    await loginThroughApi(context, email, PASSWORD);
    const page = await context.newPage();
    for (const path of ['/directory', '/email-directory', '/report-problem', '/admin', '/auth']) {
      expect(await landingPath(page, path), path).toBe('/');
    }
    for (const path of ['/cancel-subscription', '/subscription', '/payment-methods', '/problem-management']) {
      expect(await landingPath(page, path), path).toBe(path);
    }
    await context.close();
  });

  it('lets a subscriber into the directory but not into /admin', async ({ browser }) => {
    const email = uniqueEmail('subscriber');
    await createAccount(email);
    const context = await newContext(browser);
    await postponePaymentPrompt(context);
    await loginThroughApi(context, email, PASSWORD);
    const res = await context.request.post(appUrl('/api/subscription'), { data: { orderId: 'free-trial' } });
    expect(res.status()).toBe(200);
    const page = await context.newPage();
    expect(await landingPath(page, '/directory')).toBe('/directory');
    expect(await landingPath(page, '/admin')).toBe('/');
    await context.close();
  });
});

describe('home search', () => {
  it('sends a non-empty search or a filter to /directory in the URL, and ignores an empty one', async ({ browser }) => {
    const email = uniqueEmail('search');
    await createAccount(email);
    const context = await newContext(browser);
    await postponePaymentPrompt(context);
    await loginThroughApi(context, email, PASSWORD);
    expect(
      (await context.request.post(appUrl('/api/subscription'), { data: { orderId: 'free-trial' } })).status(),
    ).toBe(200);
    const page = await context.newPage();
    await page.goto(appUrl('/'));
    const search = page.getByTestId('search-section');
    // Once the app has handled the empty search, the address is the same, and the history gains only the next
    // search's entry.
    const entries = () => page.evaluate(() => history.length);
    const before = await entries();
    await submitHandled(page, () => search.getByRole('button', { name: 'Search', exact: true }).click());
    await expectPath(page, '/');
    await search.getByRole('searchbox').or(search.locator('input')).first().fill('  lufthansa ');
    await search.getByRole('button', { name: 'Charter companies' }).click();
    await search.getByRole('button', { name: 'Search', exact: true }).click();
    await expectPath(page, '/directory');
    expect(await entries()).toBe(before + 1);
    const params = new URL(page.url()).searchParams;
    expect(params.get('query')).toBe('lufthansa');
    expect(params.get('filters')).toBe('charter');
    await context.close();
  });
});

describe('System Error page', () => {
  it('replaces a screen that fails to render with a request to refresh', async ({ browser }) => {
    const context = await newContext(browser);
    const page = await context.newPage();
    // A page chunk that cannot be loaded (e.g. replaced by a newer deployment) fails the render.
    await context.route(/\/assets\/faq-page-[^/]+\.js$/, (route) => route.abort('failed'));
    await page.goto(appUrl('/faq'));
    await page.getByRole('heading', { name: 'System Error' }).waitFor();
    expect(await page.getByText('Please refresh the page').count()).toBe(1);
    await page.getByRole('button', { name: 'Refresh Page' }).waitFor();
    await screenshot(page, 'system-error', false);
    await context.close();
  });
});

describe('404 page', () => {
  it('shows Page Not Found with links to home, the directory, how it works and log in', async ({ browser }) => {
    for (const viewport of [DESKTOP, MOBILE]) {
      const context = await newContext(browser, { viewport });
      const page = await context.newPage();
      await page.goto(appUrl('/no/such/page'));
      await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
      const hrefs = await page
        .getByTestId('not-found-links')
        .locator('a')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(hrefs).toEqual(['/', '/directory', '/how-it-works', '/auth']);
      await screenshot(page, 'not-found', false);
      await context.close();
    }
  });
});

describe('mobile menu', () => {
  it('opens at 390 px with the logged-in-as line and navigates', async ({ browser }) => {
    const email = uniqueEmail('mobile');
    await createAccount(email);
    const context = await newContext(browser, { viewport: MOBILE });
    await postponePaymentPrompt(context);
    const page = await context.newPage();

    await page.goto(appUrl('/'));
    expect(await page.getByTestId('desktop-nav').isVisible()).toBe(false);
    await page.getByTestId('mobile-menu-button').click();
    const menu = page.getByTestId('mobile-menu');
    await menu.getByRole('link', { name: 'Sign Up' }).waitFor();
    await screenshot(page, 'mobile-menu-signed-out', false);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });

    await loginThroughApi(context, email, PASSWORD);
    await page.reload();
    await page.getByTestId('mobile-menu-button').click();
    expect(await menu.getByTestId('logged-in-as').textContent()).toBe(email);
    await screenshot(page, 'mobile-menu-signed-in', false);
    await menu.getByRole('link', { name: 'Subscription Details' }).click();
    await expectPath(page, '/subscription');
    await menu.waitFor({ state: 'hidden' });
    await context.close();
  });
});
