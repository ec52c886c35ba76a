// Saved cards (docs/api.md#payment-methods, docs/decisions.md#p11). Only cardholder name, brand, last four and
// expiry are stored. A signed-in user with cards has exactly one default: every write that moves the
// default is one batch, and the partial unique index payment_methods_one_default backs it up when two
// requests race (the loser retries; it never surfaces as a 500).
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { describe } from '../lib/describe';
import { paymentMethods, type PaymentMethodRow } from '../../schema';
import { CARD_MSG, holdsCardNumber, type Card, type HasPaymentMethod } from '../contracts';
import { addCardBody } from '../contracts/schemas/payment-methods';
import type { Db } from '../db';
import type { AppEnv } from '../env';
import { ApiError, badRequest, notFound } from '../lib/errors';
import { pathId } from '../lib/path-id';
import { refuseSuspended, requireUser } from '../middleware/session';

export const MAX_CARDS = 20;

const toCard = (r: PaymentMethodRow): Card => ({
  id: r.id,
  cardholderName: r.cardholderName,
  cardMasked: `**** **** **** ${r.lastFour}`,
  cardExpiry: `${String(r.expiryMonth).padStart(2, '0')}/${r.expiryYear}`,
  brand: r.brand,
  isDefault: r.isDefault,
});

const parseId = (raw: string) => pathId(raw, 'No such payment method.');

const FORBIDDEN_KEYS = /^(card_?number|number|pan|cvv|cvc|cvv2|cvc2|security_?code)$/i;

/**
 * Every string and number anywhere in a parsed body, with the keys that hold them. Walked with a list,
 * not recursion: a body nested thousands of levels deep would overflow the stack (a 500).
 */
function leaves(root: unknown): [string, string][] {
  const found: [string, string][] = [];
  const pending: [string, unknown][] = [['', root]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [key, value] = next;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint')
      found.push([key, String(value)]);
    else if (Array.isArray(value)) for (const v of value) pending.push([key, v]);
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) pending.push([k, v]);
  }
  return found;
}

/**
 * A card number must never reach the server, let alone be stored: refuse 13+ digits in a row anywhere
 * (raw text, or any value with separators removed), and any field named like a card number or CVV.
 */
function refuseCardData(raw: string, parsed: unknown) {
  const leaked =
    /\d{13,}/.test(raw) || leaves(parsed).some(([k, v]) => holdsCardNumber(v) || (FORBIDDEN_KEYS.test(k) && v !== ''));
  if (leaked) throw badRequest(CARD_MSG.fullNumber, [{ path: 'cardMasked', message: CARD_MSG.fullNumber }]);
}

const isUniqueViolation = (err: unknown): boolean => {
  // D1 wraps SQLite's error in one or more Errors; the constraint's name is in one of their messages.
  for (let e: unknown = err; e instanceof Error; e = e.cause) {
    if (/UNIQUE constraint failed|SQLITE_CONSTRAINT/i.test(e.message)) return true;
  }
  return false;
};

/** Runs a default-moving batch; a race lost on the one-default index is retried, never a 500. */
async function withDefaultRetry<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      if (attempt >= 4)
        throw new ApiError(409, 'Another change to your cards happened at the same moment. Please try again.');
    }
  }
}

const listCards = (db: Db, userId: number) =>
  db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.userId, userId))
    .orderBy(desc(paymentMethods.isDefault), desc(paymentMethods.createdAt), desc(paymentMethods.id));

const T = 'Payment methods';

export const paymentMethodRoutes = new Hono<AppEnv>()
  .use(requireUser)

  .get(
    '/has-payment-method',
    describe(T, 'Whether the account keeps a card', { 200: '`{hasPaymentMethod}`.' }),
    async (c) => {
      const user = c.var.user;
      const card = await c.var.db.query.paymentMethods.findFirst({
        columns: { id: true },
        where: eq(paymentMethods.userId, user.id),
      });
      // A PayPal subscription is a payment method too (docs/decisions.md#p10: no prompt for those users).
      const body: HasPaymentMethod = { hasPaymentMethod: !!card || !!user.paypalSubscriptionId };
      return c.json(body);
    },
  )

  .get('/', describe(T, 'The cards, the default first', { 200: 'An array of cards.' }), async (c) =>
    c.json((await listCards(c.var.db, c.var.user.id)).map(toCard)),
  )

  .post('/', describe(T, 'Keep a card (masked number only)', { 201: 'The card.' }), refuseSuspended, async (c) => {
    const raw = await c.req.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      throw badRequest('The request body is not valid JSON.');
    }
    refuseCardData(raw, parsed);
    const result = addCardBody.safeParse(parsed);
    if (!result.success) {
      const issues = result.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
      throw badRequest(issues[0]?.message ?? 'Invalid input.', issues);
    }
    const body = result.data;
    const db = c.var.db;
    const userId = c.var.user.id;
    const [count] = await db
      .select({ n: sql<number>`count(*)` })
      .from(paymentMethods)
      .where(eq(paymentMethods.userId, userId));
    if ((count?.n ?? 0) >= MAX_CARDS)
      throw badRequest(`You can save at most ${MAX_CARDS} cards. Please delete one first.`);

    const values = {
      userId,
      type: 'card',
      lastFour: body.cardMasked.slice(-4),
      expiryMonth: Number(body.cardExpiry.slice(0, 2)),
      expiryYear: Number(body.cardExpiry.slice(3)),
      cardholderName: body.cardholderName,
      brand: body.brand ?? '',
    };
    const hasDefault = sql`EXISTS (SELECT 1 FROM ${paymentMethods} WHERE ${paymentMethods.userId} = ${userId} AND ${paymentMethods.isDefault} = 1)`;
    const inserted = await withDefaultRetry(async () => {
      if (body.isDefault) {
        const [, rows] = await db.batch([
          db
            .update(paymentMethods)
            .set({ isDefault: false, updatedAt: new Date().toISOString() })
            .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.isDefault, true))),
          db
            .insert(paymentMethods)
            .values({ ...values, isDefault: true })
            .returning(),
        ]);
        return rows[0]!;
      }
      // Not asked to be the default: it still is when the user has no default yet (a first card).
      const rows = await db
        .insert(paymentMethods)
        .values({ ...values, isDefault: sql`NOT ${hasDefault}` })
        .returning();
      return rows[0]!;
    });
    return c.json(toCard(inserted), 201);
  })

  .delete('/:id', describe(T, 'Remove a card', { 204: 'Removed.' }), async (c) => {
    const id = parseId(c.req.param('id'));
    const db = c.var.db;
    const userId = c.var.user.id;
    // Deleting the default hands it to the newest remaining card, in the same batch.
    const [deleted] = await withDefaultRetry(() =>
      db.batch([
        db
          .delete(paymentMethods)
          .where(and(eq(paymentMethods.id, id), eq(paymentMethods.userId, userId)))
          .returning({ id: paymentMethods.id }),
        db
          .update(paymentMethods)
          .set({ isDefault: true, updatedAt: new Date().toISOString() })
          .where(
            and(
              eq(
                paymentMethods.id,
                sql`(SELECT id FROM ${paymentMethods} WHERE ${paymentMethods.userId} = ${userId} ORDER BY ${paymentMethods.createdAt} DESC, ${paymentMethods.id} DESC LIMIT 1)`,
              ),
              sql`NOT EXISTS (SELECT 1 FROM ${paymentMethods} WHERE ${paymentMethods.userId} = ${userId} AND ${paymentMethods.isDefault} = 1)`,
            ),
          ),
      ]),
    );
    if (deleted.length !== 1) throw notFound('No such payment method.');
    return c.body(null, 204);
  })

  .patch('/:id/default', describe(T, 'Make a card the default', { 200: 'The card.' }), refuseSuspended, async (c) => {
    const id = parseId(c.req.param('id'));
    const db = c.var.db;
    const userId = c.var.user.id;
    const now = new Date().toISOString();
    // Both statements are guarded by "the card is this user's", so an unknown id changes nothing.
    const mine = sql`EXISTS (SELECT 1 FROM ${paymentMethods} WHERE ${paymentMethods.id} = ${id} AND ${paymentMethods.userId} = ${userId})`;
    const [, updated] = await withDefaultRetry(() =>
      db.batch([
        db
          .update(paymentMethods)
          .set({ isDefault: false, updatedAt: now })
          .where(
            and(eq(paymentMethods.userId, userId), eq(paymentMethods.isDefault, true), ne(paymentMethods.id, id), mine),
          ),
        db
          .update(paymentMethods)
          .set({ isDefault: true, updatedAt: now })
          .where(and(eq(paymentMethods.id, id), eq(paymentMethods.userId, userId)))
          .returning(),
      ]),
    );
    if (!updated[0]) throw notFound('No such payment method.');
    return c.json(toCard(updated[0]));
  });
