// Input rules shared by every route (worker/contracts/common.ts): a JSON id is a JSON integer, never
// coerced; a number in a query string is plain decimal digits; and no text field accepts control
// characters, lone surrogates or text-direction overrides. Each refusal is a 400 with the field's message.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CARD_MSG, MSG, PROBLEM_MSG } from '../contracts';
import { call, json, makeAdmin, register, subscribedUser, uniqueEmail, type TestUser } from './support';
import { seedAirline, tag } from './seed';

// Many requests per test; the shared 2-core machine can be slow.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let member: TestUser;
let airlineId: number;
beforeAll(async () => {
  member = await subscribedUser();
  await makeAdmin(member.email); // also reaches /api/admin/subscribers
  airlineId = await seedAirline({ name: `${tag()} Strict Air`, email: `care-${Date.now()}@strict-air.example.org` });
});

const nextYear = new Date().getUTCFullYear() + 1;
const report = (over: Record<string, unknown> = {}) => ({
  airlineId,
  category: 'baggage',
  description: 'My suitcase did not arrive and nobody answers the phone.',
  contactEmail: 'traveller@mail.example.net',
  ...over,
});
const card = (over: Record<string, unknown> = {}) => ({
  cardholderName: 'Ada Lovelace',
  cardMasked: '**** **** **** 4242',
  cardExpiry: `09/${nextYear}`,
  brand: 'visa',
  ...over,
});
const count = async (sql: string, ...params: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...params)
    .first<{ n: number }>())!.n;

async function expect400(res: Response, path: string, message: string) {
  expect(res.status).toBe(400);
  const body = await json(res);
  expect(body.message).toBe(message);
  expect(body.issues).toContainEqual({ path, message });
}

describe('ids in JSON bodies are JSON integers', () => {
  // Each of these was read as the airline's id by z.coerce.number.
  const coerced = (id: number): [string, unknown][] => [
    ['a decimal string', String(id)],
    ['a hex string', `0x${id.toString(16)}`],
    ['an exponent string', `${id}e0`],
    ['a binary string', `0b${id.toString(2)}`],
    ['a padded string', ` ${id} `],
    ['true', true],
    ['an array', [id]],
    ['a nested array', [[[id]]]],
    ['a fraction', id + 0.5],
  ];

  it('refuses a coerced airlineId on POST /api/track-contact and records nothing', async () => {
    for (const [label, value] of coerced(airlineId)) {
      const res = await call('/api/track-contact', {
        body: { airlineId: value, contactType: 'phone' },
        cookie: member.cookie,
      });
      await expect400(res, 'airlineId', 'Unknown airline').catch((err: unknown) => {
        throw new Error(`${label} ${JSON.stringify(value)}: ${err instanceof Error ? err.message : String(err)}`);
      });
    }
    expect(await count('SELECT count(*) AS n FROM contact_access_transactions WHERE airline_id = ?', airlineId)).toBe(
      0,
    );
    expect(
      (await call('/api/track-contact', { body: { airlineId, contactType: 'phone' }, cookie: member.cookie })).status,
    ).toBe(204);
  });

  it('refuses a coerced airlineId on POST /api/problems and files nothing', async () => {
    for (const [label, value] of coerced(airlineId)) {
      const res = await call('/api/problems', { body: report({ airlineId: value }), cookie: member.cookie });
      await expect400(res, 'airlineId', PROBLEM_MSG.airline).catch((err: unknown) => {
        throw new Error(`${label} ${JSON.stringify(value)}: ${err instanceof Error ? err.message : String(err)}`);
      });
    }
    expect(await count('SELECT count(*) AS n FROM problem_reports WHERE airline_id = ?', airlineId)).toBe(0);
    expect((await call('/api/problems', { body: report(), cookie: member.cookie })).status).toBe(201);
  });
});

describe('numbers in query strings are plain decimal digits', () => {
  const lists = ['/api/airlines', '/api/problems', '/api/admin/subscribers'];
  it.each(['0x10', '1e1', '16.0', '+16', '%2016', '0b10', '١٦'])(
    'answers 400 for page and limit = %s on every list',
    async (value) => {
      for (const list of lists) {
        for (const name of ['page', 'limit']) {
          const res = await call(`${list}?${name}=${value}`, { cookie: member.cookie });
          expect(res.status, `${list}?${name}=${value}`).toBe(400);
          expect((await json(res)).issues[0].path).toBe(name);
        }
      }
    },
  );

  it('still reads plain digits', async () => {
    for (const list of lists)
      expect((await call(`${list}?page=2&limit=5`, { cookie: member.cookie })).status, list).toBe(200);
  });
});

describe('text fields refuse control characters, lone surrogates and direction overrides', () => {
  it('refuses a NUL byte or a lone surrogate in a new password', async () => {
    for (const password of ['good password\u0000x', 'good password\ud800x']) {
      const email = uniqueEmail('nul');
      await expect400(
        await call('/api/register', { body: { username: email, password } }),
        'password',
        MSG.passwordChars,
      );
      expect(await count('SELECT count(*) AS n FROM users WHERE username = ?', email)).toBe(0);
    }
  });

  it('refuses a lone surrogate or a direction override in a cardholder name, and stores nothing', async () => {
    const u = await register();
    for (const cardholderName of [
      'Ada \ud800 Lovelace',
      'Ada \udfff',
      'Ada \u202eecalevoL',
      'Ada \u2066Lovelace\u2069',
      'Ada\u0085Lovelace',
    ]) {
      await expect400(
        await call('/api/payment-methods', { body: card({ cardholderName }), cookie: u.cookie }),
        'cardholderName',
        CARD_MSG.cardholderNameChars,
      );
    }
    expect(await count('SELECT count(*) AS n FROM payment_methods WHERE user_id = ?', u.user.id)).toBe(0);
  });

  it('refuses a direction override or a lone surrogate in a description or a search, and files nothing', async () => {
    for (const description of ['Refund please \u202egnissim si eggagguL', 'Refund please, my bag \ud83d is missing']) {
      await expect400(
        await call('/api/problems', { body: report({ description }), cookie: member.cookie }),
        'description',
        PROBLEM_MSG.controlChars,
      );
    }
    expect((await call(`/api/problems?q=${encodeURIComponent('bag\u202e')}`, { cookie: member.cookie })).status).toBe(
      400,
    );
    expect(
      (await call(`/api/airlines?query=${encodeURIComponent('air\u202e')}`, { cookie: member.cookie })).status,
    ).toBe(400);
  });

  it('keeps accepting real text: accents, right-to-left scripts, emoji and line breaks', async () => {
    const res = await call('/api/problems', {
      body: report({ description: 'Mon bagage est perdu 🧳\nحقيبتي مفقودة\tשלום' }),
      cookie: member.cookie,
    });
    expect(res.status).toBe(201);
    const u = await register();
    expect(
      (await call('/api/payment-methods', { body: card({ cardholderName: 'محمد Müller-Łukasz' }), cookie: u.cookie }))
        .status,
    ).toBe(201);
  });

  it.each([
    ['flightNumber', 'LH 400!', PROBLEM_MSG.flightNumber],
    ['flightNumber', 400, PROBLEM_MSG.flightNumber],
    ['flightNumber', 'LH\u202e400', PROBLEM_MSG.flightNumber],
    ['date', '2026-02-30', PROBLEM_MSG.date],
    ['date', 20260214, PROBLEM_MSG.date],
    ['contactPhone', 'call me', PROBLEM_MSG.contactPhone],
  ])('answers %s %j with the field’s own message, never "Invalid input"', async (field, value, message) => {
    await expect400(
      await call('/api/problems', { body: report({ [field]: value }), cookie: member.cookie }),
      field,
      message,
    );
  });
});
