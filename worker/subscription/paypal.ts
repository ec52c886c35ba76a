// PayPal REST calls (docs/decisions.md#paypal): a cached client-credentials token, subscription look-up
// and cancel, and webhook signature verification. The base URL is configuration, so tests use a fake.
import type { Config } from '../config';
import { ApiError } from '../lib/errors';

const TIMEOUT_MS = 8_000;

/** PayPal's REST API as configured (worker/config.ts); the callers check that it is. */
export type PaypalConfig = NonNullable<Config['paypal']>;

export interface PaypalSubscription {
  id: string;
  status: string; // APPROVAL_PENDING | APPROVED | ACTIVE | SUSPENDED | CANCELLED | EXPIRED
  plan_id: string;
  billing_info?: {
    next_billing_time?: string;
    last_payment?: { amount?: { currency_code: string; value: string }; time?: string };
  };
}

let cachedToken: { base: string; clientId: string; token: string; expiresAt: number } | undefined;

const unreachable = () => new ApiError(502, 'PayPal could not be reached. Please try again in a moment.');

// Callers give a method and a body; the headers are always ours (bearer token, JSON).
type CallInit = Pick<RequestInit, 'method' | 'body'>;

/** A fetch that failed without an answer, other than by our own timeout (AbortSignal.timeout's TimeoutError). */
const connectionLost = (err: unknown) =>
  !(typeof err === 'object' && err !== null && (err as { name?: unknown }).name === 'TimeoutError');

async function call(paypal: PaypalConfig, path: string, init: CallInit = {}, retryOnAuth = true): Promise<Response> {
  const base = paypal.apiBase;
  const token = await accessToken(paypal);
  const send = () =>
    fetch(`${base}${path}`, {
      ...init,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  let res: Response;
  try {
    res = await send();
  } catch (err) {
    // A read (GET: the subscription's state) whose connection closed without an answer, as a kept-alive
    // connection dropped between two calls does, is asked once more: it changes nothing at PayPal. A timeout is
    // not (it would double the wait), nor a write (PayPal may have acted on it).
    if ((init.method ?? 'GET') !== 'GET' || !connectionLost(err)) throw unreachable();
    try {
      res = await send();
    } catch {
      throw unreachable();
    }
  }
  if (res.status === 401 && retryOnAuth) {
    cachedToken = undefined;
    return call(paypal, path, init, false);
  }
  if (res.status >= 500) throw unreachable();
  return res;
}

async function accessToken(paypal: PaypalConfig) {
  const base = paypal.apiBase;
  if (
    cachedToken &&
    cachedToken.base === base &&
    cachedToken.clientId === paypal.clientId &&
    cachedToken.expiresAt > Date.now() + 60_000
  ) {
    return cachedToken.token;
  }
  let res: Response;
  try {
    res = await fetch(`${base}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${btoa(`${paypal.clientId}:${paypal.clientSecret}`)}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw unreachable();
  }
  // A 5xx is PayPal being down (try again), not a refusal of our credentials (which needs an operator).
  if (res.status >= 500) throw unreachable();
  if (!res.ok) throw new ApiError(502, 'PayPal refused our credentials. Please contact support.');
  const json = (await res.json().catch(() => null)) as { access_token?: unknown; expires_in?: unknown } | null;
  if (typeof json?.access_token !== 'string') throw unreachable();
  const ttlSeconds = typeof json.expires_in === 'number' && Number.isFinite(json.expires_in) ? json.expires_in : 0;
  cachedToken = {
    base,
    clientId: paypal.clientId,
    token: json.access_token,
    expiresAt: Date.now() + ttlSeconds * 1000,
  };
  return json.access_token;
}

/** The subscription as PayPal has it, or null when PayPal does not know the id. */
export async function getSubscription(paypal: PaypalConfig, id: string): Promise<PaypalSubscription | null> {
  const res = await call(paypal, `/v1/billing/subscriptions/${encodeURIComponent(id)}`);
  if (res.status === 404 || res.status === 400) return null;
  if (!res.ok) throw unreachable();
  // An answer without the fields the callers read is PayPal failing (a 502), never a 500.
  const sub = (await res.json().catch(() => null)) as PaypalSubscription | null;
  if (typeof sub?.id !== 'string' || typeof sub.status !== 'string') throw unreachable();
  return sub;
}

export async function cancelSubscription(paypal: PaypalConfig, id: string, reason: string) {
  const res = await call(paypal, `/v1/billing/subscriptions/${encodeURIComponent(id)}/cancel`, {
    method: 'POST',
    body: JSON.stringify({ reason }),
  });
  // 422 SUBSCRIPTION_STATUS_INVALID: already cancelled or expired at PayPal, which is what we want.
  if (!res.ok && res.status !== 422 && res.status !== 404) throw unreachable();
}

/**
 * `rawEvent` is the webhook body exactly as received (already checked to be JSON). PayPal verifies the
 * signature over that text: an event parsed and serialized again (fields dropped, keys reordered, 1.0
 * written as 1) fails with FAILURE, so the raw text is spliced into the request as it is.
 */
export async function verifyWebhookSignature(paypal: PaypalConfig, headers: Headers, rawEvent: string) {
  const fields = JSON.stringify({
    auth_algo: headers.get('paypal-auth-algo'),
    cert_url: headers.get('paypal-cert-url'),
    transmission_id: headers.get('paypal-transmission-id'),
    transmission_sig: headers.get('paypal-transmission-sig'),
    transmission_time: headers.get('paypal-transmission-time'),
    webhook_id: paypal.webhookId,
  });
  const res = await call(paypal, '/v1/notifications/verify-webhook-signature', {
    method: 'POST',
    body: `${fields.slice(0, -1)},"webhook_event":${rawEvent}}`,
  });
  if (!res.ok) return false;
  const json = await res.json<{ verification_status?: string }>();
  return json.verification_status === 'SUCCESS';
}
