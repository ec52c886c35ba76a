// Reminders of a case's deadlines, queued by the scheduled handler: before the traveller's own deadline
// passes (a written baggage complaint, a court claim) and when the company's answer window has ended with
// the report still open. Each is queued once: the mail, the history entry and the report_reminders row go
// in one batch behind one guard, and the unique index holds even when two cron runs overlap. The mails
// themselves: mail/reminder-mails.ts.
import { and, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import { airlines, caseMessages, problemReports, problemStatusHistory, reportReminders, users } from '../../schema';
import { routeKey, type Deadline, type PlannedRoute, type ReminderKind } from '../contracts';
import type { Language } from '../contracts/languages';
import type { Db } from '../db';
import { insertWhere } from '../lib/insert-where';
import { queueMail, type Mail } from '../mail/outbox';
import { caseReminderMail, routeOpensMail, type CaseRow } from '../mail/reminder-mails';
import { addDays } from '../rights/common';
import { loadRightsTexts } from '../rights-texts-module';

/** How many days before a traveller's deadline the reminder goes. */
export const REMINDER_LEAD_DAYS: Record<Deadline['kind'], number> = {
  'baggage-complaint': 3,
  'legal-action': 30,
  'company-answer': 0, // sent the day after the window ends
};

/** Whether the reminder of `d` is due on `today` (YYYY-MM-DD). */
export function reminderDue(d: Deadline, today: string): boolean {
  if (d.kind === 'company-answer') return today > d.date;
  return today >= addDays(d.date, -REMINDER_LEAD_DAYS[d.kind]) && today <= d.date;
}

/** A reminder to queue: a deadline of the case, or a route of its plan that opens. */
interface Due {
  kind: ReminderKind;
  date: string;
  mail: Mail;
}

function dueReminders(
  r: CaseRow & { status: string; deadlines: string | null; routes: string | null; answered: number },
  today: string,
  origin: string,
): Due[] {
  const deadlines = r.deadlines ? (JSON.parse(r.deadlines) as Deadline[]) : [];
  const routes = r.routes ? (JSON.parse(r.routes) as PlannedRoute[]) : [];
  // A company that answered met its deadline, whatever the report's status is now (the traveller may have set
  // it back to Submitted): neither its window's end nor a body waiting on it is news to the traveller.
  const answered = r.answered === 1;
  return [
    ...deadlines
      .filter((d) => !(answered && d.kind === 'company-answer') && reminderDue(d, today))
      .map((d) => ({ kind: d.kind, date: d.date, mail: caseReminderMail(r, d, origin) })),
    // A body that opens at filing needs no reminder (the plan shows it from the start); one that waits for the
    // company's answer window does, while the company has not answered (the report is still "submitted").
    ...routes.flatMap((route) =>
      route.waitDays > 0 && route.opensOn !== null && route.opensOn <= today && r.status === 'submitted' && !answered
        ? [{ kind: `route:${routeKey(route)}` as const, date: route.opensOn, mail: routeOpensMail(r, route, origin) }]
        : [],
    ),
  ];
}

/** `origin`: the app's origin, for the case links in the mails. */
export async function queueCaseReminders(db: Db, origin: string, nowMs = Date.now()) {
  const today = new Date(nowMs).toISOString().slice(0, 10);
  const open = await db
    .select({
      id: problemReports.id,
      contactEmail: problemReports.contactEmail,
      status: problemReports.status,
      deadlines: problemReports.deadlines,
      routes: problemReports.routes,
      airlineName: airlines.name,
      // The language of the report's account, for its mails (a deleted account's stand-in has one too).
      language: sql<Language>`coalesce((SELECT ${users.language} FROM ${users} WHERE ${users.id} = ${problemReports.userId}), 'en')`,
      // The company answered: a reply of its own, or one the traveller forwarded (never an automatic one, nor one
      // from an unknown sender until the traveller confirms it), is in the case.
      answered: sql<number>`EXISTS (SELECT 1 FROM ${caseMessages} WHERE ${caseMessages.problemId} = ${problemReports.id} AND ${caseMessages.direction} = 'in' AND ${caseMessages.kind} IN ('reply', 'forwarded'))`,
    })
    .from(problemReports)
    .innerJoin(airlines, sql`${airlines.id} = ${problemReports.airlineId}`)
    .where(
      and(
        or(isNotNull(problemReports.deadlines), isNotNull(problemReports.routes)),
        ne(problemReports.status, 'resolved'),
      ),
    )
    .limit(2000);
  if (open.length === 0) return 0;
  // The reminders quote the engine's prose in the account's language.
  await loadRightsTexts(...new Set(open.map((r) => r.language)));
  // Reminders already queued, read in chunks (D1 binds at most 100 parameters a statement).
  const already = new Set<string>();
  for (let i = 0; i < open.length; i += 90) {
    const sent = await db
      .select({ problemId: reportReminders.problemId, kind: reportReminders.kind, deadline: reportReminders.deadline })
      .from(reportReminders)
      .where(
        inArray(
          reportReminders.problemId,
          open.slice(i, i + 90).map((r) => r.id),
        ),
      );
    for (const s of sent) already.add(`${s.problemId}|${s.kind}|${s.deadline}`);
  }
  let queued = 0;
  for (const r of open) {
    for (const d of dueReminders(r, today, origin)) {
      if (already.has(`${r.id}|${d.kind}|${d.date}`)) continue;
      const notYet = sql`NOT EXISTS (SELECT 1 FROM ${reportReminders} WHERE ${reportReminders.problemId} = ${r.id} AND ${reportReminders.kind} = ${d.kind} AND ${reportReminders.deadline} = ${d.date})`;
      const [, , inserted] = await db.batch([
        queueMail(db, d.mail, { onlyIf: notYet }),
        insertWhere(
          db,
          problemStatusHistory,
          {
            problemId: r.id,
            status: r.status,
            event: 'reminder',
            changedAt: new Date(nowMs).toISOString(),
            changedBy: null,
          },
          notYet,
        ),
        db
          .insert(reportReminders)
          .values({ problemId: r.id, kind: d.kind, deadline: d.date })
          .onConflictDoNothing()
          .returning({ id: reportReminders.id }),
      ]);
      queued += inserted.length;
    }
  }
  return queued;
}
