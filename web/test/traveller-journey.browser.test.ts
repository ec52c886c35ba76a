// The traveller's journey (docs/decisions.md#j1, #j2, #j7): sign-up starts the trial and lands in the directory,
// so the first contact is one click after the form; the signed-in header and the mobile menu lead to the work;
// a signed-in home opens on the open cases; a cancelled trial says so; the card expiry gives one right message;
// the footer, the terms and the privacy page name the operator, or show nothing of it when it is not configured.
import type { AirlineList } from '@contracts';
import { describe, expect } from 'vitest';
import { PASSWORD, uniqueEmail } from './support/accounts';
import { appUrl, DESKTOP, MOBILE, newContext, RETRY_RESET, screenshot } from './support/browser';
import { it } from './support/browser-test';
import { expectPath, expectToast, runPastPaymentPromptDelay, signedIn } from './support/journey';

/** The configuration hint visitors once saw where no operator is configured (issue 44): never shown. */
const OPERATOR_HINT = 'OPERATOR_NAME';

describe('sign-up to a first contact', () => {
  it('starts the trial with the account, lands in the directory and reaches a contact in one step', async ({
    browser,
  }) => {
    const context = await newContext(browser, { viewport: DESKTOP });
    const page = await context.newPage();
    // The page's clock, to run the payment prompt's delay at once (below); time flows as usual otherwise.
    await page.clock.install();
    const email = uniqueEmail('firstcontact');
    const trialCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/subscription') && r.method() === 'POST') trialCalls.push(r.postData() ?? '');
    });

    await page.goto(appUrl('/auth?tab=register'));
    const form = page.locator('form[aria-label="Sign up"]');
    await form.waitFor();
    await screenshot(page, 'journey-auth-register', false);
    await form.locator('input[name=username]').fill(email);
    await form.locator('input[name=password]').fill(PASSWORD);
    await form.locator('input[name=confirmPassword]').fill(PASSWORD);
    await form.getByText('I agree to the').click();
    await form.locator('button[type=submit]').click();

    // SPEC's toast is true as it stands: the account's trial started with the API's own call.
    const toast = await expectToast(page, 'Registration successful');
    expect(toast).toContain('Your account has been created. Enjoy your 7-day free trial!');
    expect(trialCalls).toEqual([JSON.stringify({ orderId: 'free-trial' })]);

    // Step 1 needs no click: the new subscriber is in the directory.
    await expectPath(page, '/directory');
    const card = page.getByTestId('airline-card').first();
    await card.waitFor();
    await page.getByTestId('welcome').getByText(email).waitFor();
    // No dialog asks for a payment method: the trial needs none. The prompt would open PAYMENT_PROMPT_DELAY_MS
    // after the user loaded; the page's clock runs past that at once.
    await runPastPaymentPromptDelay(page);
    expect(await page.getByTestId('payment-prompt').count()).toBe(0);
    await screenshot(page, 'journey-directory-signed-in', false);

    // Step 2: a company's contact.
    const contact = card.locator('a[data-contact]').first();
    await contact.evaluate((a) => a.addEventListener('click', (e) => e.preventDefault(), { once: true }));
    const tracked = page.waitForRequest((r) => r.url().endsWith('/api/track-contact') && r.method() === 'POST');
    await contact.click();
    expect((await tracked).postDataJSON()).toMatchObject({ contactType: await contact.getAttribute('data-contact') });
    const steps = 2; // land in the directory (no click), open one contact (one click)
    expect(steps).toBeLessThanOrEqual(2);

    const user = (await (await page.request.get(appUrl('/api/user'), RETRY_RESET)).json()) as {
      subscriptionStatus: string;
    };
    expect(user.subscriptionStatus).toBe('trial');
    await context.close();
  });

  it('keeps where the visitor was going through sign-up (the report they started)', async ({ browser }) => {
    const context = await newContext(browser, { viewport: MOBILE });
    const page = await context.newPage();
    // The page's clock, to run the payment prompt's delay at once (below); time flows as usual otherwise.
    await page.clock.install();
    await page.goto(appUrl('/report-problem?airline=1'));
    await expectPath(page, '/auth');
    await screenshot(page, 'journey-auth-from-report', false);
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const form = page.locator('form[aria-label="Sign up"]');
    await form.locator('input[name=username]').fill(uniqueEmail('draft'));
    await form.locator('input[name=password]').fill(PASSWORD);
    await form.locator('input[name=confirmPassword]').fill(PASSWORD);
    await form.getByText('I agree to the').click();
    await form.locator('button[type=submit]').click();
    await page.waitForURL((u) => u.pathname === '/report-problem' && u.searchParams.get('airline') === '1', {
      timeout: 15_000,
    });
    await page.locator('form[aria-label="Report a problem"]').waitFor();
    await page.getByTestId('rights-lead').waitFor();
    await screenshot(page, 'journey-report-lead', false);
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'journey-report-lead', false);
    await context.close();
  });
});

describe('signed-in navigation', () => {
  it('leads from the desktop header to the directory, Report a Problem and the reports, with the account links', async ({
    browser,
  }) => {
    const { page, context, email } = await signedIn(browser, { tag: 'header', viewport: DESKTOP });
    // One open report: the home page shows it first.
    const airlines = (await (
      await page.request.get(appUrl('/api/airlines?limit=1'), RETRY_RESET)
    ).json()) as AirlineList;
    const filed = await page.request.post(appUrl('/api/problems'), {
      data: {
        airlineId: airlines.airlines[0]!.id,
        category: 'flight-delay',
        description: 'The flight left four hours late and nobody said why.',
        contactEmail: email,
      },
    });
    expect(filed.status(), await filed.text()).toBe(201);

    await page.goto(appUrl('/'));
    const nav = page.getByTestId('desktop-nav');
    for (const name of ['Airline Directory', 'Report a Problem', 'Problem Management']) {
      await nav.getByRole('link', { name, exact: true }).waitFor();
    }
    await page.getByTestId('open-cases').waitFor();
    const casesTop = (await page.getByTestId('open-cases').boundingBox())!.y;
    const heroTop = (await page.locator('main h1').first().boundingBox())!.y;
    expect(casesTop).toBeLessThan(heroTop);
    expect(await page.getByTestId('open-case').count()).toBe(1);
    // Nothing in the header row is cut or pushed out of the viewport.
    const overflow = await nav.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
    expect(overflow).toBe(false);
    await screenshot(page, 'journey-home-signed-in', false);

    // SPEC's account links open from the welcome text.
    await page.getByTestId('welcome').click();
    const menu = page.getByTestId('account-menu');
    for (const name of ['Subscription Details', 'Payment Methods', 'Cancel Subscription']) {
      await menu.getByRole('link', { name }).waitFor();
    }
    await screenshot(page, 'journey-header-account-menu', false);
    await menu.getByRole('link', { name: 'Subscription Details' }).click();
    await expectPath(page, '/subscription');
    // A new page closes the menu.
    await menu.getByRole('link', { name: 'Payment Methods' }).waitFor({ state: 'hidden', timeout: 5000 });

    await nav.getByRole('link', { name: 'Airline Directory', exact: true }).click();
    await expectPath(page, '/directory');
    await page.getByTestId('to-email-directory').getByRole('link', { name: 'Open the E-mail Directory' }).click();
    await expectPath(page, '/email-directory');
    expect(await page.getByTestId('with-email-only').locator('input').isChecked()).toBe(true);
    await nav.getByRole('link', { name: 'Report a Problem', exact: true }).click();
    await expectPath(page, '/report-problem');
    await nav.getByRole('link', { name: 'Problem Management', exact: true }).click();
    await expectPath(page, '/problem-management');

    // The mobile menu at 390 px leads to the same places.
    await page.setViewportSize(MOBILE);
    await page.goto(appUrl('/'));
    await page.getByTestId('open-cases').waitFor();
    await screenshot(page, 'journey-home-signed-in', false);
    await page.getByTestId('mobile-menu-button').click();
    const mobile = page.getByTestId('mobile-menu');
    for (const name of ['Airline Directory', 'Report a Problem', 'Problem Management', 'Subscription Details']) {
      await mobile.getByRole('link', { name, exact: true }).waitFor();
    }
    await screenshot(page, 'journey-mobile-menu', false);
    await mobile.getByRole('link', { name: 'Report a Problem', exact: true }).click();
    await expectPath(page, '/report-problem');
    await context.close();
  });
});

describe('trust', () => {
  it('labels a cancelled trial as a cancelled trial', async ({ browser }) => {
    const { page, context } = await signedIn(browser, { tag: 'trialcancel', viewport: DESKTOP });
    expect((await page.request.post(appUrl('/api/subscription/cancel'), { data: {} })).status()).toBe(200);
    await page.goto(appUrl('/subscription'));
    await page.getByTestId('subscription-status').getByText('Trial Cancelled').waitFor();
    expect(await page.getByRole('heading', { level: 2, name: '7-Day Free Trial' }).isVisible()).toBe(true);
    expect(await page.getByTestId('plan-name').textContent()).toBe('7-Day Free Trial');
    expect(await page.getByText('Annual Subscription').count()).toBe(0);
    await screenshot(page, 'journey-subscription-trial-cancelled');
    await page.setViewportSize(MOBILE);
    await screenshot(page, 'journey-subscription-trial-cancelled');
    await page.goto(appUrl('/'));
    await expect
      .poll(async () => (await page.getByTestId('subscription-summary').textContent()) ?? '', { timeout: 10_000 })
      .toContain('Your free trial is cancelled');
    await context.close();
  });

  it('takes the expiry as printed (07/28) without a word against it, and says "expired" alone for a past one', async ({
    browser,
  }) => {
    const { page, context } = await signedIn(browser, { tag: 'expiry', viewport: MOBILE });
    await page.goto(appUrl('/payment-methods'));
    const form = page.locator('form[aria-label="Add a card"]');
    await form.waitFor();
    await form.getByLabel('Cardholder name').fill('Jane Traveller');
    await form.getByLabel('Card number').fill('4242424242424242');
    await form.getByLabel('Expiry month').fill('07');
    await form.getByLabel('Expiry year').fill('21');
    await form.getByLabel('CVV').fill('123');
    await form.getByRole('button', { name: 'Save Card' }).click();
    await form.getByText('This card has expired').waitFor();
    expect(await form.locator('[data-part=error-text]').allTextContents()).toEqual(['This card has expired']);
    await screenshot(page, 'journey-card-expired', false);

    await form.getByLabel('Expiry year').fill('28');
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/payment-methods') && r.method() === 'POST');
    await form.getByRole('button', { name: 'Save Card' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ cardExpiry: '07/2028' });
    await page.getByTestId('card-saved').waitFor();
    expect(await page.getByText('Year must be').count()).toBe(0);
    expect(await page.getByText('This card has expired').count()).toBe(0);
    await context.close();
  });

  it('names the operator in the footer, the terms and the privacy page, or shows nothing of it when not configured', async ({
    browser,
  }) => {
    const context = await newContext(browser, { viewport: DESKTOP });
    const page = await context.newPage();
    // The page's clock, to run the payment prompt's delay at once (below); time flows as usual otherwise.
    await page.clock.install();
    // The test server sets no OPERATOR_NAME: once GET /api/config has answered, no operator line is there at all.
    const noOperatorLine = async (scope: 'footer' | 'main', open: () => Promise<unknown>) => {
      const config = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/config');
      await open();
      await config;
      const where = scope === 'footer' ? page.getByTestId('footer') : page.locator('main');
      await expect.poll(async () => where.getByTestId('operator').count(), { timeout: 10_000 }).toBe(0);
      expect((await where.textContent()) ?? '').not.toContain(OPERATOR_HINT);
    };
    await noOperatorLine('footer', () => page.goto(appUrl('/')));
    await screenshot(page, 'journey-home-signed-out');
    for (const path of ['/terms', '/privacy']) await noOperatorLine('main', () => page.goto(appUrl(path)));
    await page.setViewportSize(MOBILE);
    await noOperatorLine('footer', () => page.goto(appUrl('/')));
    await screenshot(page, 'journey-home-signed-out');
    await context.close();
  });
});
