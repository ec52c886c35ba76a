// A report shows how its e-mail to the company is doing (docs/api.md emailStatus): when delivery settles the
// report-airline mail for good, the report takes its outcome, in the same batch as the outbox row.
import { eq, sql } from 'drizzle-orm';
import { problemReports } from '../../schema';
import type { OnSettled } from '../mail/deliver';

export const recordReportMailOutcome: OnSettled = (db, mail) =>
  mail.kind === 'report-airline' && mail.refId !== null
    ? [
        db
          .update(problemReports)
          .set({
            emailStatus: mail.status,
            emailError: mail.error,
            // Delivered: the letter went out, and the company's answer record counts it from now.
            ...(mail.status === 'sent'
              ? { letterSentAt: sql`coalesce(${problemReports.letterSentAt}, ${new Date().toISOString()})` }
              : {}),
          })
          .where(eq(problemReports.id, mail.refId)),
      ]
    : [];
