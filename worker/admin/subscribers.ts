// The admin's subscribers table and the suspension of accounts (docs/api.md#admin). A suspension moves the
// token version on with the flag, so every session of that user ends at once.
import { and, count, desc, eq, ne, or, sql } from 'drizzle-orm';
import { users, type UserRow } from '../../schema';
import type { SubscriberList, SubscriberRow } from '../contracts';
import type { Db } from '../db';
import type { Config } from '../config';
import { badRequest, forbidden, notFound } from '../lib/errors';
import { effectiveStatus, isOwner, isOwnerAccount } from '../subscription/status';

export function toSubscriberRow(u: UserRow, nowMs = Date.now()): SubscriberRow {
  const status = effectiveStatus(u, nowMs);
  return {
    id: u.id,
    username: u.username,
    email: u.email,
    status,
    subscriptionDate: u.subscriptionStartDate,
    // Only an active PayPal subscription that renews bills again; a trial or a cancelled one does not.
    nextBilling: status === 'active' && u.autoRenew ? u.subscriptionEndDate : null,
  };
}

/** Accounts that ever started a trial or a subscription, and any suspended account, newest first. */
export async function listSubscribers(db: Db, page: number, limit: number): Promise<SubscriberList> {
  const where = or(ne(users.subscriptionStatus, 'none'), eq(users.suspended, true));
  const [rows, counted] = await db.batch([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(sql`coalesce(${users.subscriptionStartDate}, ${users.createdAt})`), desc(users.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(users).where(where),
  ]);
  const nowMs = Date.now();
  return { subscribers: rows.map((u) => toSubscriberRow(u, nowMs)), total: counted[0]?.n ?? 0 };
}

export async function suspendAccount(
  db: Db,
  config: Pick<Config, 'ownerEmail'>,
  admin: UserRow,
  id: number,
): Promise<SubscriberRow> {
  if (id === admin.id) throw badRequest('You cannot suspend your own account.');
  // Another administrator must not be able to lock the owner out of the owner's own app.
  const target = await db.query.users.findFirst({ where: eq(users.id, id) });
  if (!target) throw notFound('No such user.');
  if (isOwnerAccount(target, config) && !isOwner(admin, config))
    throw forbidden('Only the owner can suspend the owner account.');
  const [changed] = await db
    .update(users)
    .set({ suspended: true, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(and(eq(users.id, id), eq(users.suspended, false)))
    .returning();
  return toSubscriberRow(changed ?? target);
}

export async function reactivateAccount(db: Db, admin: UserRow, id: number): Promise<SubscriberRow> {
  // Only another administrator may lift a suspension (a suspended one has no admin rights at all).
  if (id === admin.id) throw badRequest('You cannot reactivate your own account.');
  const [row] = await db.update(users).set({ suspended: false }).where(eq(users.id, id)).returning();
  if (!row) throw notFound('No such user.');
  return toSubscriberRow(row);
}
