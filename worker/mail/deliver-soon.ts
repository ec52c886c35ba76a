import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { deliverDueMail } from './deliver';

/** Tries the outbox right after the answer is sent; the scheduled handler retries whatever is left. */
export function deliverSoon(c: Context<AppEnv>) {
  c.executionCtx.waitUntil(
    deliverDueMail(c.var.db, c.env).catch((err) => console.error('mail delivery run failed', err)),
  );
}
