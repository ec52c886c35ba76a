// Mail delivery as the app runs it: the outbox's delivery run (mail/deliver.ts) with each final outcome
// applied to what the mail reports on (a report's e-mail state, problems/mail-outcome.ts). The request
// handlers start it after their answer; the scheduled handler runs it on the cron.
import type { Context } from 'hono';
import type { Db } from './db';
import type { AppEnv, Bindings } from './env';
import { deliverDueMail, type DeliveryOptions } from './mail/deliver';
import { recordReportMailOutcome } from './problems/mail-outcome';

export function deliverMail(db: Db, env: Bindings, opts: Omit<DeliveryOptions, 'onSettled'> = {}) {
  return deliverDueMail(db, env, { ...opts, onSettled: recordReportMailOutcome });
}

/**
 * Delivers the outbox right after the answer is sent, until it is empty or the after-request budget is
 * spent; concurrent runs share the rows, and the scheduled handler takes over whatever is left.
 */
export function deliverSoon(c: Context<AppEnv>) {
  c.executionCtx.waitUntil(
    deliverMail(c.var.db, c.env).catch((err: unknown) => console.error('mail delivery run failed', err)),
  );
}
