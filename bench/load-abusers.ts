// The load's two abusers (load.ts), in parallel with it: wrong passwords for one account, spelt in every case and
// spacing from changing addresses, and rights assessments from one address behind changing X-Forwarded-For
// headers. Each must be stopped by its rate limit however it varies the request.
import { pool } from './load-setup';

/** One request of the load, its answer counted under `kind`; undefined when none came. */
type Ask = (
  kind: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
) => Promise<{ status: number } | undefined>;

export interface AbuseCount {
  loginPassed: number;
  login429: number;
  rightsPassed: number;
  rights429: number;
}

/** The victim's address in the spellings the wrong-password abuser tries: all must count as one account. */
export const victimSpellings = (victim: string) => [
  victim,
  victim.toUpperCase(),
  ` ${victim} `,
  `\t${victim}`,
  victim.replace(/^l/, 'L'),
];

export async function runAbusers(ask: Ask, victim: string, airlineId: number, abuse: AbuseCount) {
  const spellings = victimSpellings(victim);
  await new Promise((r) => setTimeout(r, 5000));
  await pool(
    Array.from({ length: 200 }, (_, i) => i),
    8,
    async (i) => {
      const res = await ask(
        'abuser: wrong password',
        'POST',
        '/api/login',
        { 'cf-connecting-ip': `10.99.${i % 250}.${(i * 7) % 250}`, 'x-forwarded-for': `203.0.113.${i % 250}` },
        { username: spellings[i % spellings.length], password: 'not the password' },
      );
      if (res?.status === 429) abuse.login429++;
      else if (res?.status === 401) abuse.loginPassed++;
    },
  );
  await pool(
    Array.from({ length: 200 }, (_, i) => i),
    8,
    async (i) => {
      const res = await ask(
        'abuser: rights check',
        'POST',
        '/api/rights/assess',
        {
          'cf-connecting-ip': '10.98.0.1',
          'x-forwarded-for': `198.51.100.${i % 250}`,
          'x-real-ip': `192.0.2.${i % 250}`,
        },
        { departure: 'FRA', arrival: 'JFK', date: '2026-10-01', airlineId, incident: 'delay' },
      );
      if (res?.status === 429) abuse.rights429++;
      else if (res?.status === 200) abuse.rightsPassed++;
    },
  );
}
