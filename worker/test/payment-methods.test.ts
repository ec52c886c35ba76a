// Saved cards (docs/api.md#payment-methods, docs/decisions.md#p11, docs/decisions.md#security-and-reliability card cases).
import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { toAddCardBody, type Card } from '../contracts';
import { cardForm } from '../contracts/schemas/payment-methods';
import { call, json, register, type TestUser } from './support';

// Many requests per test; the shared 2-core machine can be slow.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const nextYear = new Date().getUTCFullYear() + 1;
const card = (over: Record<string, unknown> = {}) => ({
  cardholderName: 'Ada Lovelace',
  cardMasked: '**** **** **** 4242',
  cardExpiry: `09/${nextYear}`,
  isDefault: true,
  brand: 'visa',
  ...over,
});
const add = (u: TestUser, body: unknown) => call('/api/payment-methods', { body, cookie: u.cookie });
const addOk = async (u: TestUser, over: Record<string, unknown> = {}) => {
  const res = await add(u, card(over));
  if (res.status !== 201) throw new Error(`add failed ${res.status} ${await res.text()}`);
  return json<Card>(res);
};
const cards = async (u: TestUser) => json<Card[]>(await call('/api/payment-methods', { cookie: u.cookie }));
const rows = async (u: TestUser) =>
  (
    await env.DB.prepare('SELECT * FROM payment_methods WHERE user_id = ? ORDER BY id')
      .bind(u.user.id)
      .all<Record<string, any>>()
  ).results;
const defaults = async (u: TestUser) => (await rows(u)).filter((r) => r.is_default === 1).map((r) => r.id);

describe('POST /api/payment-methods', () => {
  it('stores only cardholder name, brand, last four and expiry, and answers the card', async () => {
    const u = await register();
    const res = await add(u, card());
    expect(res.status).toBe(201);
    const c = await json<Card>(res);
    expect(c).toEqual({
      id: expect.any(Number),
      cardholderName: 'Ada Lovelace',
      cardMasked: '**** **** **** 4242',
      cardExpiry: `09/${nextYear}`,
      brand: 'visa',
      isDefault: true,
    });
    const [row] = await rows(u);
    expect(row).toMatchObject({
      last_four: '4242',
      expiry_month: 9,
      expiry_year: nextYear,
      cardholder_name: 'Ada Lovelace',
      brand: 'visa',
      is_default: 1,
      token: null,
    });
    expect(JSON.stringify(row)).not.toMatch(/\*{4}/);
  });

  it('makes the first card the default even when not asked, and a later default card takes over', async () => {
    const u = await register();
    const first = await addOk(u, { isDefault: false });
    expect(first.isDefault).toBe(true);
    const second = await addOk(u, { isDefault: false, cardMasked: '**** **** **** 1111' });
    expect(second.isDefault).toBe(false);
    const third = await addOk(u, { isDefault: true, cardMasked: '**** **** **** 2222' });
    expect(third.isDefault).toBe(true);
    expect(await defaults(u)).toEqual([third.id]);
    const list = await cards(u);
    expect(list[0]!.id).toBe(third.id);
    expect(list.filter((c) => c.isDefault)).toHaveLength(1);
  });

  it.each([
    ['a full card number as the mask', { cardMasked: '4242424242424242' }],
    ['a full number in the name', { cardholderName: 'Ada 4242424242424242' }],
    ['a spaced full number', { cardMasked: '4242 4242 4242 4242' }],
    ['a dashed full number in another field', { note: '4242-4242-4242-4242' }],
    ['a cardNumber field', { cardNumber: '4242424242424242' }],
    ['a number value', { pan: 4242424242424242 }],
    ['13 digits', { brand: '1234567890123' }],
    ['a cvv', { cvv: '123' }],
    ['a nested number', { extra: { deep: ['x', '4000056655665556'] } }],
  ])('refuses %s with 400 and stores nothing', async (_label, over) => {
    const u = await register();
    const res = await add(u, card(over));
    expect(res.status).toBe(400);
    expect((await json(res)).message).toMatch(/full card number|CVV/);
    expect(await rows(u)).toHaveLength(0);
  });

  it('refuses a full number hidden in JSON escapes', async () => {
    const u = await register();
    const raw = JSON.stringify(card()).replace('"Ada Lovelace"', '"Ada \\u0034\\u0032\\u0034\\u0032424242424242"');
    const res = await call('/api/payment-methods', { rawBody: raw, cookie: u.cookie });
    expect(res.status).toBe(400);
    expect(await rows(u)).toHaveLength(0);
  });

  it.each([
    ['an array nested 20,000 deep', '['.repeat(20000) + ']'.repeat(20000)],
    ['an object nested 5,000 deep', '{"a":'.repeat(5000) + '1' + '}'.repeat(5000)],
    [
      'a card with a deeply nested extra field',
      JSON.stringify(card()).replace(/}$/, `,"extra":${'['.repeat(10000)}"4242424242424242"${']'.repeat(10000)}}`),
    ],
  ])('refuses %s with 400 (never a 500) and stores nothing', async (_label, raw) => {
    const u = await register();
    const res = await call('/api/payment-methods', { rawBody: raw, cookie: u.cookie });
    expect(res.status).toBe(400);
    expect(typeof (await json(res)).message).toBe('string');
    expect(await rows(u)).toHaveLength(0);
  });

  it('refuses an expired card or a bad expiry, with the docs/product.md messages', async () => {
    const u = await register();
    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
    const cases: [Record<string, unknown>, string][] = [
      [
        { cardExpiry: `${String(lastMonth.getUTCMonth() + 1).padStart(2, '0')}/${lastMonth.getUTCFullYear()}` },
        'This card has expired',
      ],
      [{ cardExpiry: '01/2021' }, 'This card has expired'],
      [{ cardExpiry: '12/2019' }, 'Must be a valid future year'],
      [{ cardExpiry: '13/2030' }, 'Expiry must be MM/YYYY or MM/YY'],
      [{ cardExpiry: '1/2030' }, 'Expiry must be MM/YYYY or MM/YY'],
      [{ cardExpiry: '2030-01' }, 'Expiry must be MM/YYYY or MM/YY'],
      [{ cardExpiry: '01/21' }, 'This card has expired'],
      [{ cardMasked: '**** 4242' }, 'Card number must be masked as **** **** **** 1234'],
      [{ cardMasked: '1234' }, 'Card number must be masked as **** **** **** 1234'],
      [{ cardholderName: 'Al' }, 'Cardholder name is required'],
      [{ cardholderName: undefined }, 'Cardholder name is required'],
      [{ isDefault: 'yes' }, 'isDefault must be true or false'],
      [{ brand: 'monopoly' }, 'Unknown card brand'],
    ];
    for (const [over, message] of cases) {
      const res = await add(u, card(over));
      expect(res.status, JSON.stringify(over)).toBe(400);
      // One message, the right one: an expired date is not also called malformed, nor the reverse.
      expect((await json(res)).issues.map((i: { message: string }) => i.message)).toEqual([message]);
    }
    // This month is still valid (a card is good to the end of its month).
    const thisMonth = `${String(now.getUTCMonth() + 1).padStart(2, '0')}/${now.getUTCFullYear()}`;
    expect((await add(u, card({ cardExpiry: thisMonth }))).status).toBe(201);
    expect(await rows(u)).toHaveLength(1);
  });

  it('takes the expiry as printed on the card (MM/YY) and keeps it as MM/YYYY', async () => {
    const u = await register();
    const yy = String(nextYear).slice(2);
    const c = await addOk(u, { cardExpiry: `07/${yy}` });
    expect(c.cardExpiry).toBe(`07/${nextYear}`);
    expect(await rows(u)).toMatchObject([{ expiry_month: 7, expiry_year: nextYear }]);
  });

  it('answers 401 signed out, and 400 for a body that is not JSON', async () => {
    expect((await call('/api/payment-methods', { body: card() })).status).toBe(401);
    expect((await call('/api/payment-methods')).status).toBe(401);
    expect((await call('/api/payment-methods/has-payment-method')).status).toBe(401);
    const u = await register();
    expect((await call('/api/payment-methods', { rawBody: '{not json', cookie: u.cookie })).status).toBe(400);
  });
});

describe('GET /api/payment-methods and has-payment-method', () => {
  it('lists only the own cards, default first, and says whether there is one', async () => {
    const u = await register();
    const other = await register();
    expect(await json(await call('/api/payment-methods/has-payment-method', { cookie: u.cookie }))).toEqual({
      hasPaymentMethod: false,
    });
    expect(await cards(u)).toEqual([]);
    const a = await addOk(u, { cardMasked: '**** **** **** 0001' });
    const b = await addOk(u, { cardMasked: '**** **** **** 0002', isDefault: false });
    await addOk(other, { cardMasked: '**** **** **** 9999' });
    expect((await cards(u)).map((c) => c.id)).toEqual([a.id, b.id]);
    expect(await json(await call('/api/payment-methods/has-payment-method', { cookie: u.cookie }))).toEqual({
      hasPaymentMethod: true,
    });
  });
});

describe('PATCH /api/payment-methods/:id/default and DELETE', () => {
  it('moves the default and keeps exactly one', async () => {
    const u = await register();
    const a = await addOk(u);
    const b = await addOk(u, { isDefault: false, cardMasked: '**** **** **** 0002' });
    const res = await call(`/api/payment-methods/${b.id}/default`, { method: 'PATCH', cookie: u.cookie });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ id: b.id, isDefault: true });
    expect(await defaults(u)).toEqual([b.id]);
    // Making the default the default again changes nothing.
    expect((await call(`/api/payment-methods/${b.id}/default`, { method: 'PATCH', cookie: u.cookie })).status).toBe(
      200,
    );
    expect(await defaults(u)).toEqual([b.id]);
    expect((await cards(u)).map((c) => c.id)).toEqual([b.id, a.id]);
  });

  it('leaves exactly one default after two simultaneous make-default calls (never a 500)', async () => {
    const u = await register();
    const list: Card[] = [];
    for (let i = 0; i < 4; i++) list.push(await addOk(u, { cardMasked: `**** **** **** 000${i}` }));
    for (let round = 0; round < 5; round++) {
      const [x, y] = [list[round % 4]!, list[(round + 1) % 4]!];
      const results = await Promise.all([
        call(`/api/payment-methods/${x.id}/default`, { method: 'PATCH', cookie: u.cookie }),
        call(`/api/payment-methods/${y.id}/default`, { method: 'PATCH', cookie: u.cookie }),
        call('/api/payment-methods', {
          body: card({ cardMasked: `**** **** **** 77${round}${round}` }),
          cookie: u.cookie,
        }),
      ]);
      for (const r of results) expect([200, 201, 409]).toContain(r.status);
      expect(await defaults(u)).toHaveLength(1);
    }
  });

  it("answers 404 for another user's card and leaves it unchanged", async () => {
    const owner = await register();
    const stranger = await register();
    const own = await addOk(owner);
    const strangers = await addOk(stranger);
    const patch = await call(`/api/payment-methods/${own.id}/default`, { method: 'PATCH', cookie: stranger.cookie });
    expect(patch.status).toBe(404);
    const del = await call(`/api/payment-methods/${own.id}`, { method: 'DELETE', cookie: stranger.cookie });
    expect(del.status).toBe(404);
    expect(await rows(owner)).toHaveLength(1);
    expect(await defaults(owner)).toEqual([own.id]);
    // The stranger's own default was not touched by the refused call.
    expect(await defaults(stranger)).toEqual([strangers.id]);
    for (const bad of ['999999999', 'abc', '0']) {
      expect(
        (await call(`/api/payment-methods/${bad}/default`, { method: 'PATCH', cookie: owner.cookie })).status,
      ).toBe(404);
      expect((await call(`/api/payment-methods/${bad}`, { method: 'DELETE', cookie: owner.cookie })).status).toBe(404);
    }
    expect((await call(`/api/payment-methods/${own.id}`, { method: 'DELETE' })).status).toBe(401);
    expect((await call(`/api/payment-methods/${own.id}/default`, { method: 'PATCH' })).status).toBe(401);
  });

  it('deletes a card (204); deleting the default hands it to the newest remaining card', async () => {
    const u = await register();
    const a = await addOk(u, { cardMasked: '**** **** **** 0001' });
    const b = await addOk(u, { cardMasked: '**** **** **** 0002', isDefault: false });
    const c = await addOk(u, { cardMasked: '**** **** **** 0003', isDefault: false });
    const del = await call(`/api/payment-methods/${a.id}`, { method: 'DELETE', cookie: u.cookie });
    expect(del.status).toBe(204);
    expect(await defaults(u)).toEqual([c.id]);
    expect((await call(`/api/payment-methods/${b.id}`, { method: 'DELETE', cookie: u.cookie })).status).toBe(204);
    expect(await defaults(u)).toEqual([c.id]);
    expect((await call(`/api/payment-methods/${c.id}`, { method: 'DELETE', cookie: u.cookie })).status).toBe(204);
    expect(await rows(u)).toHaveLength(0);
    expect((await call(`/api/payment-methods/${c.id}`, { method: 'DELETE', cookie: u.cookie })).status).toBe(404);
  });
});

describe('the shared card form schema (used by the SPA)', () => {
  it('checks the full form with docs/product.md messages and builds a body without the number or CVV', () => {
    const form = {
      cardholderName: 'Ada Lovelace',
      cardNumber: '4242424242424242',
      expiryMonth: '9',
      expiryYear: String(nextYear),
      cvv: '123',
      isDefault: true,
    };
    const parsed = cardForm.parse(form);
    const body = toAddCardBody(parsed);
    expect(body).toEqual({
      cardholderName: 'Ada Lovelace',
      cardMasked: '**** **** **** 4242',
      cardExpiry: `09/${nextYear}`,
      isDefault: true,
      brand: 'visa',
    });
    expect(JSON.stringify(body)).not.toMatch(/4242424242424242|123"/);
    const msgs = (over: Record<string, unknown>) => {
      const r = cardForm.safeParse({ ...form, ...over });
      return r.success ? [] : r.error.issues.map((i) => i.message);
    };
    expect(msgs({ cardNumber: '4242' })).toContain('Card number must be between 13-19 digits');
    expect(msgs({ cardNumber: '4242a42424242424' })).toContain('Card number must contain only digits');
    expect(msgs({ cardNumber: '4242424242424241' })).toContain('Card number is not valid');
    expect(msgs({ expiryMonth: '' })).toContain('Month is required');
    expect(msgs({ expiryMonth: '123' })).toContain('Month should be 1-2 digits');
    expect(msgs({ expiryMonth: '13' })).toContain('Month must be between 1-12');
    expect(msgs({ expiryYear: '203' })).toEqual(['Year must be 2 or 4 digits']);
    expect(msgs({ expiryYear: '2019' })).toEqual(['Must be a valid future year']);
    // The year as printed on the card is read in full, and one message at a time for the expiry.
    const yy = String(nextYear).slice(2);
    expect(toAddCardBody(cardForm.parse({ ...form, expiryMonth: '07', expiryYear: yy })).cardExpiry).toBe(
      `07/${nextYear}`,
    );
    expect(msgs({ expiryMonth: '07', expiryYear: '19' })).toEqual(['Must be a valid future year']);
    expect(msgs({ expiryMonth: '07', expiryYear: '21' })).toEqual(['This card has expired']);
    const now = new Date();
    if (now.getUTCMonth() > 0) {
      expect(msgs({ expiryMonth: String(now.getUTCMonth()), expiryYear: String(now.getUTCFullYear()) })).toEqual([
        'This card has expired',
      ]);
    }
    expect(msgs({ cvv: '12' })).toContain('CVV must be 3-4 digits');
    expect(msgs({ cvv: '12a' })).toContain('CVV must contain only digits');
    expect(msgs({ cardholderName: 'Al' })).toContain('Cardholder name is required');
  });
});
