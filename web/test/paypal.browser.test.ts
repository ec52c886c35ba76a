// PayPal: the SDK button (a fake served in place of PayPal's script) approves a subscription that the
// PayPal REST fake knows as ACTIVE; the return page sends it to the server, which verifies it.
import { describe, expect } from 'vitest';
import { createAccount, PASSWORD, registerPaypalSubscription, uniqueEmail } from './support/accounts';
import { appUrl, newContext, screenshot } from './support/browser';
import { it } from './support/browser-test';
import { expectPath, expectToast, loginThroughApi, postponePaymentPrompt } from './support/journey';

describe('PayPal subscription', () => {
  it('subscribes with the PayPal button and shows the paid subscription with its payment', async ({ browser }) => {
    const email = uniqueEmail('paypal');
    const user = await createAccount(email);
    const subscriptionId = `I-BROWSER${Date.now().toString(36).toUpperCase()}`;
    await registerPaypalSubscription(subscriptionId);
    const context = await newContext(browser, { paypalSubscriptionId: subscriptionId });
    await postponePaymentPrompt(context);
    await loginThroughApi(context, email, PASSWORD);
    const page = await context.newPage();

    await page.goto(appUrl('/'));
    const button = page.getByTestId('paypal-fake-button');
    await button.waitFor();
    await screenshot(page, 'home-paypal-button', false);
    await button.click();

    await expectPath(page, '/subscription-success');
    await page.getByTestId('payment-success').waitFor();
    await expectToast(page, 'Subscription active!');
    const created = await page.evaluate(() => (window as unknown as { __paypalCalls: unknown[] }).__paypalCalls);
    expect(created).toEqual([{ plan_id: 'P-TESTPLAN', custom_id: String(user.id) }]);
    expect(await page.evaluate(() => window.localStorage.getItem('paypal-subscription-id'))).toBeNull();
    await screenshot(page, 'subscription-success', false);
    await expectPath(page, '/', 7000);
    await page.getByTestId('already-subscribed').waitFor();

    await page.goto(appUrl('/subscription'));
    await page.getByTestId('subscription-status').getByText('Active').waitFor();
    expect(await page.getByTestId('payment-history').textContent()).toContain('3.00 USD');
    await screenshot(page, 'subscription-active');
    await context.close();
  });

  it('shows the refusal when the server cannot verify the approved id, with no spinning toast left', async ({
    browser,
  }) => {
    const email = uniqueEmail('paypal-refused');
    await createAccount(email);
    // The PayPal REST fake does not know this id: the server answers 422.
    const context = await newContext(browser, {
      paypalSubscriptionId: `I-UNKNOWN${Date.now().toString(36).toUpperCase()}`,
    });
    await postponePaymentPrompt(context);
    await loginThroughApi(context, email, PASSWORD);
    const page = await context.newPage();
    await page.goto(appUrl('/'));
    await page.getByTestId('paypal-fake-button').click();
    await expectPath(page, '/subscription-success');
    await page.getByTestId('payment-refused').waitFor();
    await page
      .getByTestId('toast')
      .filter({ hasText: 'Processing your subscription' })
      .waitFor({ state: 'detached', timeout: 5000 });
    await context.close();
  });

  it('says so when PayPal cannot be loaded, and the trial button still works', async ({ browser }) => {
    const email = uniqueEmail('nopaypal');
    await createAccount(email);
    const context = await newContext(browser);
    await postponePaymentPrompt(context);
    // PayPal unreachable: the SDK request fails.
    await context.route('https://www.paypal.com/**', (route) => route.abort('internetdisconnected'));
    await loginThroughApi(context, email, PASSWORD);
    const page = await context.newPage();
    await page.goto(appUrl('/'));
    await page.getByTestId('paypal-unavailable').waitFor();
    await page.getByTestId('start-trial').click();
    await expectToast(page, 'Free trial activated!');
    await page.getByTestId('featured-airlines').waitFor();
    await context.close();
  });
});
