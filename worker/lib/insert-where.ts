// A guarded insert that can go in a db.batch: INSERT INTO t (...) SELECT <values> WHERE <guard>.
// The row is written only when the guard holds at that moment inside the batch's transaction, which
// is how a batch makes one write depend on another without an interactive transaction (docs/decisions.md#security-and-reliability).
// (drizzle 0.45's db.run(sql) with bound parameters cannot be batched, so raw SQL is not an option.)
import { getTableColumns, is, sql, SQL } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from '../db';

export function insertWhere<T extends SQLiteTable>(
  db: Db,
  table: T,
  // A column's value, or SQL the database evaluates inside the batch (an id inserted earlier in it). Written
  // inline: a generic alias here has no members yet, which type-aware lint reads as the empty object type.
  values: { [K in keyof T['$inferInsert']]?: T['$inferInsert'][K] | SQL },
  guard: SQL,
) {
  const given = values as Record<string, unknown>;
  // Every insertable column, in the table's order (drizzle lists them so in the INSERT).
  const parts = Object.entries(getTableColumns(table))
    .filter(([, col]) => !(col as unknown as { shouldDisableInsert(): boolean }).shouldDisableInsert())
    .map(([key, col]) => {
      if (key in given && given[key] !== undefined) {
        const v = given[key];
        return is(v, SQL) ? v : sql.param(v, col);
      }
      if (col.default !== undefined) return is(col.default, SQL) ? sql`${col.default}` : sql.param(col.default, col);
      return sql`NULL`;
    });
  return db.insert(table).select(sql`SELECT ${sql.join(parts, sql`, `)} WHERE ${guard}`);
}
