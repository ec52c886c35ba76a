// Steps shared by the journeys.
import type { Problem } from '@contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { createAccount, PASSWORD, uniqueEmail } from './accounts';
import { animationsDone, appUrl, DESKTOP, newContext } from './browser';

/** Waits for a toast whose text contains every one of `parts`; returns its text. */
export async function expectToast(page: Page, ...parts: string[]) {
  let locator = page.getByTestId('toast');
  for (const p of parts) locator = locator.filter({ hasText: p });
  await locator.first().waitFor({ state: 'visible', timeout: 15_000 });
  return (await locator.first().textContent()) ?? '';
}

/** Waits until the SPA's location is `path` (pathname only). */
export async function expectPath(page: Page, path: string, timeout = 15_000) {
  await page.waitForURL((u) => u.pathname === path, { timeout });
  expect(new URL(page.url()).pathname).toBe(path);
}

export async function loginThroughForm(page: Page, email: string, password: string) {
  await page.goto(appUrl('/auth'));
  const form = page.locator('form[aria-label="Log in"]');
  await form.locator('input[name=username]').fill(email);
  await form.locator('input[name=password]').fill(password);
  await form.locator('button[type=submit]').click();
}

/** Signs the context in through the API (same cookie jar as the browser). */
export async function loginThroughApi(context: BrowserContext, email: string, password: string) {
  const res = await context.request.post(appUrl('/api/login'), { data: { username: email, password } });
  expect(res.status()).toBe(200);
}

/** The payment prompt (docs/decisions.md#p10) is tested on its own; other journeys start with it postponed. */
export async function postponePaymentPrompt(context: BrowserContext) {
  await context.addInitScript(() => window.sessionStorage.setItem('payment-prompt-dismissed', 'true'));
}

/** The pathname the SPA ends on after opening `path`, once the guard has decided. */
export async function landingPath(page: Page, path: string) {
  await page.goto(appUrl(path));
  // The guard shows a spinner while the user loads, then renders or redirects. A prerendered page shows its
  // signed-out HTML until React takes it over (data-hydrating goes), so the guard decides only after that.
  await page.waitForFunction(
    () =>
      !document.querySelector('[data-hydrating]') &&
      !document.querySelector('main [role=status]') &&
      !!document.querySelector('main h1, main [data-testid]'),
    null,
    { timeout: 15_000 },
  );
  return new URL(page.url()).pathname;
}

export interface Session {
  email: string;
  context: BrowserContext;
  page: Page;
}

/** A new account, signed in (payment prompt postponed), optionally with the free trial started. */
export async function signedIn(
  browser: Browser,
  opts: { tag?: string; email?: string; trial?: boolean; viewport?: { width: number; height: number } } = {},
): Promise<Session> {
  const email = opts.email ?? uniqueEmail(opts.tag ?? 'journey');
  await createAccount(email);
  const context = await newContext(browser, { viewport: opts.viewport ?? DESKTOP });
  await postponePaymentPrompt(context);
  await loginThroughApi(context, email, PASSWORD);
  if (opts.trial !== false) {
    const res = await context.request.post(appUrl('/api/subscription'), { data: { orderId: 'free-trial' } });
    expect(res.status()).toBe(200);
  }
  return { email, context, page: await context.newPage() };
}

/** The text of a locator, trimmed and with runs of white space collapsed. */
export async function text(page: Page, testId: string) {
  return ((await page.getByTestId(testId).first().textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

/** Waits until the SPA's URL satisfies `test`. */
export const waitForUrl = (page: Page, test: (u: URL) => boolean) =>
  page.waitForURL((u) => test(u), { timeout: 15_000 });

/** Text with its white space folded, for comparing what a reader sees. */
export const squash = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();

/** Submits the open report form; answers the filed report once the Thank You panel shows (a refusal says why). */
export async function submitReport(page: Page): Promise<Problem> {
  const posted = page.waitForResponse((r) => r.url().endsWith('/api/problems') && r.request().method() === 'POST');
  await page.locator('form[aria-label="Report a problem"]').getByRole('button', { name: 'Submit Report' }).click();
  const res = await posted;
  expect(res.status(), await res.text()).toBe(201);
  await page.getByTestId('report-success').getByRole('heading', { name: 'Thank You for Your Report' }).waitFor();
  return (await res.json()) as Problem;
}

/**
 * Runs `act`, which submits a form, and waits until the app has handled the submit (its handler prevented the
 * browser's own submission) and the frame after it is drawn: what the submit changes has happened by then.
 */
export async function submitHandled(page: Page, act: () => Promise<void>) {
  await page.evaluate(() => {
    const w = window as unknown as { submitHandled?: Promise<boolean> };
    w.submitHandled = new Promise((resolve) => {
      window.addEventListener(
        'submit',
        (e) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(e.defaultPrevented))),
        { once: true },
      );
    });
  });
  await act();
  expect(await page.evaluate(() => (window as unknown as { submitHandled: Promise<boolean> }).submitHandled)).toBe(
    true,
  );
}

/**
 * The payment prompt opens 1 s after the user loads (PAYMENT_PROMPT_DELAY_MS, docs/decisions.md#p10). This runs
 * the page's clock (page.clock.install() before the page loaded) past that delay at once, then waits until the page
 * has drawn what the delay changed: a prompt that was due is on screen.
 */
export async function runPastPaymentPromptDelay(page: Page) {
  await page.clock.runFor(1500);
  await animationsDone(page);
}
