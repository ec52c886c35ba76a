// What keeps the service safe to run: the rate limit counters and the audit of admin redeploys.
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { REDEPLOY_OUTCOMES } from '../contracts';
import { users } from './accounts';
import { now, serialId } from './columns';

export const rateLimits = sqliteTable('rate_limits', {
  key: text('key').primaryKey(), // e.g. "login:ip:1.2.3.4" or "login:acct:a@b.c"
  windowStart: integer('window_start').notNull(), // epoch seconds
  count: integer('count').notNull(),
});

export const redeployAudit = sqliteTable('redeploy_audit', {
  id: serialId(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  requestedAt: text('requested_at').notNull().default(now),
  outcome: text('outcome', { enum: REDEPLOY_OUTCOMES }).notNull(),
  httpStatus: integer('http_status'),
});
