// Mail delivery as the app runs it: the outbox's delivery run (mail/deliver.ts) with each final outcome
// applied to what the mail reports on (a report's e-mail state, problems/mail-outcome.ts) and the case file's
// documents carried by the mails that name them (case-file/mail-documents.ts). The request
// handlers start it after their answer; the scheduled handler runs it on the cron.
import type { Context } from 'hono';
import { caseMailDocuments } from './case-file/mail-documents';
import { configOf } from './config';
import type { Db } from './db';
import type { AppEnv, Bindings } from './env';
import { deliverDueMail, type DeliveryOptions } from './mail/deliver';
import { recordReportMailOutcome } from './problems/mail-outcome';

export function deliverMail(db: Db, env: Bindings, opts: Omit<DeliveryOptions, 'onSettled' | 'documents'> = {}) {
  return deliverDueMail(db, configOf(env), {
    ...opts,
    onSettled: recordReportMailOutcome,
    documents: caseMailDocuments(env.FILES),
  });
}

/**
 * Delivers the outbox right after the answer is sent, until it is empty or the after-request budget is
 * spent; concurrent runs share the rows, and the scheduled handler takes over whatever is left.
 */
export function deliverSoon(c: Context<AppEnv>) {
  deliverInBackground(c.executionCtx, c.var.db, c.env);
}

/** The same after any handler's work (the email() handler's too): the run outlives the handler. */
export function deliverInBackground(ctx: Pick<ExecutionContext, 'waitUntil'>, db: Db, env: Bindings) {
  ctx.waitUntil(deliverMail(db, env).catch((err: unknown) => console.error('mail delivery run failed', err)));
}
