import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { call, json, register, runCron, sessionCookie, uniqueEmail, uniqueIp, userRow } from './support';

describe('POST /api/register', () => {
  it('creates the account, answers 201 with the user and sets a session cookie', async () => {
    const email = uniqueEmail();
    const res = await call('/api/register', { body: { username: email, password: 'a-good-password' } });
    expect(res.status).toBe(201);
    const body = await json(res);
    expect(Object.keys(body).sort()).toEqual(
      [
        'id',
        'username',
        'email',
        'isAdmin',
        'isOwner',
        'subscribed',
        'subscriptionStatus',
        'subscriptionEndDate',
        'autoRenew',
        'trialUsed',
        'language',
      ].sort(),
    );
    expect(body).toMatchObject({
      username: email,
      email,
      isAdmin: false,
      isOwner: false,
      subscribed: false,
      subscriptionStatus: 'none',
      trialUsed: false,
      language: 'en',
    });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('session='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Max-Age/); // no Remember me: a browser-session cookie
    const me = await call('/api/user', { cookie: sessionCookie(res) });
    expect(me.status).toBe(200);
    expect((await json(me)).username).toBe(email);
  });

  it('stores a PBKDF2 hash with salt, never the password, and never returns it', async () => {
    const u = await register(undefined, 'another good one');
    const row = await userRow(u.email);
    expect(row!.password_hash).toMatch(/^pbkdf2-sha256\$100000\$[A-Za-z0-9+/=]{22,}\$[A-Za-z0-9+/=]{43,}$/);
    expect(JSON.stringify(u.user)).not.toContain('pbkdf2');
    expect(JSON.stringify(u.user)).not.toContain('another good one');
  });

  it('refuses an e-mail already taken in another letter case with 409, creating nothing', async () => {
    const u = await register();
    const before = await userRow(u.email);
    const res = await call('/api/register', { body: { username: u.email.toUpperCase(), password: 'whatever-123' } });
    expect(res.status).toBe(409);
    expect((await json(res)).message).toMatch(/already exists/);
    expect(sessionCookie(res)).toBeUndefined();
    // Nothing changed: still one account, with its own password and sessions.
    const same = await env.DB.prepare('SELECT count(*) AS n FROM users WHERE lower(username) = ?')
      .bind(u.email.toLowerCase())
      .first<{ n: number }>();
    expect(same!.n).toBe(1);
    expect(await userRow(u.email)).toEqual(before);
    expect((await call('/api/user', { cookie: u.cookie })).status).toBe(200);
  });

  it.each([
    [{ username: 'not-an-email', password: 'long enough' }, 'Username must be a valid email address', 'username'],
    [{ username: uniqueEmail(), password: '12345' }, 'Password must be at least 6 characters', 'password'],
    [{ username: uniqueEmail(), password: 'x'.repeat(129) }, 'Password must be at most 128 characters', 'password'],
    [
      { username: uniqueEmail(), password: 'password123' },
      'This password is too common. Please choose another one.',
      'password',
    ],
    [{ username: uniqueEmail() }, 'Password must be at least 6 characters', 'password'],
  ])('answers 400 with the field message for %j', async (body, message, path) => {
    const res = await call('/api/register', { body });
    expect(res.status).toBe(400);
    const err = await json(res);
    expect(err.message).toBe(message);
    expect(err.issues).toContainEqual({ path, message });
    if (typeof body.username === 'string' && body.username.includes('@'))
      expect(await userRow(body.username)).toBeNull();
  });

  it('accepts a 128-character password and a 6-character one', async () => {
    expect((await call('/api/register', { body: { username: uniqueEmail(), password: 'y'.repeat(128) } })).status).toBe(
      201,
    );
    expect((await call('/api/register', { body: { username: uniqueEmail(), password: 'zq7#k2' } })).status).toBe(201);
  });

  it('ignores client-sent isAdmin and subscription fields', async () => {
    const email = uniqueEmail();
    const res = await call('/api/register', {
      body: { username: email, password: 'a-good-password', isAdmin: true, subscribed: true },
    });
    expect(res.status).toBe(201);
    expect(await json(res)).toMatchObject({ isAdmin: false, subscribed: false });
  });

  it('rate limits sign-ups per IP with 429 and Retry-After', async () => {
    const ip = uniqueIp();
    let last: Response | undefined;
    for (let i = 0; i < 21; i++)
      last = await call('/api/register', { body: { username: uniqueEmail('rl'), password: 'a-good-password' }, ip });
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await json(last!)).message).toMatch(/Too many attempts/);
    // Another client is not affected.
    expect(
      (await call('/api/register', { body: { username: uniqueEmail(), password: 'a-good-password' } })).status,
    ).toBe(201);
  });
  it('rate limits sign-ups per address across IPs (429), leaving the account and other addresses alone', async () => {
    const u = await register();
    const before = await userRow(u.email);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push(
        (await call('/api/register', { body: { username: u.email, password: `probe-password-${i}` } })).status,
      );
    expect(statuses.slice(0, 9)).toEqual(Array(9).fill(409));
    expect(statuses[9]).toBe(429);
    expect(await userRow(u.email)).toEqual(before);
    expect((await call('/api/login', { body: { username: u.email, password: u.password } })).status).toBe(200);
    expect(
      (await call('/api/register', { body: { username: uniqueEmail(), password: 'a-good-password' } })).status,
    ).toBe(201);
  });
});

describe('POST /api/login', () => {
  it('signs in with the right password (any letter case of the e-mail)', async () => {
    const u = await register();
    const res = await call('/api/login', { body: { username: u.email.toUpperCase(), password: u.password } });
    expect(res.status).toBe(200);
    expect((await json(res)).username).toBe(u.email);
    expect(sessionCookie(res)).toBeTruthy();
  });

  it('keeps the cookie 30 days only with Remember me', async () => {
    const u = await register();
    const res = await call('/api/login', { body: { username: u.email, password: u.password, rememberMe: true } });
    expect(res.headers.getSetCookie().find((c) => c.startsWith('session='))).toMatch(/Max-Age=2592000/);
    const plain = await call('/api/login', { body: { username: u.email, password: u.password } });
    expect(plain.headers.getSetCookie().find((c) => c.startsWith('session='))).not.toMatch(/Max-Age/);
  });

  it('answers the same 401 for a wrong password and an unknown user', async () => {
    const u = await register();
    const wrong = await call('/api/login', { body: { username: u.email, password: 'not-the-password' } });
    const unknown = await call('/api/login', {
      body: { username: uniqueEmail('nobody'), password: 'not-the-password' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await json(wrong)).toEqual(await json(unknown));
    expect(sessionCookie(wrong)).toBeUndefined();
  });

  it.each([
    [{ username: 'nope', password: 'x' }, 'Please enter a valid email address'],
    [{ username: 'a@b.co', password: '' }, 'Password is required'],
    [{ username: 'a@b.co' }, 'Password is required'],
  ])('answers 400 for %j', async (body, message) => {
    const res = await call('/api/login', { body });
    expect(res.status).toBe(400);
    expect((await json(res)).message).toBe(message);
  });

  it('rate limits attempts per account (429, Retry-After) without locking out other accounts', async () => {
    const victim = await register();
    const other = await register();
    let last: Response | undefined;
    for (let i = 0; i < 11; i++)
      last = await call('/api/login', { body: { username: victim.email, password: `guess-${i}` } });
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get('Retry-After'))).toBeGreaterThan(0);
    const ok = await call('/api/login', { body: { username: other.email, password: other.password } });
    expect(ok.status).toBe(200);
  });
});

describe('rate-limit counters', () => {
  it('are dropped by the scheduled handler once their window ended a day ago; current ones stay', async () => {
    const now = Math.floor(Date.now() / 1000);
    const stale = `test:stale:${uniqueIp()}`;
    const current = `test:current:${uniqueIp()}`;
    await env.DB.batch([
      env.DB.prepare('INSERT INTO rate_limits (key, window_start, count) VALUES (?, ?, 99)').bind(
        stale,
        now - 25 * 3600,
      ),
      env.DB.prepare('INSERT INTO rate_limits (key, window_start, count) VALUES (?, ?, 99)').bind(current, now - 3600),
    ]);
    await runCron();
    const left = await env.DB.prepare('SELECT key FROM rate_limits WHERE key IN (?, ?)')
      .bind(stale, current)
      .all<{ key: string }>();
    expect(left.results.map((r) => r.key)).toEqual([current]);
  });
});

describe('POST /api/logout and GET /api/user', () => {
  it('answers 401 with a JSON body without a session', async () => {
    const res = await call('/api/user');
    expect(res.status).toBe(401);
    expect(await json(res)).toEqual({ message: 'Please log in to continue.' });
  });

  it('clears the cookie and ends the session server-side: a replayed cookie is refused', async () => {
    const u = await register();
    const res = await call('/api/logout', { method: 'POST', cookie: u.cookie });
    expect(res.status).toBe(204);
    expect(res.headers.getSetCookie().some((c) => /^session=;/.test(c) && /Max-Age=0/.test(c))).toBe(true);
    expect((await call('/api/user', { cookie: u.cookie })).status).toBe(401);
    // Signing in again works and gives a new, valid session.
    const again = await call('/api/login', { body: { username: u.email, password: u.password } });
    expect((await call('/api/user', { cookie: sessionCookie(again) })).status).toBe(200);
  });

  it('logout without a session still answers 204', async () => {
    expect((await call('/api/logout', { method: 'POST' })).status).toBe(204);
  });
});

describe('the companion cookie airdesk_signed_in (tells the SPA whether to ask GET /api/user)', () => {
  const companion = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith('airdesk_signed_in='));

  it('is set with the session, readable by the page, with the same lifetime', async () => {
    const email = uniqueEmail();
    const reg = await call('/api/register', { body: { username: email, password: 'a-good-password' } });
    const plain = companion(reg)!;
    expect(plain).toMatch(/^airdesk_signed_in=1;/);
    expect(plain).not.toMatch(/HttpOnly/);
    expect(plain).toMatch(/SameSite=Lax/);
    expect(plain).toMatch(/Path=\//);
    expect(plain).not.toMatch(/Max-Age/);
    const remembered = await call('/api/login', {
      body: { username: email, password: 'a-good-password', rememberMe: true },
    });
    expect(companion(remembered)).toMatch(/Max-Age=2592000/);
  });

  it('grants nothing by itself, and a stale one is cleared by the 401', async () => {
    const res = await call('/api/user', { cookie: 'airdesk_signed_in=1' });
    expect(res.status).toBe(401);
    expect(companion(res)).toMatch(/^airdesk_signed_in=;.*Max-Age=0/);
    // Without it (a signed-out visitor) nothing is set.
    expect(companion(await call('/api/user'))).toBeUndefined();
  });

  it('is cleared by logout', async () => {
    const u = await register();
    const res = await call('/api/logout', { method: 'POST', cookie: u.cookie });
    expect(companion(res)).toMatch(/^airdesk_signed_in=;.*Max-Age=0/);
  });
});
