// What every table module shares: how a flag and a default timestamp are stored.
// Timestamps are ISO 8601 UTC strings (docs/api.md), which also sort correctly as text.
import { sql } from 'drizzle-orm';
import { integer } from 'drizzle-orm/sqlite-core';

export const bool = (name: string) => integer(name, { mode: 'boolean' });
export const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
