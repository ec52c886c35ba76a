// First-load JavaScript per route and the cache headers of what is served, measured in a real Chromium:
// every same-origin script a first visit downloads (entry, modulepreloads, the page's chunk, anything the
// page imports on start) until the network is idle, gzipped at level 9 like `npm run size`. Measured in
// the browser rather than read from the Vite manifest so prerendering, preloads, lazy chunks and moved
// route tables are all counted as a visitor gets them, with no chunk or module name known here.
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { LANG_COOKIE, languagePrefix, LANGUAGES, type Language } from '../worker/contracts/languages';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROME_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The routes the first-load budgets cover, and the one more Lighthouse audits; guarded ones need a subscriber. */
const ENGLISH_ROUTES = [
  { path: '/', signedIn: false },
  { path: '/auth', signedIn: false },
  { path: '/airline-problems', signedIn: false },
  { path: '/directory', signedIn: true },
  { path: '/report-problem', signedIn: true },
  { path: '/payment-methods', signedIn: true },
  // A shared link opened signed out: the Worker answers with a 302 to /auth?next=, so this is /auth's load.
  { path: '/directory', signedIn: false, lands: '/auth' },
] as const;

/** A route's path in a language: /es/ for the Spanish home page, /es/auth for its sign-in. */
const inLanguage = (lang: Language, path: string) => {
  const prefix = languagePrefix(lang);
  return prefix && path === '/' ? `${prefix}/` : `${prefix}${path}`;
};

/**
 * Every route in every language (docs/api.md#languages): a language's pages load its own catalogue chunk, so the
 * budgets hold in each.
 */
export const ROUTES = LANGUAGES.flatMap((lang) =>
  ENGLISH_ROUTES.map((r) => ({
    ...r,
    lang,
    path: inLanguage(lang, r.path),
    ...('lands' in r ? { lands: inLanguage(lang, r.lands) } : {}),
  })),
);

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export async function launchChromium(): Promise<Browser> {
  try {
    return await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
  } catch (err) {
    throw new Error(
      `Chromium did not start from ${CHROME_PATH} (apt-get install -y --no-install-recommends chromium, or set CHROME_PATH): ${String(err)}`,
    );
  }
}

const isLoopback = (host: string) => host === '127.0.0.1' || host === 'localhost';

async function context(browser: Browser, state?: StorageState) {
  const ctx = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    ...(state ? { storageState: state } : {}),
  });
  // Nothing leaves the machine (the PayPal SDK, were it configured, is not part of our first load).
  await ctx.route('**/*', (route) => {
    const url = new URL(route.request().url());
    return url.protocol === 'data:' || url.protocol === 'blob:' || isLoopback(url.hostname)
      ? route.continue()
      : route.abort('blockedbyclient');
  });
  return ctx;
}

/** A subscriber signed in through the API the way the SPA signs in (register, then the free trial). */
export async function subscriberState(browser: Browser, origin: string): Promise<StorageState> {
  const ctx = await context(browser);
  try {
    const headers = { Origin: origin, 'CF-Connecting-IP': '10.3.0.1' };
    const reg = await ctx.request.post(`${origin}/api/register`, {
      headers,
      data: { username: 'lighthouse@airdesk.test', password: 'bench password 1' },
    });
    if (reg.status() !== 201) throw new Error(`register: ${reg.status()} ${await reg.text()}`);
    const trial = await ctx.request.post(`${origin}/api/subscription`, { headers, data: { orderId: 'free-trial' } });
    if (trial.status() !== 200) throw new Error(`trial: ${trial.status()} ${await trial.text()}`);
    return await ctx.storageState();
  } finally {
    await ctx.close();
  }
}

export interface RouteLoad {
  path: string;
  signedIn: boolean;
  /** Gzipped bytes of every same-origin script downloaded. */
  bytes: number;
  scripts: number;
  /** Where the visit ended (a guard that redirects would show here). */
  landed: string;
  /** Where it should end: the path itself, or /auth for a signed-out visit to a subscriber page. */
  expected: string;
}

export interface FirstLoad {
  routes: RouteLoad[];
  /** Each distinct Cache-Control of hashed /assets/*.js as served, with how many scripts carried it. */
  assetCacheControl: Record<string, number>;
  /** Cache-Control of the HTML document of / as served. */
  htmlCacheControl: string;
}

/**
 * Waits until the page has stopped loading: nothing in flight, nothing new for 2 s, and the main thread
 * idle. On a busy machine the entry can run for longer than the 500 ms of Playwright's "networkidle" before
 * it asks for the user and then the page's chunk, so network idle alone would stop too early.
 */
function settle(page: Page) {
  let inflight = 0;
  let last = Date.now();
  const busy = () => {
    inflight++;
    last = Date.now();
  };
  const done = () => {
    inflight--;
    last = Date.now();
  };
  page.on('request', busy);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async () => {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      await page.evaluate(
        () => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 10_000 })),
      );
      if (inflight <= 0 && Date.now() - last >= 2000) return;
      await page.waitForTimeout(250);
    }
  };
}

export async function measureFirstLoad(browser: Browser, origin: string, state: StorageState): Promise<FirstLoad> {
  const routes: RouteLoad[] = [];
  const assetCacheControl: Record<string, number> = {};
  let htmlCacheControl = '';
  for (const route of ROUTES) {
    const ctx = await context(browser, route.signedIn ? state : undefined);
    try {
      // The visitor chose the route's language (the lang cookie): without it, a signed-in visitor's pages move to
      // the account's language (English here), a navigation in the middle of the measurement.
      await ctx.addCookies([{ name: LANG_COOKIE, value: route.lang, url: origin }]);
      const page = await ctx.newPage();
      const bodies: Promise<number>[] = [];
      page.on('response', (res) => {
        const url = new URL(res.url());
        if (url.origin !== origin) return;
        const type = res.headers()['content-type'] ?? '';
        if (res.request().resourceType() === 'document' && route.path === '/')
          htmlCacheControl = res.headers()['cache-control'] ?? '(none)';
        if (!/javascript/.test(type) && !url.pathname.endsWith('.js')) return;
        if (route.path === '/' && url.pathname.startsWith('/assets/')) {
          const cc = res.headers()['cache-control'] ?? '(none)';
          assetCacheControl[cc] = (assetCacheControl[cc] ?? 0) + 1;
        }
        bodies.push(
          res
            .body()
            .then((b) => gzipSync(b, { level: 9 }).length)
            .catch(() => 0),
        );
      });
      const settled = settle(page);
      await page.goto(`${origin}${route.path}`, { waitUntil: 'load', timeout: 60_000 });
      await settled();
      const sizes = await Promise.all(bodies);
      routes.push({
        path: route.path,
        signedIn: route.signedIn,
        bytes: sizes.reduce((a, b) => a + b, 0),
        scripts: sizes.length,
        landed: new URL(page.url()).pathname,
        expected: route.lands ?? route.path,
      });
    } finally {
      await ctx.close();
    }
  }
  return { routes, assetCacheControl, htmlCacheControl };
}
