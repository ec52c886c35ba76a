// PayPal webhook (docs/decisions.md#paypal): verify the signature with PayPal, then apply the event
// (subscription/paypal-events.ts). Any failure to store answers non-2xx so PayPal retries.
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { describe } from '../lib/describe';
import { ApiError, badRequest } from '../lib/errors';
import { verifyWebhookSignature } from '../subscription/paypal';
import { applyPaypalEvent, parsePaypalEvent } from '../subscription/paypal-events';

export const paypalWebhookRoutes = new Hono<AppEnv>().post(
  '/webhook',
  describe(
    'Subscription',
    "PayPal's event (signature-checked; the body is PayPal's)",
    {
      200: ['Applied, or already applied: `{message}`.', 'MessageAnswer'],
    },
    {
      400: 'Not a PayPal event, or its signature does not verify.',
      502: 'PayPal could not be reached to verify the event or read its subscription.',
      503: 'PayPal is not configured, or does not know the subscription yet (PayPal delivers the event again).',
    },
  ),
  async (c) => {
    const paypal = c.var.config.paypal;
    if (!paypal?.webhookId) throw new ApiError(503, 'PayPal is not configured.');
    // PayPal checks the signature against the body exactly as it sent it, so the raw text goes to the
    // verification; the parsed (and stripped) event is only read here.
    const raw = await c.req.text();
    const event = parsePaypalEvent(raw);
    if (!(await verifyWebhookSignature(paypal, c.req.raw.headers, raw)))
      throw badRequest('The webhook signature could not be verified.');
    return c.json({ message: await applyPaypalEvent(c.var.db, paypal, event) });
  },
);
