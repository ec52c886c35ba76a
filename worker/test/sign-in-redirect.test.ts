// A signed-out visit to a page that needs an account is a 302 to /auth?next=<where it was going>, answered by
// the Worker before the SPA's assets; a valid session gets the page; /auth drops a `next` that leaves the site.
import { env } from 'cloudflare:workers';
import { configOf } from '../config';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signSession } from '../auth/session-token';
import { safeNextPath, SIGNED_IN_PAGES } from '../contracts';
import { call, register } from './support';

/** The built SPA stands in as the assets binding: what a request that is not redirected gets. */
const ASSETS = { fetch: () => Promise.resolve(new Response('<!doctype html><title>the page</title>')) };
const page = (path: string, cookie?: string) => call(path, { env: { ASSETS } as never, ...(cookie ? { cookie } : {}) });

async function kidOf(secret: string) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(secret));
  return 'k' + [...new Uint8Array(digest).slice(0, 4)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** A token signed with the server's key whose lifetime ended an hour ago. */
async function expiredToken(userId: number) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ tv: 0, rm: false })
    .setProtectedHeader({ alg: 'HS256', kid: await kidOf(env.JWT_SECRET), typ: 'JWT' })
    .setSubject(String(userId))
    .setIssuedAt(now - 2 * 3600)
    .setExpirationTime(now - 3600)
    .sign(new TextEncoder().encode(env.JWT_SECRET));
}

const location = (res: Response) => res.headers.get('Location');

describe('a signed-out visit to a page that needs an account', () => {
  it('is sent to /auth with the page and its query as next, for every such page, before any asset', async () => {
    for (const path of SIGNED_IN_PAGES) {
      const res = await page(path);
      expect(res.status, path).toBe(302);
      expect(location(res), path).toBe(`/auth?next=${encodeURIComponent(path)}`);
      expect(res.headers.get('Cache-Control'), path).toBe('no-store');
      expect(await res.text(), path).not.toContain('the page');
    }
    const shared = await page('/directory?query=lufthansa&filters=email,phone');
    expect(location(shared)).toBe(`/auth?next=${encodeURIComponent('/directory?query=lufthansa&filters=email,phone')}`);
    expect(location(await page('/directory/'))).toBe(`/auth?next=${encodeURIComponent('/directory/')}`);
    // A HEAD is answered the same way; a POST to a page is not a visit.
    expect((await call('/directory', { method: 'HEAD', env: { ASSETS } as never })).status).toBe(302);
  });

  it('gets the page with a valid session cookie', async () => {
    const u = await register();
    const res = await page('/directory?query=x', u.cookie);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('the page');
    expect((await page('/admin', `session=${await signSession(configOf(env), u.user.id, 0, true)}`)).status).toBe(200);
  });

  it('is redirected with an expired, forged or foreign cookie, which is cleared with its companion', async () => {
    const u = await register();
    const expired = await page(
      '/report-problem?airline=3',
      `session=${await expiredToken(u.user.id)}; airdesk_signed_in=1`,
    );
    expect(expired.status).toBe(302);
    expect(location(expired)).toBe(`/auth?next=${encodeURIComponent('/report-problem?airline=3')}`);
    const cleared = expired.headers.getSetCookie().join('\n');
    expect(cleared).toMatch(/(^|\n)session=;/);
    expect(cleared).toMatch(/(^|\n)airdesk_signed_in=;/);

    const [head, body] = u.cookie.replace(/^session=/, '').split('.');
    for (const cookie of [`session=${head}.${body}.AAAA`, 'session=not-a-jwt', 'airdesk_signed_in=1']) {
      const res = await page('/directory', cookie);
      expect(res.status, cookie).toBe(302);
      expect(location(res), cookie).toBe('/auth?next=%2Fdirectory');
    }
  });

  it('leaves public pages, /auth and the API alone', async () => {
    for (const path of ['/', '/auth', '/auth?tab=register', '/how-it-works', '/problem-management?report=4', '/faq']) {
      expect((await page(path)).status, path).toBe(200);
    }
    expect((await call('/api/problems')).status).toBe(401);
  });
});

describe('the page after signing in (next)', () => {
  it('keeps a path of this site on /auth', async () => {
    for (const next of ['/directory', '/directory?query=a%20b&filters=email', '/problem-management?report=12']) {
      const res = await page(`/auth?next=${encodeURIComponent(next)}`);
      expect(res.status, next).toBe(200);
    }
  });

  it('drops a next that leads to another site, keeping the rest of the query', async () => {
    const attempts = [
      'https://evil.example/directory',
      '//evil.example/directory',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      '/\r\nSet-Cookie:x=1',
      ' /directory',
      'directory',
      '/auth?next=//evil.example',
      `/${'a'.repeat(2100)}`,
    ];
    for (const next of attempts) {
      const res = await page(`/auth?tab=register&next=${encodeURIComponent(next)}`);
      expect(res.status, next).toBe(302);
      expect(location(res), next).toBe('/auth?tab=register');
    }
    // The raw, unencoded forms too.
    expect(location(await page('/auth?next=//evil.example'))).toBe('/auth');
    expect(location(await page('/auth?next=https://evil.example'))).toBe('/auth');
  });

  it('is decided by one rule the SPA shares (safeNextPath)', () => {
    expect(safeNextPath('/directory?query=x#top')).toBe('/directory?query=x#top');
    expect(safeNextPath('/a/../directory')).toBe('/directory');
    for (const bad of ['//x.example', '/\\x.example', 'https://x.example', '/auth', '/auth?next=/x', '', null])
      expect(safeNextPath(bad), String(bad)).toBeNull();
  });
});
