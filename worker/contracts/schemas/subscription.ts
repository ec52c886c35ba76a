// The subscription purchase body (docs/api.md#subscription): the PayPal subscription id the SPA received.
import * as z from 'zod/mini';

const ORDER_ID_MSG = 'orderId is not a valid subscription id';
export const purchaseBody = z.object({
  orderId: z
    .string({ error: 'orderId is required' })
    .check(
      z.trim(),
      z.minLength(1, 'orderId is required'),
      z.maxLength(64, ORDER_ID_MSG),
      z.regex(/^[A-Za-z0-9-]+$/, ORDER_ID_MSG),
    ),
});
