import { drizzle } from 'drizzle-orm/d1';
import * as schema from '../schema';

/**
 * Queries through drizzle, on the database itself or on one D1 session (withSession: the reads of a session
 * may go to read replicas, sequentially consistent; see middleware/d1-session.ts). drizzle only calls
 * prepare() and batch(), which a session has too, so it is handed over as a database.
 */
export const createDb = (d1: D1Database | D1DatabaseSession) => drizzle(d1 as D1Database, { schema });
export type Db = ReturnType<typeof createDb>;

const primaries = new WeakMap<D1Database, Db>();

/**
 * The database outside any session: with read replication on, D1 runs such queries on the primary, which
 * holds every committed write. For the reads that must never be behind (the session check: a logout or a
 * suspension ends older sessions at once, docs/decisions.md#security-and-reliability). One per binding, so it is built once per isolate.
 */
export function primaryDb(d1: D1Database): Db {
  let db = primaries.get(d1);
  if (!db) primaries.set(d1, (db = createDb(d1)));
  return db;
}
