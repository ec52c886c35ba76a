// Reading problem reports: one query joins a report with its company and reporter, and toProblem maps the
// row to the API's Problem. Owner scoping lives here too: an admin reaches every report, anyone else only
// their own (another's is "no such report").
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { airlines, problemReports, problemStatusHistory, users, type UserRow } from '../../schema';
import { ANSWER_KINDS, deliveryOf, letterSentOn, routeKey } from '../contracts';
import type {
  Deadline,
  PlannedRoute,
  Problem,
  ProblemDetail,
  ProblemList,
  ProblemStatus,
  ReportRights,
  RightsFlight,
} from '../contracts';
import { DEFAULT_DOCUMENT_RETENTION_MONTHS } from '../contracts';
import type { Db } from '../db';
import { documentsDeleteOn } from '../case-file/retention';
import { readCaseFile } from '../case-file/read';
import { escalationsFor } from '../complaint-routes/escalation';
import { bodyLanguageOf } from '../contracts/letter-languages';
import { loadLanguageTexts } from '../language-texts-module';
import { isActiveAdmin } from '../subscription/status';

const columns = {
  id: problemReports.id,
  airlineId: problemReports.airlineId,
  userId: problemReports.userId,
  username: users.username,
  category: problemReports.category,
  flightNumber: problemReports.flightNumber,
  date: problemReports.date,
  description: problemReports.description,
  contactEmail: problemReports.contactEmail,
  contactPhone: problemReports.contactPhone,
  dateSubmitted: problemReports.dateSubmitted,
  status: problemReports.status,
  emailStatus: problemReports.emailStatus,
  channel: problemReports.channel,
  letter: problemReports.letter,
  letterLanguage: problemReports.letterLanguage,
  letterEnglish: problemReports.letterEnglish,
  formSubmittedAt: problemReports.formSubmittedAt,
  submittedVia: problemReports.submittedVia,
  flight: problemReports.flight,
  rights: problemReports.rights,
  deadlines: problemReports.deadlines,
  routes: problemReports.routes,
  replyAddress: problemReports.replyAddress,
  documentsDeletedAt: problemReports.documentsDeletedAt,
  passengers: problemReports.passengers,
  bookingReference: problemReports.bookingReference,
  ticketNumber: problemReports.ticketNumber,
  expenses: problemReports.expenses,
  claim: problemReports.claim,
  airlineName: airlines.name,
  airlineEmail: airlines.email,
  airlinePhone: airlines.phone,
  airlineWebsite: airlines.website,
  airlineFormUrl: airlines.complaintFormUrl,
  // The routes the traveller took the case to (history `escalated`, by route key), for its delivery.
  escalated: sql<
    string | null
  >`(SELECT group_concat(${problemStatusHistory.detail}, char(10)) FROM ${problemStatusHistory} WHERE ${problemStatusHistory.problemId} = ${problemReports.id} AND ${problemStatusHistory.event} = 'escalated')`,
};

const joined = (db: Db) =>
  db
    .select(columns)
    .from(problemReports)
    .innerJoin(airlines, eq(airlines.id, problemReports.airlineId))
    .innerJoin(users, eq(users.id, problemReports.userId));

/** A report joined with its company and reporter, as stored. */
export type ReportRow = Awaited<ReturnType<ReturnType<typeof joined>['where']>>[number];

/** The bodies of the report's planned routes that the traveller took the case to. */
function escalatedBodies(r: ReportRow, routes: PlannedRoute[]): string[] {
  const keys = r.escalated ? r.escalated.split('\n') : [];
  return keys.map((k) => routes.find((route) => routeKey(route) === k)?.body ?? k);
}

export function toProblem(r: ReportRow): Problem {
  const routes = r.routes ? (JSON.parse(r.routes) as PlannedRoute[]) : [];
  return {
    id: r.id,
    airlineId: r.airlineId,
    airline: {
      name: r.airlineName,
      email: r.airlineEmail,
      phone: r.airlinePhone,
      website: r.airlineWebsite,
      complaintFormUrl: r.airlineFormUrl,
    },
    userId: r.userId,
    username: r.username,
    category: r.category,
    flightNumber: r.flightNumber,
    date: r.date,
    description: r.description,
    contactEmail: r.contactEmail,
    contactPhone: r.contactPhone,
    dateSubmitted: r.dateSubmitted,
    status: r.status,
    emailStatus: r.emailStatus,
    channel: r.channel,
    letter: r.letter,
    letterLanguage: r.letterLanguage,
    letterEnglish: r.letterEnglish,
    formSubmittedAt: r.formSubmittedAt,
    submittedVia: r.submittedVia,
    flight: r.flight ? (JSON.parse(r.flight) as RightsFlight) : null,
    rights: r.rights ? (JSON.parse(r.rights) as ReportRights) : null,
    deadlines: r.deadlines ? (JSON.parse(r.deadlines) as Deadline[]) : [],
    routes,
    replyAddress: r.replyAddress,
    passengers: r.passengers ? (JSON.parse(r.passengers) as Problem['passengers']) : [],
    bookingReference: r.bookingReference,
    ticketNumber: r.ticketNumber,
    expenses: r.expenses ? (JSON.parse(r.expenses) as Problem['expenses']) : [],
    claim: r.claim ? (JSON.parse(r.claim) as Problem['claim']) : null,
    delivery: deliveryOf({ ...r, escalatedTo: escalatedBodies(r, routes) }),
  };
}

/** Owner scoping: an admin reaches every report, anyone else only their own. */
const visibleTo = (user: UserRow): SQL | undefined =>
  isActiveAdmin(user) ? undefined : eq(problemReports.userId, user.id);

/** The report `id` if `user` may see it. */
export async function findVisible(db: Db, user: UserRow, id: number): Promise<ReportRow | undefined> {
  const rows = await joined(db).where(and(eq(problemReports.id, id), visibleTo(user)));
  return rows[0];
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

export interface ListQuery {
  page: number;
  limit: number;
  status: ProblemStatus | 'all';
  q?: string;
}

/** One page of the reports `user` may see, newest first, with the count of all that match. */
export async function listProblems(db: Db, user: UserRow, { page, limit, status, q }: ListQuery): Promise<ProblemList> {
  const conditions: (SQL | undefined)[] = [visibleTo(user)];
  if (status !== 'all') conditions.push(eq(problemReports.status, status));
  if (q) {
    const p = likePattern(q);
    conditions.push(
      sql`(${problemReports.description} LIKE ${p} ESCAPE '\\' OR ${problemReports.flightNumber} LIKE ${p} ESCAPE '\\' OR ${airlines.name} LIKE ${p} ESCAPE '\\')`,
    );
  }
  const where = and(...conditions);
  const [rows, counted] = await db.batch([
    joined(db)
      .where(where)
      .orderBy(desc(problemReports.dateSubmitted), desc(problemReports.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ n: count() })
      .from(problemReports)
      .innerJoin(airlines, eq(airlines.id, problemReports.airlineId))
      .where(where),
  ]);
  return { problems: rows.map(toProblem), total: counted[0]?.n ?? 0 };
}

/**
 * The report with its status history, the next steps of its case and its case file (messages and documents,
 * the texts from R2 `files`), as `viewer` may see them.
 */
export async function problemDetail(
  db: Db,
  files: R2Bucket | undefined,
  viewer: UserRow,
  row: ReportRow,
  retentionMonths = DEFAULT_DOCUMENT_RETENTION_MONTHS,
): Promise<ProblemDetail> {
  const history = await db
    .select({
      status: problemStatusHistory.status,
      event: problemStatusHistory.event,
      detail: problemStatusHistory.detail,
      changedAt: problemStatusHistory.changedAt,
      changedById: problemStatusHistory.changedBy,
      changedBy: users.username,
    })
    .from(problemStatusHistory)
    .leftJoin(users, eq(users.id, problemStatusHistory.changedBy))
    .where(eq(problemStatusHistory.problemId, row.id))
    .orderBy(problemStatusHistory.changedAt, problemStatusHistory.id);
  const problem = toProblem(row);
  const caseFile = await readCaseFile(db, files, row.id);
  const escalatedAt = new Map(
    history.flatMap((h) => (h.event === 'escalated' && h.detail ? [[h.detail, h.changedAt] as const] : [])),
  );
  const lastActivity = [
    problem.dateSubmitted,
    ...history.map((h) => h.changedAt),
    ...caseFile.messages.map((m) => m.at),
    ...caseFile.attachments.map((a) => a.createdAt),
  ].reduce((a, b) => (b > a ? b : a));
  // Each opened route's letter is written in its body's language.
  await loadLanguageTexts(...problem.routes.map((r) => bodyLanguageOf(r.country)));
  return {
    ...problem,
    ...caseFile,
    documentsDeleteOn: documentsDeleteOn(lastActivity, caseFile.attachments.length > 0, retentionMonths),
    documentsDeletedAt: row.documentsDeletedAt,
    escalations: escalationsFor(
      {
        id: problem.id,
        airlineName: problem.airline.name,
        dateSubmitted: problem.dateSubmitted,
        status: problem.status,
        channel: problem.channel,
        letter: problem.letter,
        sentOn: letterSentOn(problem),
        answered: caseFile.messages.some(
          (m) => m.direction === 'in' && (ANSWER_KINDS as readonly string[]).includes(m.kind),
        ),
        routes: problem.routes,
        escalatedAt,
      },
      new Date().toISOString().slice(0, 10),
    ),
    history: history.map((h) => ({
      status: h.status,
      event: h.event,
      detail: h.detail,
      changedAt: h.changedAt,
      // A reporter sees their own changes by name and staff changes as "AirDesk support" (an
      // administrator's address is not shown to customers).
      changedBy:
        h.changedById === null
          ? null
          : isActiveAdmin(viewer) || h.changedById === viewer.id
            ? h.changedBy
            : 'AirDesk support',
    })),
  };
}
