// docs/decisions.md#cross-site, body limits and the error envelope.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { call, json, subscribedUser, uniqueEmail, userRow } from './support';
import { seedAirline, tag } from './seed';
import { SECURITY_HEADERS } from '../middleware/security-headers';

describe('security headers', () => {
  it('puts the CSP, HSTS, nosniff and a referrer policy on API answers', async () => {
    const res = await call('/api/user');
    const csp = res.headers.get('Content-Security-Policy')!;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('https://*.paypal.com');
    expect(csp).toContain('https://*.paypalobjects.com');
    // Nothing else foreign.
    const hosts = csp.match(/https?:\/\/[^\s;]+/g) ?? [];
    expect(hosts.every((h) => h.endsWith('.paypal.com') || h.endsWith('.paypalobjects.com'))).toBe(true);
    expect(res.headers.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Referrer-Policy')).toBeTruthy();
    expect(res.headers.get('Cache-Control')).toBe('no-store');
  });

  it.each(['/', '/reset-password?token=x', '/robots.txt', '/api/does-not-exist'])(
    'puts the same headers on %s (every answer, not only the API)',
    async (path) => {
      const res = await call(path);
      const csp = res.headers.get('Content-Security-Policy')!;
      for (const part of ["default-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"])
        expect(csp).toContain(part);
      expect(res.headers.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(res.headers.get('Referrer-Policy')).toBeTruthy();
    },
  );

  it('sends exactly the headers web/dist/_headers gives the static site (one source), and no-referrer on the reset page', async () => {
    const res = await call('/api/config');
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(name), name).toBe(value);
    expect((await call('/reset-password?token=x')).headers.get('Referrer-Policy')).toBe('no-referrer');
  });

  it('serves a real robots.txt', async () => {
    const res = await call('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/text\/plain/);
    expect(await res.text()).toMatch(/^User-agent: \*/);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await call('/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(await json(res)).toEqual({ message: 'No such API route.' });
  });
});

describe('cross-site and content-type guard', () => {
  const attempt = (headers: Record<string, string>, email = uniqueEmail()) =>
    call('/api/register', { body: { username: email, password: 'a-good-password' }, headers }).then((res) => ({
      res,
      email,
    }));

  it.each([
    [{ Origin: 'https://evil.example' }],
    [{ Origin: 'null' }],
    [{ Origin: 'http://127.0.0.1:8787.evil.example' }],
    [{ 'Sec-Fetch-Site': 'cross-site' }],
    [{ 'Sec-Fetch-Site': 'same-site' }],
    [{ 'Sec-Fetch-Site': 'cross-site', Origin: 'http://127.0.0.1:8787' }],
  ])('refuses %j with 403 and changes nothing', async (headers) => {
    const { res, email } = await attempt(headers);
    expect(res.status).toBe(403);
    expect((await json(res)).message).toBe('Cross-site requests are not allowed.');
    expect(await userRow(email)).toBeNull();
  });

  it('lets the app’s own origin and non-browser clients through', async () => {
    expect((await attempt({ Origin: 'http://127.0.0.1:8787', 'Sec-Fetch-Site': 'same-origin' })).res.status).toBe(201);
    expect((await attempt({})).res.status).toBe(201);
  });

  it('refuses cross-site and non-JSON writes that carry a valid session cookie, changing nothing', async () => {
    const u = await subscribedUser();
    const airlineId = await seedAirline({ name: `${tag()} Guard Air` });
    const report = {
      airlineId,
      category: 'baggage',
      description: 'My suitcase did not arrive at all.',
      contactEmail: 'guard@mail.example.net',
    };
    const created = await call('/api/problems', { body: report, cookie: u.cookie });
    expect(created.status).toBe(201);
    const problemId = (await json(created)).id;
    const card = {
      cardholderName: 'Ada Lovelace',
      cardMasked: '**** **** **** 4242',
      cardExpiry: `09/${new Date().getUTCFullYear() + 1}`,
      isDefault: true,
    };
    const cardRes = await call('/api/payment-methods', { body: card, cookie: u.cookie });
    expect(cardRes.status).toBe(201);
    const cardId = (await json(cardRes)).id;
    const snapshot = async () => ({
      user: await userRow(u.email),
      reports: (
        await env.DB.prepare('SELECT id, status FROM problem_reports WHERE user_id = ? ORDER BY id')
          .bind(u.user.id)
          .all()
      ).results,
      cards: (await env.DB.prepare('SELECT * FROM payment_methods WHERE user_id = ? ORDER BY id').bind(u.user.id).all())
        .results,
    });
    const before = await snapshot();
    const writes: [string, string, unknown][] = [
      ['POST', '/api/problems', report],
      ['PATCH', `/api/problems/${problemId}`, { status: 'resolved' }],
      ['POST', '/api/payment-methods', { ...card, cardMasked: '**** **** **** 1111' }],
      ['DELETE', `/api/payment-methods/${cardId}`, undefined],
      ['PATCH', `/api/payment-methods/${cardId}/default`, undefined],
      ['POST', '/api/subscription/cancel', undefined],
      ['POST', '/api/logout', undefined],
    ];
    for (const [method, path, body] of writes) {
      for (const headers of [
        { Origin: 'https://evil.example' },
        { 'Sec-Fetch-Site': 'cross-site' },
        { Origin: 'null' },
      ] as Record<string, string>[]) {
        const res = await call(path, {
          method,
          cookie: u.cookie,
          headers,
          rawBody: body === undefined ? undefined : JSON.stringify(body),
        });
        expect(res.status, `${method} ${path} ${JSON.stringify(headers)}`).toBe(403);
      }
      const plain = await call(path, {
        method,
        cookie: u.cookie,
        headers: { 'Content-Type': 'text/plain' },
        rawBody: JSON.stringify(body ?? {}),
      });
      expect(plain.status, `${method} ${path} text/plain`).toBe(415);
    }
    expect(await snapshot()).toEqual(before);
    expect((await call('/api/user', { cookie: u.cookie })).status).toBe(200);
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'refuses a %s body with 415 and changes nothing',
    async (type) => {
      const email = uniqueEmail();
      const res = await call('/api/register', {
        rawBody: JSON.stringify({ username: email, password: 'a-good-password' }),
        headers: { 'Content-Type': type },
      });
      expect(res.status).toBe(415);
      expect((await json(res)).message).toMatch(/JSON/);
      expect(await userRow(email)).toBeNull();
    },
  );

  it('refuses a 1 MB body with 413', async () => {
    const email = uniqueEmail();
    const res = await call('/api/register', {
      rawBody: JSON.stringify({ username: email, password: 'a-good-password', pad: 'x'.repeat(1024 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect((await json(res)).message).toMatch(/too large/);
    expect(await userRow(email)).toBeNull();
  });

  it('answers malformed JSON with a 400 envelope, not a 500', async () => {
    const res = await call('/api/login', { rawBody: '{"username": ' });
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it.each([[[]], ['a string'], [null], [42]])('answers a non-object body %j with 400', async (body) => {
    const res = await call('/api/login', { rawBody: JSON.stringify(body) });
    expect(res.status).toBe(400);
    expect(typeof (await json(res)).message).toBe('string');
  });
});
