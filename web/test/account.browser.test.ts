// Account journeys: sign up and start the trial, cancel; wrong password; forgot and reset password; logout.
import { describe, expect } from 'vitest';
import { createAccount, PASSWORD, uniqueEmail, waitForMail } from './support/accounts';
import { appUrl, MOBILE, newContext, RETRY_RESET, screenshot } from './support/browser';
import { it } from './support/browser-test';
import {
  expectPath,
  expectToast,
  loginThroughForm,
  postponePaymentPrompt,
  runPastPaymentPromptDelay,
} from './support/journey';

describe('sign up, free trial, cancel', () => {
  it('registers with the trial started, lands in the directory, sees the subscribed home, then cancels', async ({
    browser,
  }) => {
    const context = await newContext(browser);
    const page = await context.newPage();
    // The page's clock, to run the payment prompt's delay at once (below); time flows as usual otherwise.
    await page.clock.install();
    const email = uniqueEmail('signup');

    await page.goto(appUrl('/auth?tab=register'));
    const form = page.locator('form[aria-label="Sign up"]');
    await form.locator('button[type=submit]').click();
    for (const message of [
      'Username must be a valid email address',
      'Password must be at least 6 characters',
      'Confirm password is required',
      'You must agree to the terms and conditions',
    ]) {
      await form.getByText(message).waitFor();
    }
    await screenshot(page, 'auth-register-errors', false);

    await form.locator('input[name=username]').fill(email);
    await form.locator('input[name=password]').fill(PASSWORD);
    await form.getByText('I agree to the').click();
    // The shared contract checks the match once the other fields are valid (zod runs the refinement last).
    await form.locator('input[name=confirmPassword]').fill(`${PASSWORD}x`);
    await form.locator('input[name=confirmPassword]').blur();
    await form.getByText('Passwords do not match').waitFor();
    await form.locator('input[name=confirmPassword]').fill(PASSWORD);
    await form.locator('button[type=submit]').click();

    // docs/decisions.md#j1: signing up starts the trial, so SPEC's toast is true, and the new subscriber lands in
    // the directory with no payment prompt (the owner account's only).
    const registered = await expectToast(page, 'Registration successful');
    expect(registered).toContain('Your account has been created. Enjoy your 7-day free trial!');
    await expectPath(page, '/directory');
    await page.getByTestId('welcome').getByText(email).waitFor();
    await runPastPaymentPromptDelay(page);
    expect(await page.getByTestId('payment-prompt').count()).toBe(0);

    await page.goto(appUrl('/'));
    await page.getByTestId('featured-airlines').waitFor();
    // The seeded directory has featured airlines; the footer states the true company count.
    await page.getByTestId('featured-airlines').getByRole('link', { name: 'Report Problem' }).first().waitFor();
    const config = (await (await page.request.get(appUrl('/api/config'), RETRY_RESET)).json()) as {
      counts: Record<string, number>;
    };
    const total = Object.values(config.counts).reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(0);
    expect(await page.getByTestId('footer-count').textContent()).toContain(total.toLocaleString('en-US'));
    expect(await page.getByTestId('subscription-required').count()).toBe(0);
    expect(await page.getByTestId('start-trial').count()).toBe(0);
    await screenshot(page, 'home-subscribed');
    await page.setViewportSize(MOBILE);
    await screenshot(page, 'home-subscribed');

    await page.goto(appUrl('/subscription'));
    await page.getByTestId('subscription-status').getByText('Free Trial').waitFor();
    expect(await page.getByTestId('days-remaining').textContent()).toBe('7 days');
    expect(await page.getByTestId('payment-history').textContent()).toContain('No payments yet');
    await screenshot(page, 'subscription-trial');
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, 'subscription-trial');

    await page.goto(appUrl('/cancel-subscription'));
    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Keep My Subscription' }).waitFor();
    await screenshot(page, 'cancel-confirm', false);
    await dialog.getByRole('button', { name: 'Yes, Cancel Subscription' }).click();
    await expectToast(page, 'Subscription Cancelled');
    await page.getByTestId('cancel-done').waitFor();
    await screenshot(page, 'cancel-done', false);
    await expectPath(page, '/', 6000);

    // Nothing left to cancel: the page says so instead of offering the button.
    await page.goto(appUrl('/cancel-subscription'));
    await page.getByTestId('nothing-to-cancel').waitFor();
    expect(await page.getByRole('button', { name: 'Cancel Subscription' }).isDisabled()).toBe(true);
    await context.close();
  });
});

describe('log in', () => {
  it('shows Login failed with the server message for a wrong password, and field errors for empty fields', async ({
    browser,
  }) => {
    const email = uniqueEmail('wrongpw');
    await createAccount(email);
    const context = await newContext(browser);
    await postponePaymentPrompt(context);
    const page = await context.newPage();
    // The page's clock, to run the payment prompt's delay at once (below); time flows as usual otherwise.
    await page.clock.install();

    await page.goto(appUrl('/auth'));
    const form = page.locator('form[aria-label="Log in"]');
    await form.locator('button[type=submit]').click();
    await form.getByText('Please enter a valid email address').waitFor();
    await form.getByText('Password is required').waitFor();

    await loginThroughForm(page, email, 'not-the-password');
    const failed = await expectToast(page, 'Login failed');
    // The server's sentence alone: no status code in front of it.
    expect(failed).toContain('Invalid email or password.');
    expect(failed).not.toContain('401');
    expect(await page.getByTestId('toast').first().getAttribute('data-type')).toBe('error');
    await expectPath(page, '/auth');
    await screenshot(page, 'login-failed', false);

    await loginThroughForm(page, email, PASSWORD);
    await expectToast(page, 'Login successful', `Welcome back, ${email}!`);
    await expectPath(page, '/');
    await context.close();
  });
});

describe('forgot and reset password', () => {
  it('follows the e-mailed link, sets a new password and logs in with it', async ({ browser }) => {
    const email = uniqueEmail('reset');
    await createAccount(email);
    const context = await newContext(browser);
    await postponePaymentPrompt(context);
    const page = await context.newPage();
    // The page's clock, to run the payment prompt's delay at once (below); time flows as usual otherwise.
    await page.clock.install();

    await page.goto(appUrl('/auth'));
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expectPath(page, '/forgot-password');
    await page.locator('input[name=username]').fill(email);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    const sent = page.getByTestId('reset-sent');
    await sent.waitFor();
    expect(await sent.textContent()).toContain('If an account exists');
    await screenshot(page, 'forgot-password-sent', false);

    const [link] = await waitForMail(email, /https?:\/\/[^\s"<>]+\/reset-password\?token=[^\s"<>]+/);
    expect(link.startsWith(appUrl('/reset-password'))).toBe(true);
    await page.goto(link);
    const newPassword = 'Brand-New-Pass-77';
    await page.locator('input[name=password]').fill(newPassword);
    await page.locator('input[name=confirmPassword]').fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByTestId('reset-done').waitFor();
    await expectPath(page, '/auth', 6000);

    await loginThroughForm(page, email, PASSWORD);
    await expectToast(page, 'Login failed');
    await loginThroughForm(page, email, newPassword);
    await expectToast(page, 'Login successful');
    await page.getByTestId('welcome').getByText(email).waitFor();
    await context.close();
  });
});

describe('log out', () => {
  it('logs out from the header and loses access to protected pages', async ({ browser }) => {
    const email = uniqueEmail('logout');
    await createAccount(email);
    const context = await newContext(browser);
    await postponePaymentPrompt(context);
    const page = await context.newPage();
    // The page's clock, to run the payment prompt's delay at once (below); time flows as usual otherwise.
    await page.clock.install();
    await loginThroughForm(page, email, PASSWORD);
    await expectPath(page, '/');
    await page.getByTestId('desktop-nav').getByRole('button', { name: 'Log Out' }).click();
    await expectToast(page, 'Logged out', 'You have been successfully logged out.');
    await page.getByTestId('desktop-nav').getByRole('link', { name: 'Log In' }).waitFor();
    await screenshot(page, 'logged-out', false);
    await page.goto(appUrl('/subscription'));
    await expectPath(page, '/auth');
    await context.close();
  });
});
