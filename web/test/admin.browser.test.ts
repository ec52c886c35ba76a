// Admin journeys: the dashboard with real figures, Suspend and Reactivate, View, the owner's Redeploy
// (no deploy hook is configured in tests, so it fails and returns to idle at once); a non-admin refused.
import type { AdminStats } from '@contracts';
import { describe, expect } from 'vitest';
import { PASSWORD } from './support/accounts';
import { appUrl, MOBILE, newContext, RETRY_RESET, screenshot } from './support/browser';
import { it } from './support/browser-test';
import { OWNER_EMAIL, shardApp } from './support/app';
import { expectToast, landingPath, loginThroughApi, postponePaymentPrompt, signedIn, text } from './support/journey';
import { grantAdmin } from './support/d1';

describe('admin dashboard', () => {
  it('shows real figures, suspends and reactivates a subscriber, and lets only the owner redeploy', async ({
    browser,
  }) => {
    const target = await signedIn(browser, { tag: 'target' });
    // The owner account: signed up, made an admin by the operator command, then signed in again.
    const owner = await signedIn(browser, { email: OWNER_EMAIL, trial: false });
    await owner.context.close();
    await grantAdmin(OWNER_EMAIL);
    const context = await newContext(browser);
    await postponePaymentPrompt(context);
    await loginThroughApi(context, OWNER_EMAIL, PASSWORD);
    const page = await context.newPage();

    await page.goto(appUrl('/admin'));
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    await page.getByTestId('admin-stats').waitFor();
    const stats = (await (await context.request.get(appUrl('/api/admin/stats'), RETRY_RESET)).json()) as AdminStats;
    expect(await text(page, 'stat-trials')).toContain(String(stats.activeTrials));
    expect(await text(page, 'stat-reports')).toContain(String(stats.problemReportsCount));
    const projection = await text(page, 'stat-report-revenue');
    expect(projection).toContain('Report Revenue (projection)');
    expect(projection).toContain('nobody is charged per report');
    // No invented figures.
    const body = (await page.locator('main').textContent()) ?? '';
    expect(body).not.toContain('+12%');
    expect(body).not.toContain('1 to 10 of 97');
    await page
      .getByTestId('subscribers-count')
      .getByText(/^Showing 1 to \d+ of \d+$/)
      .waitFor();

    // Suspend (after its confirmation): the status changes and the subscriber's session ends at once.
    const row = page.getByTestId('subscriber-row').filter({ hasText: target.email });
    await row.getByTestId('subscriber-status').getByText('Trial').waitFor();
    await screenshot(page, 'admin');
    await row.getByRole('button', { name: `View ${target.email}` }).click();
    const detail = page.getByTestId('subscriber-detail');
    await detail.getByText(target.email).first().waitFor();
    await screenshot(page, 'admin-view', false);
    await detail.locator('button', { hasText: 'Close' }).click();
    await detail.waitFor({ state: 'hidden' });

    await row.getByRole('button', { name: `Suspend ${target.email}` }).click();
    await page.getByTestId('confirm-suspend').getByRole('button', { name: 'Suspend', exact: true }).click();
    await expectToast(page, 'Subscriber suspended');
    await expect.poll(() => row.getByTestId('subscriber-status').textContent()).toBe('Suspended');
    expect((await target.context.request.get(appUrl('/api/user'), RETRY_RESET)).status()).toBe(401);
    await screenshot(page, 'admin-suspended', false);

    await row.getByRole('button', { name: `Reactivate ${target.email}` }).click();
    await expectToast(page, 'Subscriber reactivated');
    await expect.poll(() => row.getByTestId('subscriber-status').textContent()).toBe('Trial');
    // Reactivated, the subscriber can sign in and reach the directory again.
    await loginThroughApi(target.context, target.email, PASSWORD);
    expect(await landingPath(target.page, '/directory')).toBe('/directory');

    // Redeploy: owner only. When the deploy hook fails it is idle again at once ...
    const hook = shardApp().deployHookFakeUrl;
    const hookControl = async (path: string, body?: unknown) =>
      (
        await fetch(`${hook}${path}`, body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) })
      ).json() as Promise<{ hits: number }>;
    await hookControl('/__control/reset', {});
    await hookControl('/__control/fail', { fail: true });
    const redeploy = page.getByTestId('redeploy');
    await redeploy.click();
    const failed = await expectToast(page, 'Redeploy Failed');
    expect(failed).toContain('There was an issue redeploying the application. Please try again.');
    await expect.poll(() => redeploy.textContent()).toBe('Redeploy App');
    expect(await redeploy.isEnabled()).toBe(true);
    await page.getByTestId('redeploy-problem').waitFor();
    // ... and when it answers 2xx: busy, "Redeploy Initiated", then "Redeployment Complete" after 3 s.
    await hookControl('/__control/fail', { fail: false });
    await redeploy.click();
    await expect.poll(() => redeploy.textContent()).toBe('Redeploying...');
    expect(await redeploy.isDisabled()).toBe(true);
    expect(await expectToast(page, 'Redeploy Initiated')).toContain(
      'Your application is being redeployed. This may take a few moments.',
    );
    expect(await expectToast(page, 'Redeployment Complete')).toContain(
      'The application has been successfully redeployed.',
    );
    await expect.poll(() => redeploy.textContent()).toBe('Redeploy App');
    expect(await redeploy.isEnabled()).toBe(true);
    expect((await hookControl('/__control/state')).hits).toBe(2);
    // The hook URL is a secret: nothing on the page shows it.
    expect(await page.content()).not.toContain('secret-token');

    await page.setViewportSize(MOBILE);
    await screenshot(page, 'admin');
    await context.close();
    await target.context.close();
  });

  it('shows Redeploy to the owner only, and refuses /admin to a non-admin', async ({ browser }) => {
    const admin = await signedIn(browser, { tag: 'second-admin', trial: false });
    await admin.context.close();
    await grantAdmin(admin.email);
    const context = await newContext(browser);
    await postponePaymentPrompt(context);
    await loginThroughApi(context, admin.email, PASSWORD);
    const page = await context.newPage();
    await page.goto(appUrl('/admin'));
    await page.getByTestId('admin-stats').waitFor();
    expect(await page.getByTestId('redeploy').count()).toBe(0);
    await context.close();

    // A subscriber who is not an admin: the guard sends them home and the API answers 403.
    const user = await signedIn(browser, { tag: 'not-admin' });
    expect(await landingPath(user.page, '/admin')).toBe('/');
    expect((await user.context.request.get(appUrl('/api/admin/stats'), RETRY_RESET)).status()).toBe(403);
    expect(await user.page.getByRole('link', { name: 'Admin Dashboard' }).count()).toBe(0);
    await user.context.close();
  });
});
