import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { deliverDueMail } from './deliver';

/**
 * Delivers the outbox right after the answer is sent, until it is empty or the after-request budget is
 * spent; concurrent runs share the rows, and the scheduled handler takes over whatever is left.
 */
export function deliverSoon(c: Context<AppEnv>) {
  c.executionCtx.waitUntil(
    deliverDueMail(c.var.db, c.env).catch((err) => console.error('mail delivery run failed', err)),
  );
}
