// Billing: the subscription payments PayPal reported, the PayPal events already handled, and saved cards.
import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { PAYMENT_KINDS } from '../contracts';
import { users } from './accounts';
import { belongsTo, bool, now, serialId } from './columns';

export const paymentMethods = sqliteTable(
  'payment_methods',
  {
    id: serialId(),
    userId: belongsTo('user_id', () => users.id),
    type: text('type').notNull().default('card'),
    // Never a card number: a provider token would go here if a processor is ever wired in.
    token: text('token'),
    lastFour: text('last_four').notNull(),
    expiryMonth: integer('expiry_month').notNull(),
    expiryYear: integer('expiry_year').notNull(),
    cardholderName: text('cardholder_name').notNull(),
    brand: text('brand').notNull().default(''),
    isDefault: bool('is_default').notNull().default(true),
    createdAt: text('created_at').notNull().default(now),
    updatedAt: text('updated_at').notNull().default(now),
  },
  (t) => [
    index('payment_methods_user').on(t.userId),
    // At most one default card per user, enforced by the database even under concurrent requests.
    uniqueIndex('payment_methods_one_default')
      .on(t.userId)
      .where(sql`is_default = 1`),
  ],
);

export const payments = sqliteTable(
  'payments',
  {
    id: serialId(),
    userId: belongsTo('user_id', () => users.id),
    amount: text('amount').notNull(), // decimal string, "3.00"
    currency: text('currency').notNull().default('USD'),
    paidAt: text('paid_at').notNull(),
    // PayPal reference: the sale id of a renewal, or "<subscription id>:activation".
    reference: text('reference').notNull(),
    kind: text('kind', { enum: PAYMENT_KINDS }).notNull(),
  },
  (t) => [uniqueIndex('payments_reference_unique').on(t.reference), index('payments_user').on(t.userId, t.paidAt)],
);

export const paypalEvents = sqliteTable('paypal_events', {
  id: text('id').primaryKey(), // PayPal's event id; a repeat is ignored
  eventType: text('event_type').notNull(),
  receivedAt: text('received_at').notNull().default(now),
});

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
