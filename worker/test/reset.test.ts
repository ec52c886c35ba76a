// Forgot and reset password (docs/api.md#accounts, docs/decisions.md#reset-tokens).
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { call, eventually, json, mailFake, outboxFor, register, sessionCookie, uniqueEmail, userRow } from './support';

async function requestReset(email: string) {
  const res = await call('/api/forgot-password', { body: { username: email } });
  expect(res.status).toBe(200);
  const mail = (await outboxFor(email)).find((m) => m.kind === 'password-reset');
  const token = decodeURIComponent(/token=([^\s"<&]+)/.exec(mail!.text_body)![1]!);
  return { token, mail };
}

describe('POST /api/forgot-password', () => {
  it('answers the same status and body for known and unknown e-mails', async () => {
    const u = await register();
    const known = await call('/api/forgot-password', { body: { username: u.email } });
    const unknown = await call('/api/forgot-password', { body: { username: uniqueEmail('ghost') } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await json(known)).toEqual(await json(unknown));
  });

  it('queues a reset mail for a known account only, with a link built from APP_ORIGIN', async () => {
    const u = await register();
    const ghost = uniqueEmail('ghost');
    // A forged Host must not end up in the link.
    await call('/api/forgot-password', { body: { username: u.email }, url: 'http://evil.example' });
    await call('/api/forgot-password', { body: { username: ghost } });
    const mails = await outboxFor(u.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.kind).toBe('password-reset');
    expect(mails[0]!.text_body).toContain('http://127.0.0.1:8787/reset-password?token=');
    expect(mails[0]!.text_body).not.toContain('evil.example');
    expect(await outboxFor(ghost)).toHaveLength(0);
  });

  it('stores only a hash of the token, valid for one hour', async () => {
    const u = await register();
    const { token } = await requestReset(u.email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes, base64url
    const rows = (
      await env.DB.prepare('SELECT * FROM password_reset_tokens WHERE user_id = ?')
        .bind(u.user.id)
        .all<Record<string, any>>()
    ).results;
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).not.toBe(token);
    const ttl = Date.parse(rows[0]!.expires_at) - Date.now();
    expect(ttl).toBeGreaterThan(59 * 60 * 1000);
    expect(ttl).toBeLessThanOrEqual(60 * 60 * 1000);
  });

  it('answers 400 for an invalid e-mail', async () => {
    const res = await call('/api/forgot-password', { body: { username: 'nope' } });
    expect(res.status).toBe(400);
    expect((await json(res)).message).toBe('Please enter a valid email address');
  });

  it('is rate limited per account with 429', async () => {
    const u = await register();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await call('/api/forgot-password', { body: { username: u.email } })).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
  });
});

describe('POST /api/reset-password', () => {
  it('sets the new password, ends every session, and tells the user by e-mail', async () => {
    const u = await register();
    const second = sessionCookie(await call('/api/login', { body: { username: u.email, password: u.password } }))!;
    const { token } = await requestReset(u.email);
    const res = await call('/api/reset-password', { body: { token, password: 'brand new secret' } });
    expect(res.status).toBe(200);
    expect((await json(res)).message).toMatch(/reset/);
    for (const cookie of [u.cookie, second]) expect((await call('/api/user', { cookie })).status).toBe(401);
    expect((await call('/api/login', { body: { username: u.email, password: u.password } })).status).toBe(401);
    expect((await call('/api/login', { body: { username: u.email, password: 'brand new secret' } })).status).toBe(200);
    expect((await outboxFor(u.email)).map((m) => m.kind)).toContain('password-changed');
  });

  it('refuses a used token', async () => {
    const u = await register();
    const { token } = await requestReset(u.email);
    expect((await call('/api/reset-password', { body: { token, password: 'first new one' } })).status).toBe(200);
    const again = await call('/api/reset-password', { body: { token, password: 'second new one' } });
    expect(again.status).toBe(400);
    expect((await json(again)).message).toMatch(/expired or invalid/);
    expect((await call('/api/login', { body: { username: u.email, password: 'first new one' } })).status).toBe(200);
  });

  it('refuses an expired token and an unknown one, changing nothing', async () => {
    const u = await register();
    const { token } = await requestReset(u.email);
    await env.DB.prepare("UPDATE password_reset_tokens SET expires_at = '2000-01-01T00:00:00.000Z' WHERE user_id = ?")
      .bind(u.user.id)
      .run();
    const before = (await userRow(u.email))!.password_hash;
    expect((await call('/api/reset-password', { body: { token, password: 'brand new secret' } })).status).toBe(400);
    expect(
      (await call('/api/reset-password', { body: { token: 'A'.repeat(43), password: 'brand new secret' } })).status,
    ).toBe(400);
    expect((await userRow(u.email))!.password_hash).toBe(before);
    expect((await call('/api/user', { cookie: u.cookie })).status).toBe(200);
  });

  it('lets exactly one of two concurrent uses of one token win', async () => {
    const u = await register();
    const { token } = await requestReset(u.email);
    const [a, b] = await Promise.all([
      call('/api/reset-password', { body: { token, password: 'password-from-a' } }),
      call('/api/reset-password', { body: { token, password: 'password-from-b' } }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 400]);
    const winner = a.status === 200 ? 'password-from-a' : 'password-from-b';
    const loser = a.status === 200 ? 'password-from-b' : 'password-from-a';
    expect((await call('/api/login', { body: { username: u.email, password: winner } })).status).toBe(200);
    expect((await call('/api/login', { body: { username: u.email, password: loser } })).status).toBe(401);
    // The loser changed nothing: one "password changed" mail, no token left.
    expect((await outboxFor(u.email)).filter((m) => m.kind === 'password-changed')).toHaveLength(1);
    expect(
      await env.DB.prepare('SELECT 1 FROM password_reset_tokens WHERE user_id = ?').bind(u.user.id).first(),
    ).toBeNull();
  });

  it('drops the user’s other reset tokens once one is used', async () => {
    const u = await register();
    const first = await requestReset(u.email);
    const second = await requestReset(u.email);
    expect(
      (await call('/api/reset-password', { body: { token: second.token, password: 'via the second' } })).status,
    ).toBe(200);
    expect(
      (await call('/api/reset-password', { body: { token: first.token, password: 'via the first' } })).status,
    ).toBe(400);
  });

  it('applies the password rules (400, nothing used up)', async () => {
    const u = await register();
    const { token } = await requestReset(u.email);
    const res = await call('/api/reset-password', { body: { token, password: '12345' } });
    expect(res.status).toBe(400);
    expect((await json(res)).message).toBe('Password must be at least 6 characters');
    expect((await call('/api/reset-password', { body: { token, password: 'long enough now' } })).status).toBe(200);
  });

  it('answers 400 without a token', async () => {
    const res = await call('/api/reset-password', { body: { password: 'long enough now' } });
    expect(res.status).toBe(400);
    expect((await json(res)).message).toBe('Invalid reset link');
  });
});

describe('reset page', () => {
  it('is served with Referrer-Policy: no-referrer', async () => {
    const res = await call('/reset-password?token=abc');
    expect(res.headers.get('Referrer-Policy')).toBe('no-referrer');
  });
});

describe('reset mail delivery', () => {
  it('reaches the mail provider right after the request', async () => {
    const u = await register();
    await call('/api/forgot-password', { body: { username: u.email } });
    const [msg] = await eventually(async () => {
      const m = await mailFake.messages(u.email);
      return m.length ? m : undefined;
    });
    expect(msg!.body.subject).toBe('Reset your AirDesk password');
    expect(msg!.body.html).toContain('/reset-password?token=');
  });
});
