// Accounts: the login and the subscription state of each user, and their password reset tokens.
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { LANGUAGES, SUBSCRIPTION_STATUSES } from '../contracts';
import { belongsTo, bool, now, serialId } from './columns';

export const users = sqliteTable(
  'users',
  {
    id: serialId(),
    // The login e-mail, stored lower-cased so uniqueness is case-insensitive.
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    email: text('email').notNull(),
    isAdmin: bool('is_admin').notNull().default(false),
    // none | trial | active | canceled | expired. "expired" is also derived on read from the end date,
    // so access ends on time without a job having run.
    subscriptionStatus: text('subscription_status', { enum: SUBSCRIPTION_STATUSES }).notNull().default('none'),
    subscriptionStartDate: text('subscription_start_date'),
    subscriptionEndDate: text('subscription_end_date'),
    // PayPal subscription id (SPEC's paymentOrderId); one account per PayPal subscription.
    paypalSubscriptionId: text('paypal_subscription_id'),
    autoRenew: bool('auto_renew').notNull().default(true),
    trialUsed: bool('trial_used').notNull().default(false),
    // Kept apart from the status so Reactivate can restore what the user had.
    suspended: bool('suspended').notNull().default(false),
    // Bumped on logout, password reset, suspension and role change: every older JWT stops working.
    tokenVersion: integer('token_version').notNull().default(0),
    // The end date for which the "ends in two days" reminder was queued, so it goes once per period.
    reminderSentFor: text('reminder_sent_for'),
    // The language of the mails to this user (docs/api.md#languages): set at sign-up from the page's language,
    // changed by PATCH /api/user and by the switcher while signed in.
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    createdAt: text('created_at').notNull().default(now),
  },
  (t) => [
    uniqueIndex('users_username_unique').on(t.username),
    uniqueIndex('users_paypal_subscription_unique').on(t.paypalSubscriptionId),
  ],
);

export const passwordResetTokens = sqliteTable(
  'password_reset_tokens',
  {
    // SHA-256 of the token, base64url. The token itself is only ever in the e-mail.
    tokenHash: text('token_hash').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    expiresAt: text('expires_at').notNull(),
    createdAt: text('created_at').notNull().default(now),
  },
  (t) => [index('password_reset_tokens_user').on(t.userId)],
);

export type UserRow = typeof users.$inferSelect;
