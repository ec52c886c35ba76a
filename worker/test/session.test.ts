// docs/decisions.md#sessions: every malformed, foreign or stale token is refused.
import { env } from 'cloudflare:workers';
import { configOf } from '../config';
import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { hashPassword, PBKDF2_ITERATIONS, verifyPassword } from '../auth/password';
import { signSession } from '../auth/session-token';
import { call, json, register, sessionCookie, uniqueEmail, userRow } from './support';

const key = new TextEncoder().encode(env.JWT_SECRET);
const cookieOf = (token: string) => `session=${token}`;

async function kidOf(secret: string) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(secret));
  return 'k' + [...new Uint8Array(digest).slice(0, 4)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

describe('session tokens', () => {
  it('accepts a token the server signed', async () => {
    const u = await register();
    expect(
      (await call('/api/user', { cookie: cookieOf(await signSession(configOf(env), u.user.id, 0, false)) })).status,
    ).toBe(200);
  });

  it('refuses alg "none"', async () => {
    const u = await register();
    const token = new UnsecuredJWT({ tv: 0 })
      .setSubject(String(u.user.id))
      .setIssuedAt()
      .setExpirationTime('1h')
      .encode();
    expect((await call('/api/user', { cookie: cookieOf(token) })).status).toBe(401);
  });

  it('refuses another algorithm even with the right secret (HS512)', async () => {
    const u = await register();
    const token = await new SignJWT({ tv: 0 })
      .setProtectedHeader({ alg: 'HS512', kid: await kidOf(env.JWT_SECRET) })
      .setSubject(String(u.user.id))
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(env.JWT_SECRET.repeat(3)));
    expect((await call('/api/user', { cookie: cookieOf(token) })).status).toBe(401);
  });

  it('refuses a token without exp', async () => {
    const u = await register();
    const token = await new SignJWT({ tv: 0 })
      .setProtectedHeader({ alg: 'HS256', kid: await kidOf(env.JWT_SECRET) })
      .setSubject(String(u.user.id))
      .setIssuedAt()
      .sign(key);
    expect((await call('/api/user', { cookie: cookieOf(token) })).status).toBe(401);
  });

  it('refuses an expired token', async () => {
    const u = await register();
    const past = Math.floor(Date.now() / 1000) - 7200;
    const token = await new SignJWT({ tv: 0 })
      .setProtectedHeader({ alg: 'HS256', kid: await kidOf(env.JWT_SECRET) })
      .setSubject(String(u.user.id))
      .setIssuedAt(past)
      .setExpirationTime(past + 60)
      .sign(key);
    expect((await call('/api/user', { cookie: cookieOf(token) })).status).toBe(401);
  });

  it('refuses a tampered token (subject changed to another user)', async () => {
    const a = await register();
    const b = await register();
    const [h, p, s] = a.cookie.slice('session='.length).split('.');
    const payload = JSON.parse(atob(p!.replace(/-/g, '+').replace(/_/g, '/')));
    payload.sub = String(b.user.id);
    const forged = `${h}.${btoa(JSON.stringify(payload)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.${s}`;
    expect((await call('/api/user', { cookie: cookieOf(forged) })).status).toBe(401);
  });

  it('refuses a token signed with another secret', async () => {
    const u = await register();
    const token = await new SignJWT({ tv: 0 })
      .setProtectedHeader({ alg: 'HS256', kid: await kidOf('other') })
      .setSubject(String(u.user.id))
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('other'));
    expect((await call('/api/user', { cookie: cookieOf(token) })).status).toBe(401);
  });

  it('refuses a token whose version is no longer the user’s (after logout)', async () => {
    const u = await register();
    await call('/api/logout', { method: 'POST', cookie: u.cookie });
    expect(
      (await call('/api/user', { cookie: cookieOf(await signSession(configOf(env), u.user.id, 0, false)) })).status,
    ).toBe(401);
  });

  it('changes nothing when a refused token is used on a state-changing call', async () => {
    const u = await register();
    const past = Math.floor(Date.now() / 1000) - 7200;
    const kid = await kidOf(env.JWT_SECRET);
    const tokens = [
      new UnsecuredJWT({ tv: 0 }).setSubject(String(u.user.id)).setIssuedAt().setExpirationTime('1h').encode(),
      await new SignJWT({ tv: 0 })
        .setProtectedHeader({ alg: 'HS512', kid })
        .setSubject(String(u.user.id))
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(env.JWT_SECRET.repeat(3))),
      await new SignJWT({ tv: 0 })
        .setProtectedHeader({ alg: 'HS256', kid })
        .setSubject(String(u.user.id))
        .setIssuedAt()
        .sign(key),
      await new SignJWT({ tv: 0 })
        .setProtectedHeader({ alg: 'HS256', kid })
        .setSubject(String(u.user.id))
        .setIssuedAt(past)
        .setExpirationTime(past + 60)
        .sign(key),
      // Tampered: the first signature character changed (it carries 6 significant bits).
      u.cookie
        .slice('session='.length)
        .replace(/\.([^.])([^.]*)$/, (_m, first: string, rest: string) => `.${first === 'A' ? 'B' : 'A'}${rest}`),
    ];
    for (const token of tokens) {
      const res = await call('/api/subscription', { body: { orderId: 'free-trial' }, cookie: cookieOf(token) });
      expect(res.status).toBe(401);
      expect(await json(res)).toEqual({ message: 'Please log in to continue.' });
    }
    expect(await userRow(u.email)).toMatchObject({ subscription_status: 'none', trial_used: 0, token_version: 0 });
  });

  it('signs HS256 with a kid, sub, iat and exp in every issued token', async () => {
    const u = await register();
    const [h, p] = u.cookie
      .slice('session='.length)
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))));
    expect(h).toMatchObject({ alg: 'HS256', kid: await kidOf(env.JWT_SECRET) });
    expect(p).toMatchObject({ sub: String(u.user.id), tv: 0 });
    expect(p.exp - p.iat).toBe(24 * 60 * 60);
  });

  it('still accepts tokens signed with the previous secret while rotating', async () => {
    const u = await register();
    const res = await call('/api/user', {
      cookie: u.cookie,
      env: { JWT_SECRET: 'a-brand-new-secret', JWT_SECRET_PREVIOUS: env.JWT_SECRET },
    });
    expect(res.status).toBe(200);
    const gone = await call('/api/user', {
      cookie: u.cookie,
      env: { JWT_SECRET: 'a-brand-new-secret', JWT_SECRET_PREVIOUS: undefined },
    });
    expect(gone.status).toBe(401);
  });

  it('uses a __Host- cookie with Secure on https', async () => {
    const email = uniqueEmail();
    const res = await call('/api/register', {
      body: { username: email, password: 'a-good-password' },
      url: 'https://airdesk.example',
    });
    expect(res.status).toBe(201);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('__Host-session='))!;
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Domain=/);
    const me = await call('/api/user', { cookie: cookie.split(';')[0], url: 'https://airdesk.example' });
    expect(me.status).toBe(200);
    // The plain name is not read on https.
    expect(
      (
        await call('/api/user', {
          cookie: `session=${cookie.split(';')[0]!.split('=')[1]!}`,
          url: 'https://airdesk.example',
        })
      ).status,
    ).toBe(401);
  });

  it('refuses to run without JWT_SECRET outside loopback (503), instead of using a known key', async () => {
    const res = await call('/api/login', {
      body: { username: uniqueEmail(), password: 'whatever-1' },
      env: { APP_ORIGIN: 'https://airdesk.example', JWT_SECRET: undefined, PASSWORD_PEPPER: undefined },
      headers: { Origin: 'https://airdesk.example' },
    });
    expect(res.status).toBe(503);
    expect((await json(res)).message).toMatch(/not configured/);
  });
});

describe('password hashing', () => {
  it('caps PBKDF2 at 100,000 iterations (the most deployed Workers allow)', () => {
    expect(PBKDF2_ITERATIONS).toBe(100_000);
  });

  it('salts each hash and needs the pepper to verify', async () => {
    const a = await hashPassword('same password', 'pepper-1');
    const b = await hashPassword('same password', 'pepper-1');
    expect(a).not.toBe(b);
    expect(a.split('$')[2]!.length).toBeGreaterThanOrEqual(22); // 16+ bytes of salt
    expect(await verifyPassword('same password', a, 'pepper-1')).toBe(true);
    expect(await verifyPassword('same password', a, 'pepper-2')).toBe(false);
    expect(await verifyPassword('other password', a, 'pepper-1')).toBe(false);
    // A stored cost above the cap is refused rather than computed.
    expect(await verifyPassword('same password', a.replace('$100000$', '$200000$'), 'pepper-1')).toBe(false);
  });
});

describe('sliding renewal', () => {
  it('re-issues an older token on use so active users stay signed in', async () => {
    const u = await register();
    const old = Math.floor(Date.now() / 1000) - 2 * 3600;
    const token = await new SignJWT({ tv: 0, rm: true })
      .setProtectedHeader({ alg: 'HS256', kid: await kidOf(env.JWT_SECRET) })
      .setSubject(String(u.user.id))
      .setIssuedAt(old)
      .setExpirationTime(old + 30 * 86400)
      .sign(key);
    const res = await call('/api/user', { cookie: cookieOf(token) });
    expect(res.status).toBe(200);
    const renewed = sessionCookie(res);
    expect(renewed).toBeTruthy();
    expect(res.headers.getSetCookie().find((c) => c.startsWith('session='))).toMatch(/Max-Age=2592000/);
  });
});
