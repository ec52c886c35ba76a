// The pages in the visitor's language (docs/api.md#languages): an English page sends a visitor whose lang
// cookie, or (first visit, signed out) whose browser, prefers another supported language to that language's
// page; prefixed pages are never redirected; the sign-in redirect keeps the prefix.
import { describe, expect, it } from 'vitest';
import { call, register } from './support';

const ASSETS = { fetch: () => Promise.resolve(new Response('<!doctype html><title>the page</title>')) };
const page = (path: string, headers: Record<string, string> = {}, cookie?: string) =>
  call(path, { env: { ASSETS } as never, headers, ...(cookie ? { cookie } : {}) });
const location = (res: Response) => res.headers.get('Location');

describe('the language of the pages', () => {
  it('sends a first visit whose browser prefers a supported language to that language, query kept', async () => {
    const home = await page('/', { 'Accept-Language': 'de-DE,de;q=0.9,en;q=0.8' });
    expect(home.status).toBe(302);
    expect(location(home)).toBe('/de/');
    expect(home.headers.get('Cache-Control')).toBe('no-store');
    expect(location(await page('/rights?from=FRA', { 'Accept-Language': 'pt-BR' }))).toBe('/pt-BR/rights?from=FRA');
    // Portugal's Portuguese gets the Brazilian pages; q-values decide, not the order.
    expect(location(await page('/auth', { 'Accept-Language': 'pt-PT' }))).toBe('/pt-BR/auth');
    expect(location(await page('/', { 'Accept-Language': 'en;q=0.5, it;q=0.9' }))).toBe('/it/');
  });

  it('keeps English for English, unsupported or absent preferences, and says the answer varies', async () => {
    for (const accept of ['en-GB,en;q=0.9,fr;q=0.8', 'ja,zh;q=0.8', '', '*', 'fr;q=0']) {
      const res = await page('/', accept ? { 'Accept-Language': accept } : {});
      expect(res.status, accept).toBe(200);
      expect(await res.text(), accept).toContain('the page');
      expect(res.headers.get('Vary'), accept).toContain('Accept-Language');
    }
  });

  it('follows the lang cookie over the browser, and an English cookie stops the redirect', async () => {
    expect(location(await page('/how-it-works', { 'Accept-Language': 'de' }, 'lang=es'))).toBe('/es/how-it-works');
    expect((await page('/', { 'Accept-Language': 'de' }, 'lang=en')).status).toBe(200);
    // A cookie naming no supported language is not a choice, and not a first visit either.
    expect((await page('/', { 'Accept-Language': 'de' }, 'lang=xx')).status).toBe(200);
  });

  it('never redirects a prefixed page, a file or the API: no loop', async () => {
    expect((await page('/es/', { 'Accept-Language': 'de' }, 'lang=fr')).status).toBe(200);
    expect((await page('/fr/auth', { 'Accept-Language': 'de' })).status).toBe(200);
    expect((await page('/favicon.svg', { 'Accept-Language': 'de' })).status).toBe(200);
    expect((await page('/api/config', { 'Accept-Language': 'de' })).status).not.toBe(302);
  });

  it('leaves a signed-in visitor without the cookie on the page: the account language decides in the SPA', async () => {
    const u = await register();
    expect((await page('/', { 'Accept-Language': 'de' }, u.cookie)).status).toBe(200);
  });

  it('sends a signed-out visit to a prefixed page that needs an account to the same language sign-in', async () => {
    const res = await page('/es/directory?query=iberia');
    expect(res.status).toBe(302);
    expect(location(res)).toBe(`/es/auth?next=${encodeURIComponent('/directory?query=iberia')}`);
    const unsafe = await page(`/fr/auth?next=${encodeURIComponent('https://elsewhere.example')}`);
    expect(location(unsafe)).toBe('/fr/auth');
  });
});
