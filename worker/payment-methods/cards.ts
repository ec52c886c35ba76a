// Saved cards (docs/api.md#payment-methods, docs/decisions.md#p11). Only cardholder name, brand, last four and
// expiry are stored. A user with cards has exactly one default: every write that moves the default is one
// batch, and the partial unique index payment_methods_one_default backs it up when two requests race (the
// loser retries; it never surfaces as a 500).
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { paymentMethods, type PaymentMethodRow } from '../../schema';
import type { Card } from '../contracts';
import type * as z from 'zod/mini';
import type { addCardBody } from '../contracts/schemas/payment-methods';
import type { Db } from '../db';
import { ApiError, badRequest, notFound } from '../lib/errors';

export const MAX_CARDS = 20;
const NOT_FOUND = 'No such payment method.';

export const toCard = (r: PaymentMethodRow): Card => ({
  id: r.id,
  cardholderName: r.cardholderName,
  cardMasked: `**** **** **** ${r.lastFour}`,
  cardExpiry: `${String(r.expiryMonth).padStart(2, '0')}/${r.expiryYear}`,
  brand: r.brand,
  isDefault: r.isDefault,
});

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

/** The user's cards, the default first, then the newest. */
export const listCards = async (db: Db, userId: number) =>
  (
    await db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.userId, userId))
      .orderBy(desc(paymentMethods.isDefault), desc(paymentMethods.createdAt), desc(paymentMethods.id))
  ).map(toCard);

export async function hasCard(db: Db, userId: number) {
  const card = await db.query.paymentMethods.findFirst({
    columns: { id: true },
    where: eq(paymentMethods.userId, userId),
  });
  return !!card;
}

/** Keeps a card; it becomes the default when asked, or when the user has none yet (a first card). */
export async function addCard(db: Db, userId: number, body: z.output<typeof addCardBody>): Promise<Card> {
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
    const rows = await db
      .insert(paymentMethods)
      .values({ ...values, isDefault: sql`NOT ${hasDefault}` })
      .returning();
    return rows[0]!;
  });
  return toCard(inserted);
}

/** Deletes one of the user's cards; deleting the default hands it to the newest remaining card, in the same batch. */
export async function deleteCard(db: Db, userId: number, id: number) {
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
  if (deleted.length !== 1) throw notFound(NOT_FOUND);
}

/** Makes one of the user's cards the default; an unknown id (or another user's) changes nothing. */
export async function makeDefault(db: Db, userId: number, id: number): Promise<Card> {
  const now = new Date().toISOString();
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
  if (!updated[0]) throw notFound(NOT_FOUND);
  return toCard(updated[0]);
}
