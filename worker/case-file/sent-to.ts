// Where the report's mail to the company went, as it was queued: the directory's address may change after filing.
import { and, desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../../schema';
import type { Db } from '../db';

/** The address(es) of report `problemId`'s mail to the company, or null when it was not e-mailed. */
export async function companyMailAddress(db: Db, problemId: number): Promise<string | null> {
  const [mail] = await db
    .select({ to: mailOutbox.toAddresses })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'report-airline'), eq(mailOutbox.refId, problemId)))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return mail ? (JSON.parse(mail.to) as string[]).join(', ') : null;
}
