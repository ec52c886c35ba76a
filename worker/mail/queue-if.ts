// queueMail (outbox.ts) with a guard: the outbox row is written only when `guard` holds inside the batch.
// Used where a mail must exist exactly when a guarded change happens (a status change that won its
// race, a reminder not yet sent for this period). The row is queueMail's (outboxRow).
import type { SQL } from 'drizzle-orm';
import { mailOutbox } from '../../schema';
import type { Db } from '../db';
import { insertWhere } from '../lib/insert-where';
import { outboxRow, type Mail } from './outbox';

export function queueMailIf(db: Db, mail: Mail, guard: SQL) {
  return insertWhere(db, mailOutbox, outboxRow(mail), guard);
}
