// What every table module shares: how a flag and a default timestamp are stored.
// Timestamps are ISO 8601 UTC strings (docs/api.md), which also sort correctly as text.
import { sql } from 'drizzle-orm';
import { integer } from 'drizzle-orm/sqlite-core';

export const bool = (name: string) => integer(name, { mode: 'boolean' });
export const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
/** An integer key that SQLite counts up and never hands out again, even after the row is deleted (AUTOINCREMENT). */
export const serialId = () => integer('id').primaryKey({ autoIncrement: true });
