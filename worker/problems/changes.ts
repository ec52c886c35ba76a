// Changing a report after it is filed: its status (which e-mails the report's contact) and the traveller's
// word that they sent the letter through the company's form. Each write is guarded by the state it was
// decided on, so of two racing changes one wins whole and the other changes nothing.
import { and, eq, sql } from 'drizzle-orm';
import { problemReports, problemStatusHistory, users, type UserRow } from '../../schema';
import type { Deadline, PlannedRoute, ProblemStatus, ReportRights, SubmittedVia } from '../contracts';
import type { Db } from '../db';
import { insertWhere } from '../lib/insert-where';
import { queueMail } from '../mail/outbox';
import { filedWithRegime, sentPlan } from './filing';
import { statusChangeMail } from './report-mails';
import type { ReportRow } from './queries';
import { loadLanguageTexts } from '../language-texts-module';

/**
 * Moves the report from `from` to `to` with its history entry and the notice to its contact. Answers false
 * when the report no longer had status `from` (someone else changed it first): then nothing is written.
 */
export async function changeStatus(
  db: Db,
  by: UserRow,
  current: ReportRow,
  from: ProblemStatus,
  to: ProblemStatus,
  appOrigin: string,
) {
  const id = current.id;
  // The history entry and the notice are written only if the report still has the status read above,
  // and the update carries the same guard: of two racing changes from one status, one wins whole.
  const unchanged = sql`EXISTS (SELECT 1 FROM ${problemReports} WHERE ${problemReports.id} = ${id} AND ${problemReports.status} = ${from})`;
  // The notice is in the language of the report's account (the one who changes it may be an admin).
  const owner = await db.query.users.findFirst({ where: eq(users.id, current.userId), columns: { language: true } });
  await loadLanguageTexts(owner?.language);
  const [, , updated] = await db.batch([
    insertWhere(
      db,
      problemStatusHistory,
      { problemId: id, status: to, changedAt: new Date().toISOString(), changedBy: by.id },
      unchanged,
    ),
    queueMail(
      db,
      statusChangeMail(
        { id, airlineName: current.airlineName, contactEmail: current.contactEmail, language: owner?.language },
        from,
        to,
        appOrigin,
      ),
      // A deleted account's report keeps no contact address: its change is told to no one.
      { onlyIf: current.contactEmail ? unchanged : sql`0` },
    ),
    db
      .update(problemReports)
      .set({ status: to })
      .where(and(eq(problemReports.id, id), eq(problemReports.status, from)))
      .returning({ id: problemReports.id }),
  ]);
  return updated.length === 1;
}

/** The plan from the day the letter went out; a report filed with an official body is not sent on to it again. */
const sentPlanOf = (
  deadlines: string,
  routes: PlannedRoute[],
  rights: ReportRights,
  channel: ReportRow['channel'],
  now: string,
) =>
  sentPlan(
    { deadlines: JSON.parse(deadlines) as Deadline[], routes, regimes: rights.regimes },
    now,
    filedWithRegime(channel, routes),
  );

/** Records once that the traveller sent the letter through the company's form; a repeat changes nothing. */
export async function markFormSubmitted(db: Db, by: UserRow, current: ReportRow, via: SubmittedVia) {
  if (current.formSubmittedAt !== null) return;
  const id = current.id;
  const now = new Date().toISOString();
  // The letter went out today: the company's answer window and the waiting routes count from now.
  const rights = current.rights ? (JSON.parse(current.rights) as ReportRights) : null;
  const plan =
    rights && current.routes && current.deadlines
      ? sentPlanOf(current.deadlines, JSON.parse(current.routes) as PlannedRoute[], rights, current.channel, now)
      : undefined;
  // The history entry and the stamp are guarded by the same condition.
  const notYet = sql`EXISTS (SELECT 1 FROM ${problemReports} WHERE ${problemReports.id} = ${id} AND ${problemReports.formSubmittedAt} IS NULL)`;
  await db.batch([
    insertWhere(
      db,
      problemStatusHistory,
      { problemId: id, status: current.status, event: 'form-submitted', detail: via, changedAt: now, changedBy: by.id },
      notYet,
    ),
    db
      .update(problemReports)
      .set({
        formSubmittedAt: now,
        // The letter went out: the company's answer record counts it (directory/airline-records.ts).
        letterSentAt: sql`coalesce(${problemReports.letterSentAt}, ${now})`,
        submittedVia: via,
        ...(plan ? { deadlines: JSON.stringify(plan.deadlines), routes: JSON.stringify(plan.routes) } : {}),
      })
      .where(and(eq(problemReports.id, id), sql`${problemReports.formSubmittedAt} IS NULL`)),
  ]);
}

/**
 * Records that the traveller sent the escalation letter to a route's body (history `escalated`, with the
 * route's key); once per route, a repeat changes nothing.
 */
export async function markEscalated(db: Db, by: UserRow, current: ReportRow, key: string) {
  const notYet = sql`NOT EXISTS (SELECT 1 FROM ${problemStatusHistory} WHERE ${problemStatusHistory.problemId} = ${current.id} AND ${problemStatusHistory.event} = 'escalated' AND ${problemStatusHistory.detail} = ${key})`;
  await insertWhere(
    db,
    problemStatusHistory,
    {
      problemId: current.id,
      status: current.status,
      event: 'escalated',
      detail: key,
      changedAt: new Date().toISOString(),
      changedBy: by.id,
    },
    notYet,
  );
}
