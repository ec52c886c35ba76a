// Chromium through playwright-core, with every request leaving loopback blocked except the PayPal SDK,
// which is answered by a small fake (support/fake-paypal-sdk.ts).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { ROOT } from './app-server';
import { CHROME_PATH, missingChromiumMessage } from './chromium';
import { fakePaypalSdk } from './fake-paypal-sdk';

export const SCREENSHOT_DIR = path.join(ROOT, 'test-artifacts/screenshots');
export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 390, height: 844 };

export async function launch(): Promise<Browser> {
  try {
    return await chromium.launch({
      executablePath: CHROME_PATH,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
  } catch (err) {
    throw new Error(`${missingChromiumMessage()}\n${String(err)}`);
  }
}

let ipCounter = 0;
/** A distinct client address per context keeps the per-IP rate limits of one journey away from another. */
export const nextIp = () => `10.77.${Math.floor(Math.random() * 200)}.${(++ipCounter % 250) + 1}`;

const isLoopback = (host: string) => host === '127.0.0.1' || host === 'localhost' || host === '[::1]';

export interface ContextOptions {
  viewport?: { width: number; height: number };
  /** The subscription id the fake PayPal SDK approves. */
  paypalSubscriptionId?: string;
}

export async function newContext(browser: Browser, opts: ContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: opts.viewport ?? DESKTOP,
    extraHTTPHeaders: { 'CF-Connecting-IP': nextIp() },
  });
  await context.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.protocol === 'data:' || url.protocol === 'blob:' || isLoopback(url.hostname)) return route.continue();
    if (url.hostname === 'www.paypal.com' && url.pathname.startsWith('/sdk/js')) {
      return route.fulfill({
        status: 200,
        contentType: 'application/javascript',
        body: fakePaypalSdk(opts.paypalSubscriptionId ?? 'I-NOT-SET'),
      });
    }
    return route.abort('blockedbyclient');
  });
  return context;
}

export const appUrl = (p = '/') => `${inject('appUrl')}${p}`;

/** Saves test-artifacts/screenshots/<name>-<width>.png (git-ignored). */
export async function screenshot(page: Page, name: string, fullPage = true) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  // Let transitions (toasts, dialogs) settle so the picture shows the final state.
  await page.waitForTimeout(300);
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${width}.png`), fullPage });
}

/** The text of the toast on screen (one at a time). */
export const toast = (page: Page) => page.getByTestId('toast').last();
