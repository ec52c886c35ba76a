// Chromium through playwright-core, with every request leaving loopback blocked except the PayPal SDK,
// which is answered by a small fake (support/fake-paypal-sdk.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import { ROOT } from '../../../worker/cli/wrangler';
import { shardApp } from './app';
import { CHROME_PATH, missingChromiumMessage } from './chromium';
import { fakePaypalSdk } from './fake-paypal-sdk';

export const SCREENSHOT_DIR = path.join(ROOT, 'test-artifacts/screenshots');
const FAILURE_DIR = path.join(ROOT, 'test-artifacts/failures');
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
        // No host resolves but the loopback ones (an IP address is mapped too): nothing a page asks for can leave
        // the machine. Chromium refuses the rest itself; intercepting every request in Playwright to refuse them
        // cost about 260 ms a page load (medians of 12 loads of four pages, two runs: 0.80 and 0.88 s with the
        // interception, 0.54 and 0.59 s without).
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
      ],
    });
  } catch (err) {
    throw new Error(`${missingChromiumMessage()}\n${String(err)}`);
  }
}

let ipCounter = 0;
/** A distinct client address per context keeps the per-IP rate limits of one journey away from another. */
export const nextIp = () => `10.77.${Math.floor(Math.random() * 200)}.${(++ipCounter % 250) + 1}`;

export interface ContextOptions {
  viewport?: { width: number; height: number };
  /** Serve the fake PayPal SDK, which approves this subscription id (support/fake-paypal-sdk.ts). */
  paypalSubscriptionId?: string;
}

export async function newContext(browser: Browser, opts: ContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: opts.viewport ?? DESKTOP,
    extraHTTPHeaders: { 'CF-Connecting-IP': nextIp() },
  });
  // PayPal's SDK, only for a journey through PayPal: any route makes Playwright intercept every request of the
  // context, which slows every page. Elsewhere the SDK's host does not resolve and the button says PayPal is
  // unavailable.
  if (opts.paypalSubscriptionId !== undefined) {
    const subscriptionId = opts.paypalSubscriptionId;
    await context.route('https://www.paypal.com/sdk/js**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/javascript', body: fakePaypalSdk(subscriptionId) }),
    );
  }
  await watchToasts(context);
  watch(context);
  openContexts.add(context);
  context.on('close', () => openContexts.delete(context));
  return context;
}

/**
 * Each time a toast was seen over a button (a toast never covers a primary button), as `<path>: "<button>" under
 * the toast "<toast>" at <width>px`; the journeys' `it` fails a journey that saw one on a screen of the report
 * flow, and logs the others (support/browser-test.ts).
 */
export const toastOverlaps: string[] = [];

/** The screens of the report flow: the form and its thank-you panel, and the case (its dialog on the list). */
export const REPORT_FLOW_PATHS = ['/report-problem', '/problem-management'];

/**
 * In every page: when a toast has just come (its first second fully shown), whether the point at the middle of a
 * button in view is the toast's, that is whether the toast covers what the traveller was looking at when it came.
 * (Scrolling under a toast afterwards is the traveller's doing, and they can close it.) Only visible toasts are
 * looked at, so a page without one does no work.
 */
const TOAST_WATCH = `(() => {
  const said = new Set();
  const shownAt = new WeakMap();
  const report = (button, toast) => {
    const text = (el) => (el.textContent || '').replace(/\\s+/g, ' ').trim();
    const line = location.pathname + ': "' + text(button) + '" under the toast "' + text(toast) + '" at ' + innerWidth + 'px';
    if (said.has(line)) return;
    said.add(line);
    window.__toastOverlap(line);
  };
  setInterval(() => {
    for (const toast of document.querySelectorAll('[data-testid=toast]')) {
      const t = toast.getBoundingClientRect();
      if (t.width === 0 || Number(getComputedStyle(toast).opacity) < 0.9) continue;
      // Its first second in place, at the width it came at: a journey that resizes the window for a picture moves a
      // toast that was placed for the other width, which no traveller sees.
      const key = innerWidth + ':' + Math.round(t.top) + ':' + Math.round(t.left);
      const seen = shownAt.get(toast);
      if (!seen) {
        shownAt.set(toast, { at: Date.now(), key, width: innerWidth });
        continue;
      }
      if (seen.width !== innerWidth) continue;
      if (seen.key !== key && Date.now() - seen.at < 1000) {
        shownAt.set(toast, { at: Date.now(), key, width: innerWidth });
        continue;
      }
      if (Date.now() - seen.at > 1000) continue;
      // The page's and an open dialog's own buttons: the header's navigation and a dialog's close cross are not
      // primary buttons (a phone's toast sits over the header).
      const buttons = document.querySelectorAll(
        'main button, main a.chakra-button, [role=dialog] button:not([data-part=close-trigger]), [role=dialog] a.chakra-button',
      );
      for (const button of buttons) {
        if (toast.contains(button)) continue;
        const r = button.getBoundingClientRect();
        const x = r.left + r.width / 2;
        const y = r.top + r.height / 2;
        if (r.width === 0 || x < 0 || y < 0 || x > innerWidth || y > innerHeight) continue;
        // A closed menu's items keep their boxes: only a button one can see is covered.
        if (!button.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
        const hit = document.elementFromPoint(x, y);
        if (hit && toast.contains(hit)) report(button, toast);
      }
    }
  }, 150);
})();`;

async function watchToasts(context: BrowserContext) {
  await context.exposeBinding('__toastOverlap', (_source, line: string) => void toastOverlaps.push(line));
  await context.addInitScript(TOAST_WATCH);
}

/** Every context newContext opened and nobody closed yet. */
const openContexts = new Set<BrowserContext>();

/**
 * Closes what the journeys of a file left open. The files of a shard share one Chromium (support/browser-test.ts),
 * so pages left open would otherwise keep running (and polling the app) through the shard's later files.
 */
export async function closeOpenContexts() {
  await Promise.all([...openContexts].map((c) => c.close().catch(() => {})));
  openContexts.clear();
}

/**
 * Messages a screen showed that its catalogue chunks lacked (web/src/i18n/language.ts reports each): every journey
 * fails on one (support/browser-test.ts).
 */
export const missingMessages: string[] = [];

/** What each open context saw (console, page errors, API calls with status and time), for a failed journey. */
const journals = new Map<BrowserContext, string[]>();

function watch(context: BrowserContext) {
  const started = Date.now();
  const lines: string[] = [];
  const note = (s: string) => lines.push(`+${String(Date.now() - started).padStart(6)} ms ${s}`);
  journals.set(context, lines);
  context.on('close', () => journals.delete(context));
  context.on('console', (m) => {
    note(`console.${m.type()} ${m.text()}`);
    if (m.text().startsWith('Missing message ')) missingMessages.push(m.text());
  });
  context.on('weberror', (e) => note(`page error ${e.error().message}`));
  context.on('framenavigated', (f) => {
    if (f === f.page().mainFrame()) note(`navigated ${f.url()}`);
  });
  const sent = new Map<object, number>();
  /** The page that sent `r` (none for a service worker's requests, which the app does not have). */
  const pageOf = (r: Request) => {
    try {
      return r.frame().page();
    } catch {
      return undefined;
    }
  };
  const done = (r: Request) => {
    const page = pageOf(r);
    if (!page) return;
    const left = (pending.get(page) ?? 1) - 1;
    if (left > 0) pending.set(page, left);
    else pending.delete(page);
  };
  context.on('request', (r) => {
    const page = pageOf(r);
    if (page) pending.set(page, (pending.get(page) ?? 0) + 1);
    if (new URL(r.url()).pathname.startsWith('/api/')) {
      sent.set(r, Date.now());
      note(`-> ${r.method()} ${r.url()}`);
    }
  });
  context.on('requestfinished', (r) => {
    done(r);
    const t = sent.get(r);
    if (t === undefined) return;
    // The context may close before the response is read (a test ending as its last call lands): then the
    // journal notes it instead of leaving a rejection that vitest would count as an error of the run.
    r.response().then(
      (res) => note(`<- ${res?.status() ?? '?'} ${r.method()} ${r.url()} in ${Date.now() - t} ms`),
      () => note(`<- (context closed) ${r.method()} ${r.url()}`),
    );
  });
  context.on('requestfailed', (r) => {
    done(r);
    note(`failed ${r.method()} ${r.url()}: ${r.failure()?.errorText ?? ''}`);
  });
}

/** Requests each page has sent and not yet seen answered (or failed), counted by watch(); a closed page drops out. */
const pending = new WeakMap<Page, number>();

/**
 * Until the page has no request in flight, and still none after it has drawn two more frames (what an answer
 * renders may ask for more: SWR's follow-up, a lazy chunk). Playwright's 'networkidle' instead waits for 500 ms
 * without traffic, a fixed half second on every check.
 */
export async function networkSettled(page: Page, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  const frames = () => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  for (;;) {
    while ((pending.get(page) ?? 0) > 0) {
      if (Date.now() > deadline) throw new Error(`${page.url()} still had requests in flight after ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 20));
    }
    await frames();
    if ((pending.get(page) ?? 0) === 0) return;
  }
}

/**
 * A full-page capture does not scroll, so parts drawn with `content-visibility: auto` (the directory's
 * cards) would come out blank below the first screen; for the picture they are drawn as a user who scrolls
 * sees them.
 */
const FULL_PAGE_STYLE = '* { content-visibility: visible !important; }';

/**
 * Keeps what a failed journey left on screen: a screenshot of every open page and the journal of its
 * context, in test-artifacts/failures/ (uploaded with the other artifacts by CI).
 */
export async function captureFailure(testName: string) {
  if (journals.size === 0) return;
  mkdirSync(FAILURE_DIR, { recursive: true });
  const base = testName.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
  let i = 0;
  for (const [context, lines] of journals) {
    for (const page of context.pages()) {
      const name = `${base}-${++i}`;
      await page
        .screenshot({
          path: path.join(FAILURE_DIR, `${name}.png`),
          fullPage: true,
          style: FULL_PAGE_STYLE,
          timeout: 5000,
        })
        .catch(() => {});
      writeFileSync(path.join(FAILURE_DIR, `${name}.txt`), `${page.url()}\n${lines.join('\n')}\n`);
    }
    // A failed journey leaves its context open; the next failure should not report it again.
    journals.delete(context);
  }
}

/**
 * For the journeys' own GETs through a context's request API: the app's server (workerd) closes a kept-alive
 * connection that sat idle, and a request that reuses it just then fails with ECONNRESET before it reached the
 * app. Playwright retries only that error, and only a GET is sent again, which changes nothing.
 */
export const RETRY_RESET = { maxRetries: 1 } as const;

export const appUrl = (p = '/') => `${shardApp().appUrl}${p}`;

/**
 * Until what moves on the page has stopped: the frame after the last change is drawn, the web fonts are in, and
 * every animation and transition that ends (a toast's entry, a dialog's) has finished. Endless ones (a spinner)
 * are left running.
 */
export async function animationsDone(page: Page, timeoutMs = 10_000) {
  const settled = await page.evaluate(async (timeout) => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const deadline = Date.now() + timeout;
    await frame();
    await document.fonts.ready;
    while (Date.now() < deadline) {
      const moving = document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);
      if (moving.length === 0) return true;
      await Promise.race([
        Promise.all(moving.map((a) => a.finished.catch(() => undefined))),
        new Promise((r) => setTimeout(r, Math.max(0, deadline - Date.now()))),
      ]);
      // An animation that ends may start the next (a dialog's backdrop, then its content).
      await frame();
    }
    return false;
  }, timeoutMs);
  if (!settled) throw new Error(`Animations on ${page.url()} were still running after ${timeoutMs} ms`);
}

/**
 * Whether the journeys save their pictures: `npm run screenshots` (`SCREENSHOTS=1 npm run test:browser`), for a
 * reader checking a screen by eye. The gate takes none: no test reads them, and the ~130 full-page captures cost
 * about 0.4 s each.
 */
export const SCREENSHOTS = Boolean(process.env.SCREENSHOTS);

/**
 * Saves test-artifacts/screenshots/<name>-<width>.png (git-ignored) when SCREENSHOTS is set. Either way it waits
 * until the page has stopped moving, so a journey runs the same steps with and without pictures.
 */
export async function screenshot(page: Page, name: string, fullPage = true) {
  // Transitions (toasts, dialogs) finish first, so the picture shows the final state.
  await animationsDone(page);
  if (!SCREENSHOTS) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${width}.png`), fullPage, style: FULL_PAGE_STYLE });
}

/** The text of the toast on screen (one at a time). */
export const toast = (page: Page) => page.getByTestId('toast').last();
