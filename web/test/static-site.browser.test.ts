// The built static site as the Worker serves it (wrangler dev over web/dist): the prerendered public pages,
// a file per route preloading its chunks, the headers of every static answer (equal to web/dist/_headers,
// which the Pages deployment applies), and a signed-out first visit that asks no API for a user.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import PO from 'pofile';
import { LANGUAGES } from '../../worker/contracts/languages';
import { ROBOTS_TXT } from '../../worker/lib/robots';
import { SECURITY_HEADERS } from '../../worker/middleware/security-headers';
import { HASHED_ASSET_CACHE, headersFile, PAGE_CACHE } from '../../worker/middleware/static-headers';
import { htmlFileFor } from '../scripts/prerender';
import { needsSignIn, PAGES } from '../src/app/pages';
import { SIGNED_IN_PAGES } from '../../worker/contracts';
import { createAccount, PASSWORD, uniqueEmail } from './support/accounts';
import { appUrl, DESKTOP, launch, MOBILE, newContext, nextIp, screenshot } from './support/browser';
import { loginThroughApi, postponePaymentPrompt, signedIn } from './support/journey';

const DIST = path.resolve(import.meta.dirname, '../dist');
const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  { file: string; isEntry?: boolean }
>;
const entryFile = Object.values(manifest).find((c) => c.isEntry)!.file;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const get = (p: string) => fetch(appUrl(p), { redirect: 'manual' });

function expectSecurityHeaders(res: Response, what: string) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (name === 'Referrer-Policy' && what.startsWith('/reset-password')) continue;
    expect(res.headers.get(name), `${name} on ${what}`).toBe(value);
  }
}

describe('the built static site', () => {
  it('writes _headers from the one source the Worker uses, and a real robots.txt', () => {
    expect(readFileSync(path.join(DIST, '_headers'), 'utf8')).toBe(headersFile());
    expect(readFileSync(path.join(DIST, 'robots.txt'), 'utf8')).toBe(ROBOTS_TXT);
  });

  it("writes each language's prerendered pages in that language, their own texts too (not only the shell's)", () => {
    // The page's heading is in its page's catalogue chunk, which the browser loads with the page: the build writes
    // the page with the whole catalogue, so the HTML carries the translation, never a message id.
    const headings = { 'faq.html': 'Frequently Asked Questions', 'how-it-works.html': 'How AirDesk Works' };
    for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
      const po = PO.parse(readFileSync(path.join(import.meta.dirname, `../src/locales/${lang}/messages.po`), 'utf8'));
      for (const [file, msgid] of Object.entries(headings)) {
        const html = readFileSync(path.join(DIST, lang, file), 'utf8');
        const h1 = /<h1[^>]*>([^<]*)</.exec(html)?.[1];
        expect(h1, `${lang}/${file}`).toBe(po.items.find((i) => i.msgid === msgid)!.msgstr[0]);
      }
    }
  });

  it('has in its theme every color the built app names (theme/system.ts leaves unused palettes and shades out)', () => {
    const themeCss = readFileSync(path.join(DIST, 'index.html'), 'utf8');
    const code = readdirSync(path.join(DIST, 'assets'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(path.join(DIST, 'assets', f), 'utf8'))
      .join('\n');
    const palettes = new Set([...code.matchAll(/colorPalette:["'`]([a-z]+)["'`]/g)].map((m) => m[1]!));
    const shades = new Set(
      [...code.matchAll(/["'`]([a-z]+|whiteAlpha|blackAlpha)\.(50|[1-9]00|950)["'`]/g)].map(
        (m) => `${m[1]!.replace(/[A-Z]/, (c) => `-${c.toLowerCase()}`)}-${m[2]}`,
      ),
    );
    // A shade named through the palette a component is given (colorPalette.400) must be in every palette.
    const paletteShades = new Set([...code.matchAll(/["'`]colorPalette\.(50|[1-9]00|950)["'`]/g)].map((m) => m[1]!));
    expect(palettes.size, 'palettes found in the built code').toBeGreaterThan(3);
    expect(shades.size, 'shades found in the built code').toBeGreaterThan(10);
    for (const palette of palettes) expect(themeCss, palette).toContain(`--chakra-colors-${palette}-solid:`);
    for (const shade of shades) expect(themeCss, shade).toContain(`--chakra-colors-${shade}:`);
    for (const palette of palettes)
      for (const shade of paletteShades)
        expect(themeCss, `${palette}.${shade}`).toContain(`--chakra-colors-${palette}-${shade}:`);
  });

  it('serves each prerendered page as HTML with its content, no-cache and the security headers, and no inline script', async () => {
    for (const page of PAGES.filter((p) => p.prerender)) {
      const res = await get(page.path);
      expect(res.status, page.path).toBe(200);
      expect(res.headers.get('Cache-Control'), page.path).toBe(PAGE_CACHE);
      expectSecurityHeaders(res, page.path);
      const html = await res.text();
      expect(html).toContain(`<title>AirDesk – ${page.title.message}</title>`);
      expect(html).toMatch(/<div id="root"><[a-z]/);
      expect(html).toContain('<h1');
      expect(html).toContain('<style data-emotion="css-prerendered ');
      // The boot script is the only script (nothing the CSP would have to allow inline) and no module is
      // preloaded by the HTML itself: the boot script preloads the entry's modules and the page's own after
      // the first paint (src/boot.ts), then imports the entry.
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts, page.path).toHaveLength(1);
      const [, boot, app, preload] =
        /^<script type="module" crossorigin src="\/(assets\/boot-[\w-]+\.js)" data-app="\/([^"]+)" data-preload="([^"]+)">$/.exec(
          scripts.join(''),
        ) ?? [];
      expect(app, page.path).toBe(entryFile);
      expect(existsSync(path.join(DIST, boot!)), boot).toBe(true);
      expect(preload!.split(' '), page.path).toEqual(
        expect.arrayContaining([`/${entryFile}`, `/${manifest[page.source]!.file}`]),
      );
      expect(html, page.path).not.toContain('rel="modulepreload"');
    }
  });

  it('serves every other route its own shell that preloads the route chunk (a guarded one with its session check), and 404.html with a 404 for an unknown path', async () => {
    // The Worker sends a signed-out visitor of exactly the pages the SPA guards to /auth (contracts/sign-in.ts).
    expect([...SIGNED_IN_PAGES].sort()).toEqual(
      PAGES.filter((p) => needsSignIn(p.access))
        .map((p) => p.path)
        .sort(),
    );
    const login = await fetch(appUrl('/api/login'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': nextIp() },
      body: JSON.stringify({ username: (await createAccount()).username, password: PASSWORD }),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    for (const page of PAGES.filter((p) => !p.prerender)) {
      const guarded = needsSignIn(page.access);
      if (guarded) {
        const signedOut = await get(page.path);
        expect(signedOut.status, page.path).toBe(302);
        expect(signedOut.headers.get('Location'), page.path).toBe(`/auth?next=${encodeURIComponent(page.path)}`);
      }
      const res = await fetch(appUrl(page.path), { redirect: 'manual', headers: guarded ? { Cookie: cookie } : {} });
      expect(res.status, page.path).toBe(200);
      expect(res.headers.get('Cache-Control'), page.path).toBe(PAGE_CACHE);
      const html = await res.text();
      const chunk = `/${manifest[page.source]!.file}`;
      if (guarded) {
        // A guarded page paints what a signed-in visitor sees first.
        expect(html, page.path).toMatch(/<div id="root" data-session-check><[a-z]/);
        expect(html, page.path).toContain('Checking your session…');
        // A page with a fixed heading paints it above the check (app/pages.ts `intro`).
        if (page.intro) {
          const title = page.intro.title;
          expect(html, page.path).toMatch(
            new RegExp(`<h1[^>]*>${typeof title === 'string' ? title : title.message}</h1>`),
          );
        }
      } else {
        expect(html, page.path).toContain('<div id="root"></div>');
      }
      expect(html, page.path).toContain(`<script type="module" crossorigin src="/${entryFile}"></script>`);
      expect(html, page.path).toContain(`<link rel="modulepreload" crossorigin href="${chunk}">`);
      expect(html).toBe(readFileSync(path.join(DIST, htmlFileFor(page.path)), 'utf8'));
    }
    const missing = await get('/no-such-page');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe(readFileSync(path.join(DIST, '404.html'), 'utf8'));
  });

  it('caches hashed assets for a year, keeps the reset page out of Referer headers, and answers robots.txt', async () => {
    const asset = await get(`/${entryFile}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('Cache-Control')).toBe(HASHED_ASSET_CACHE);
    const bootFile = /src="\/(assets\/boot-[\w-]+\.js)"/.exec(readFileSync(path.join(DIST, 'index.html'), 'utf8'))![1]!;
    const boot = await get(`/${bootFile}`);
    expect(boot.status).toBe(200);
    expect(boot.headers.get('Cache-Control')).toBe(HASHED_ASSET_CACHE);
    expectSecurityHeaders(asset, entryFile);
    const reset = await get('/reset-password?token=abc');
    expect(reset.headers.get('Referrer-Policy')).toBe('no-referrer');
    expectSecurityHeaders(reset, '/reset-password');
    const robots = await get('/robots.txt');
    expect(await robots.text()).toBe(ROBOTS_TXT);
    expectSecurityHeaders(robots, '/robots.txt');
  });
});

describe('a first visit', () => {
  it('paints the prerendered page, hydrates it without an error, and asks no API for a signed-out user', async () => {
    for (const viewport of [DESKTOP, MOBILE]) {
      for (const p of ['/', '/auth']) {
        const context = await newContext(browser, { viewport });
        // Every <style> element taken out of the page, moved ones included (a move is a removal, then an
        // insertion): the browser restyles the whole page for each one that holds rules.
        await context.addInitScript(() => {
          const removed: string[] = [];
          Object.assign(window, { removedStyles: removed });
          new MutationObserver((records) => {
            for (const r of records)
              for (const node of r.removedNodes)
                if (node instanceof HTMLStyleElement)
                  removed.push(
                    `${node.dataset.emotion ?? node.outerHTML.slice(0, 60)} (${node.textContent?.length} chars)`,
                  );
          }).observe(document, { childList: true, subtree: true });
        });
        const page = await context.newPage();
        const problems: string[] = [];
        page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
        page.on('pageerror', (e) => problems.push(e.message));
        const userCalls: string[] = [];
        page.on('request', (r) => r.url().endsWith('/api/user') && userCalls.push(r.url()));
        await page.goto(appUrl(p), { waitUntil: 'networkidle' });
        // React took over the prerendered root (hydrateRoot marks its container).
        expect(
          await page.evaluate(() =>
            Object.keys(document.getElementById('root')!).some((k) => k.startsWith('__reactContainer')),
          ),
        ).toBe(true);
        await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
        // The app wrote none of the prerendered styles again and left every rule where it is: the only tags
        // moved are the two empty ones that name <ChakraProvider>'s <Global>s (its layer order; reset, globals
        // and tokens), which emotion takes over by moving them to the end of <head>; and one definition of a
        // token across every style sheet (two would mean the theme twice).
        // The Globals take their tags over in hydration's commit, which on a loaded host can come after the load
        // settles: wait until two tags have moved, then require that those two, and nothing else, did.
        const removedStyles = () =>
          page.evaluate(() => (window as unknown as { removedStyles: string[] }).removedStyles);
        await expect.poll(async () => (await removedStyles()).length).toBeGreaterThanOrEqual(2);
        expect(await removedStyles(), p).toEqual(['css-global (0 chars)', 'css-global (0 chars)']);
        expect(
          await page.evaluate(
            () =>
              [...document.styleSheets]
                .flatMap((sheet) => [...sheet.cssRules].map((r) => r.cssText))
                .join('\n')
                .match(/--chakra-colors-brand-500:/g)?.length,
          ),
          p,
        ).toBe(1);
        expect(problems, `${p} at ${viewport.width}`).toEqual([]);
        expect(userCalls, p).toEqual([]);
        // The page was on screen before the app's first module was requested.
        const [firstPaint, entryRequested] = await page.evaluate(
          (entry) => [
            performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
            performance.getEntriesByType('resource').find((r) => r.name.endsWith(entry))?.startTime,
          ],
          entryFile,
        );
        expect(firstPaint, p).toBeGreaterThan(0);
        expect(entryRequested, p).toBeGreaterThanOrEqual(firstPaint!);
        await screenshot(page, `prerendered${p === '/' ? '-home' : p.replace('/', '-')}`);
        await context.close();
      }
    }
  });

  it('a subscriber opening a guarded page gets the page rendered over its session check', async () => {
    const { context, page } = await signedIn(browser, { tag: 'session-check' });
    const problems: string[] = [];
    page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto(appUrl('/directory'), { waitUntil: 'networkidle' });
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await expect.poll(() => page.getByText('Checking your session…').count()).toBe(0);
    expect(await page.getByTestId('welcome').count()).toBe(1);
    expect(await page.locator('#root > fieldset').count(), 'the session check was replaced, not kept').toBe(1);
    const tokenDefinitions = await page.evaluate(
      () =>
        [...document.styleSheets]
          .flatMap((sheet) => [...sheet.cssRules].map((r) => r.cssText))
          .join('\n')
          .match(/--chakra-colors-brand-500:/g)?.length,
    );
    expect(tokenDefinitions).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a signed-in visitor to a prerendered page gets the signed-in header after hydration', async () => {
    const email = uniqueEmail('hydrate');
    await createAccount(email);
    const context = await newContext(browser);
    await postponePaymentPrompt(context);
    await loginThroughApi(context, email, PASSWORD);
    expect(
      (await context.cookies()).some((c) => c.name === 'airdesk_signed_in' && c.value === '1' && !c.httpOnly),
    ).toBe(true);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto(appUrl('/faq'));
    await expect.poll(() => page.getByTestId('welcome').textContent()).toContain(email);
    expect(problems).toEqual([]);
    await context.close();
  });
});
