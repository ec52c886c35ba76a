// The directory's version (directory_state, migration 0006): triggers move it on with every change to the
// airlines table, and directory answers are cached under it (answer-cache.ts). As a scalar subquery it rides
// along in a statement that runs anyway (the session check, the search itself) instead of costing a D1
// round trip of its own; what it reads is the version of that statement's snapshot of the database.
import { sql } from 'drizzle-orm';

export const DIRECTORY_VERSION = sql<number>`(SELECT version FROM directory_state WHERE id = 1)`.mapWith(Number);
