// What every table module shares: how a flag, a default timestamp, a key and a reference to a parent row are stored.
// Timestamps are ISO 8601 UTC strings (docs/api.md), which also sort correctly as text.
import { sql } from 'drizzle-orm';
import { integer, type AnySQLiteColumn } from 'drizzle-orm/sqlite-core';

export const bool = (name: string) => integer(name, { mode: 'boolean' });
export const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/** An integer key that SQLite counts up and never hands out again, even after the row is deleted (AUTOINCREMENT). */
export const serialId = () => integer('id').primaryKey({ autoIncrement: true });

/**
 * A row that is part of its parent: it needs one, and deleting the parent deletes it (an account's erasure and a
 * company's removal rely on it).
 */
export const belongsTo = <N extends string>(name: N, parent: () => AnySQLiteColumn) =>
  integer(name).notNull().references(parent, { onDelete: 'cascade' });
