// Rate limits cannot be dodged (docs/decisions.md#abuse-limits): the per-account counter keys on the address as
// the account is keyed (trimmed, lower-cased), and the per-client counter on CF-Connecting-IP, which
// Cloudflare sets itself; an X-Forwarded-For (or similar) header a client adds changes nothing.
import { describe, expect, it, vi } from 'vitest';
import { LIMITS } from '../lib/rate-limit';
import { call, register, uniqueIp } from './support';

vi.setConfig({ testTimeout: 60_000 });

/** The same address written differently: letter case and surrounding white space. */
const spellings = (email: string) => {
  const [local, domain] = email.split('@') as [string, string];
  return [
    email,
    email.toUpperCase(),
    ` ${email}`,
    `${email}  `,
    `\t${local.toUpperCase()}@${domain}`,
    `${local}@${domain.toUpperCase()}`,
    ` ${email.replace(/^./, (c) => c.toUpperCase())} `,
  ];
};

describe('rate limits under evasion', () => {
  it('counts every spelling of one address against the same login budget, from many client addresses', async () => {
    const u = await register();
    const variants = spellings(u.email);
    for (let i = 0; i < LIMITS.loginPerAccount.max; i++) {
      const res = await call('/api/login', {
        body: { username: variants[i % variants.length], password: 'wrong password' },
        ip: uniqueIp(),
      });
      expect(res.status).toBe(401);
    }
    for (const v of variants) {
      const res = await call('/api/login', { body: { username: v, password: u.password }, ip: uniqueIp() });
      expect(res.status, JSON.stringify(v)).toBe(429);
      expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
    }
  });

  it('counts every spelling against the same forgot-password budget', async () => {
    const u = await register();
    const variants = spellings(u.email);
    for (let i = 0; i < LIMITS.forgotPerAccount.max; i++) {
      expect((await call('/api/forgot-password', { body: { username: variants[i]! }, ip: uniqueIp() })).status).toBe(
        200,
      );
    }
    expect((await call('/api/forgot-password', { body: { username: variants[5]! }, ip: uniqueIp() })).status).toBe(429);
  });

  it('ignores X-Forwarded-For and similar headers: one client stays one client', async () => {
    const ip = uniqueIp();
    const body = { departure: 'FRA', arrival: 'JFK', date: '2026-10-01', airlineId: 999_999_999, incident: 'delay' };
    const forged = (i: number) => ({
      'X-Forwarded-For': `203.0.113.${i % 250}, ${ip}`,
      'X-Real-IP': `198.51.100.${i % 250}`,
      'True-Client-IP': `192.0.2.${i % 250}`,
      Forwarded: `for=192.0.2.${i % 250}`,
    });
    for (let i = 0; i < LIMITS.rightsAssessPerIp.max; i++) {
      const res = await call('/api/rights/assess', { body, ip, headers: forged(i) });
      expect(res.status).toBe(404); // unknown airline: counted all the same
    }
    const res = await call('/api/rights/assess', { body, ip, headers: forged(999) });
    expect(res.status).toBe(429);
    // Another client is unaffected.
    expect((await call('/api/rights/assess', { body, ip: uniqueIp() })).status).toBe(404);
  });
});
