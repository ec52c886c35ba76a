// Test helpers: calls go through the real Worker entry point; fakes are steered over loopback HTTP.
import { env } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { expect } from 'vitest';
import worker from '../index';
import type { Problem, User } from '../contracts';
import type { Bindings } from '../env';
import { checkDeclaredAnswer } from './declared-answers';
import { hookBase } from './fault-controls';
import { PAYPAL_PLAN_ID } from './fakes/constants';

export const ORIGIN = 'http://127.0.0.1:8787';
let counter = 0;
export const uniqueEmail = (tag = 'user') =>
  `${tag}-${Date.now().toString(36)}-${++counter}-${Math.random().toString(36).slice(2, 6)}@airdesk.test`;
/** Each test user gets its own client address so per-IP rate limits of one test never hit another. */
export const uniqueIp = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

export interface CallOptions {
  method?: string;
  body?: unknown;
  rawBody?: string;
  cookie?: string;
  headers?: Record<string, string>;
  ip?: string;
  /** A multipart/form-data body (a document's upload); the request gets its boundary from it. */
  form?: FormData;
  /** Call the same entry point with changed configuration (e.g. PayPal not configured). */
  env?: Partial<Bindings>;
  url?: string;
}

export async function call(path: string, opts: CallOptions = {}): Promise<Response> {
  const method = opts.method ?? (opts.body !== undefined || opts.rawBody !== undefined || opts.form ? 'POST' : 'GET');
  const headers: Record<string, string> = { 'CF-Connecting-IP': opts.ip ?? uniqueIp(), ...opts.headers };
  if (method !== 'GET' && !opts.form && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type'))
    headers['Content-Type'] = 'application/json';
  if (opts.cookie) headers.Cookie = opts.cookie;
  const request = new Request(`${opts.url ?? ORIGIN}${path}`, {
    method,
    headers,
    body: opts.form ?? opts.rawBody ?? (opts.body !== undefined ? JSON.stringify(opts.body) : undefined),
  });
  // The entry point's fetch handler, called as the runtime calls it: the request, the runtime's env and an
  // execution context. Its waitUntil work runs on after the answer, as in production (opts.env waits for it).
  // Not through the pool's `exports.default`: that imports the main module through Vite again on every call, a
  // round trip to Node whose cost grew with each file a runtime had run (1.8 s, then 2.8, 5.1, ... 43 s for the
  // same file run eight times in one runtime).
  const ctx = createExecutionContext();
  const res = await worker.fetch(request, opts.env ? { ...env, ...opts.env } : env, ctx);
  if (opts.env) await waitOnExecutionContext(ctx);
  // Every answer is one its route declares (docs/openapi.json): a status it lists, a body of its declared type.
  await checkDeclaredAnswer(method, request.url, res);
  return res;
}

/** The `name=value` of the session cookie a response sets, or undefined. */
export function sessionCookie(res: Response) {
  for (const c of res.headers.getSetCookie()) {
    const pair = c.split(';')[0]!;
    if (/^(__Host-)?session=/.test(pair) && !/^(__Host-)?session=$/.test(pair)) return pair;
  }
  return undefined;
}

export interface TestUser {
  email: string;
  password: string;
  cookie: string;
  user: User;
  ip: string;
}

export async function register(email = uniqueEmail(), password = 'correct horse battery'): Promise<TestUser> {
  const ip = uniqueIp();
  const res = await call('/api/register', { body: { username: email, password }, ip });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  return { email, password, cookie: sessionCookie(res)!, user: await res.json<User>(), ip };
}

export async function subscribedUser() {
  const u = await register();
  const res = await call('/api/subscription', { body: { orderId: 'free-trial' }, cookie: u.cookie });
  if (res.status !== 200) throw new Error(`trial failed: ${res.status}`);
  return u;
}

export async function makeAdmin(email: string) {
  await env.DB.prepare('UPDATE users SET is_admin = 1 WHERE username = ?').bind(email.toLowerCase()).run();
}

export const json = async <T = any>(res: Response) => (await res.json()) as T;

// --- the fakes -------------------------------------------------------------------------------
const control = async (base: string, path: string, body?: unknown) => {
  const res = await fetch(`${base}${path}`, body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) });
  return res.json<any>();
};

/** A mail as the provider received it (Resend's shape). */
export interface SentMail {
  from: string;
  to: string[];
  reply_to?: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  attachments?: { filename: string; content: string; content_type: string }[];
}

export const mailFake = {
  mode: (mode: 'ok' | 'fail' | 'hang') => control(env.MAIL_API_URL, '/__control/mode', { mode }),
  reset: () => control(env.MAIL_API_URL, '/__control/reset', {}),
  /** Milliseconds the provider takes per message (0: at once). */
  delay: (ms: number) => control(env.MAIL_API_URL, '/__control/delay', { ms }),
  /** Hold every message until hold(false): the provider has not answered until the test says so. */
  hold: (on: boolean) => control(env.MAIL_API_URL, '/__control/hold', { on }),
  /** The Idempotency-Key of every POST the provider received, repeats included. */
  posts: () => control(env.MAIL_API_URL, '/__control/posts') as Promise<string[]>,
  messages: async (to?: string) => {
    const all = (await control(env.MAIL_API_URL, '/__control/messages')) as {
      idempotencyKey: string;
      body: SentMail;
    }[];
    return to ? all.filter((m) => m.body.to.includes(to)) : all;
  },
};

export const paypalFake = {
  setSubscription: (sub: Record<string, unknown>) => control(env.PAYPAL_API_BASE, '/__control/subscriptions', sub),
  down: (down: boolean) => control(env.PAYPAL_API_BASE, '/__control/down', { down }),
  calls: () => control(env.PAYPAL_API_BASE, '/__control/calls') as Promise<{ method: string; path: string }[]>,
  /** Raw bodies of the verify-webhook-signature requests PayPal received. */
  verifications: () => control(env.PAYPAL_API_BASE, '/__control/verifications') as Promise<string[]>,
  reset: () => control(env.PAYPAL_API_BASE, '/__control/reset', {}),
  /** An active subscription to our plan whose last $3.00 payment was at lastPaidAt, billed next in nextBillingDays. */
  setActive: (id: string, lastPaidAt = new Date().toISOString(), nextBillingDays = 365) =>
    paypalFake.setSubscription({
      id,
      status: 'ACTIVE',
      plan_id: PAYPAL_PLAN_ID,
      billing_info: {
        next_billing_time: new Date(Date.now() + nextBillingDays * 86400_000).toISOString(),
        last_payment: { amount: { currency_code: 'USD', value: '3.00' }, time: lastPaidAt },
      },
    }),
};

export const deployHookFake = {
  state: () => control(hookBase(), '/__control/state') as Promise<{ hits: number }>,
  fail: (fail: boolean) => control(hookBase(), '/__control/fail', { fail }),
  reset: () => control(hookBase(), '/__control/reset', {}),
};

/**
 * Runs the scheduled handler the way the cron trigger does: after the delivery run a request started
 * (waitUntil) has finished, as in production, where the cron comes minutes later. Runs claim distinct
 * rows, so a run still holding a request's mails would otherwise keep them from this one.
 */
export async function runCron(scheduledTime = Date.now()) {
  await outboxIdle();
  const ctx = createExecutionContext();
  worker.scheduled({ scheduledTime, cron: '*/5 * * * *', noRetry() {} }, env, ctx);
  await waitOnExecutionContext(ctx);
}

/** Waits (at most 15 s) until no delivery run holds outbox rows under a lease that still runs. */
export async function outboxIdle() {
  const busy = () =>
    env.DB.prepare("SELECT 1 FROM mail_outbox WHERE status = 'sending' AND lease_until > ?")
      .bind(new Date().toISOString())
      .first();
  await eventually(async () => !(await busy()), 15_000).catch(() => undefined);
}

/** The newest outbox mail to an address, read from D1. */
export async function outboxFor(address: string) {
  const { results } = await env.DB.prepare('SELECT * FROM mail_outbox WHERE to_addresses LIKE ? ORDER BY id DESC')
    .bind(`%"${address}"%`)
    .all<Record<string, any>>();
  return results;
}

/**
 * Files a report of a five-hour delay with `airlineId` as `u` (POST /api/problems); with `flight`, the journey facts
 * of that delay too (the date and delay preset, the airports given), so the report gets its rights and routes.
 */
export async function fileDelay(u: TestUser, airlineId: number, flight?: Record<string, unknown>) {
  const res = await call('/api/problems', {
    body: {
      airlineId,
      category: 'flight-delay',
      description: 'The flight left five hours late and nobody told us why.',
      contactEmail: u.email,
      ...(flight ? { flight: { date: '2026-10-01', incident: 'delay', arrivalDelayHours: 5, ...flight } } : {}),
    },
    cookie: u.cookie,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return json<Problem>(res);
}

/** Polls until `fn` returns a truthy value (for work done in waitUntil after the answer). */
export async function eventually<T>(fn: () => Promise<T | undefined | null | false>, timeoutMs = 5000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function userRow(email: string) {
  return env.DB.prepare('SELECT * FROM users WHERE username = ?')
    .bind(email.toLowerCase())
    .first<Record<string, any>>();
}
