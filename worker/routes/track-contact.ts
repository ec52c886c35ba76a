// POST /api/track-contact (docs/api.md#directory): one contact event per use of an airline's phone, e-mail or
// website. The event and the popularity counter it feeds are written in one batch; nothing is charged.
import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { describe } from '../lib/describe';
import { airlines, contactAccessTransactions } from '../../schema';
import { trackContactBody } from '../contracts/schemas/directory';
import type { AppEnv } from '../env';
import { notFound } from '../lib/errors';
import { insertWhere } from '../lib/insert-where';
import { validate } from '../lib/validate';
import { requireAccess, requireUser } from '../middleware/session';

export const trackContactRoutes = new Hono<AppEnv>().post(
  '/',
  describe('Directory', "Count one use of an airline's contact (its popularity)", { 204: 'Counted.' }),
  requireUser,
  requireAccess,
  validate('json', trackContactBody),
  async (c) => {
    const { airlineId, contactType } = c.req.valid('json');
    const db = c.var.db;
    const userId = c.var.user.id;
    // INSERT ... SELECT: the event exists only when the airline does; the counter moves with it.
    const [inserted] = await db.batch([
      insertWhere(
        db,
        contactAccessTransactions,
        {
          userId,
          airlineId,
          contactType,
          amountCharged: '0.00',
          status: 'recorded',
          transactionId: crypto.randomUUID(),
        },
        sql`EXISTS (SELECT 1 FROM ${airlines} WHERE ${airlines.id} = ${airlineId})`,
      ),
      db
        .update(airlines)
        .set({ popularity: sql`${airlines.popularity} + 1` })
        .where(eq(airlines.id, airlineId)),
    ]);
    if (!inserted.meta.changes) throw notFound('No airline with this id.');
    return c.body(null, 204);
  },
);
