// One company of the directory, read by id: the look-up every route that takes an `airlineId` makes (a report,
// a rights assessment, the complaint routes), the directory's own answer for one airline, and the count of a
// contact's use that feeds its popularity.
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { airlines, contactAccessTransactions, type AirlineRow } from '../../schema';
import type { ContactType } from '../contracts';
import type { Db } from '../db';
import { insertWhere } from '../lib/insert-where';
import { recordFields } from './airline-records';
import { directoryVersionQuery } from './answer-cache';

/** The airline with this id, or undefined. */
export const findAirline = (db: Db, id: number): Promise<AirlineRow | undefined> =>
  db.query.airlines.findFirst({ where: eq(airlines.id, id) });

/**
 * The airline with this id, with its records (airline-records.ts), and the directory's version, read in one batch
 * (the directory cache keys by the version).
 */
export async function airlineWithVersion(db: Db, id: number) {
  const [[row], [state]] = await db.batch([
    db
      .select({
        ...getTableColumns(airlines),
        ...recordFields(),
      })
      .from(airlines)
      .where(eq(airlines.id, id)),
    directoryVersionQuery(db),
  ]);
  return { row, version: state?.version ?? 0 };
}

/**
 * One use of an airline's contact by `userId`: the event and the popularity counter it feeds in one batch.
 * INSERT ... SELECT writes the event only when the airline exists; answers whether it did.
 */
export async function countContactUse(db: Db, userId: number, airlineId: number, contactType: ContactType) {
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
  return inserted.meta.changes > 0;
}
