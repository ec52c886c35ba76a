// The cron trigger: deliver what is due in the mail outbox.
import { createDb } from './db';
import type { Bindings } from './env';
import { deliverDueMail } from './mail/deliver';

export async function runScheduled(env: Bindings, nowMs = Date.now()) {
  const db = createDb(env.DB);
  return { mail: await deliverDueMail(db, env, { nowMs, limit: 100 }) };
}
