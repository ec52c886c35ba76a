// Problem reports (API.md "Problem reports", PRODUCT.md points 6, 7 and 14). A user sees and changes
// only their own reports (another's is a 404); an admin sees and changes all. Every status change is
// kept in problem_status_history, starting with "submitted".
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import { airlines, mailOutbox, problemReports, problemStatusHistory, users, type AirlineRow, type UserRow } from '../../schema';
import {
  type Problem,
  type ProblemDetail,
  type ProblemList,
  channelOf,
  type Deadline,
  type ReportRights,
  type RightsFlight,
} from '../contracts';
import { createProblemBody, problemListQuery, updateProblemBody } from '../contracts/schemas/problems';
import { escalationFor } from '../rights/escalation';
import { citedRegime } from '../rights/common';
import { rightsParagraph } from '../rights/letter';
import { companyAnswerDeadlines } from '../rights/deadlines';
import { assessFlight } from '../rights/lookup';
import type { Db } from '../db';
import type { AppEnv } from '../env';
import { conflict, notFound } from '../lib/errors';
import { pathId } from '../lib/path-id';
import { insertWhere } from '../lib/insert-where';
import { hit, type Limit } from '../lib/rate-limit';
import { validate } from '../lib/validate';
import { deliverSoon } from '../mail/deliver-soon';
import { outboxRow, type Mail } from '../mail/outbox';
import { queueMailIf } from '../mail/queue-if';
import { FORM_CHANNEL, NO_AIRLINE_EMAIL, REPORT_ID, reportAirlineMail, type ReportForMail, reportCopyMail, reportLetter, statusChangeMail } from '../mail/report-mails';
import { refuseSuspended, requireAccess, requireUser } from '../middleware/session';
import { isActiveAdmin } from '../subscription/status';

/** Each report sends mail to a third party: a generous ceiling keeps the service from being a spam relay. */
export const REPORT_LIMIT: Limit = { max: 30, windowSeconds: 60 * 60 };
/**
 * Each status change e-mails the report's contact address, which the reporter chose: without a ceiling,
 * toggling one's own report would relay unlimited mail to any address. Administrators are not limited.
 */
export const STATUS_CHANGE_LIMIT: Limit = { max: 60, windowSeconds: 60 * 60 };

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
  formSubmittedAt: problemReports.formSubmittedAt,
  flight: problemReports.flight,
  rights: problemReports.rights,
  deadlines: problemReports.deadlines,
  airlineName: airlines.name,
  airlineEmail: airlines.email,
  airlinePhone: airlines.phone,
  airlineWebsite: airlines.website,
  airlineFormUrl: airlines.complaintFormUrl,
};


const joined = (db: Db) =>
  db
    .select(columns)
    .from(problemReports)
    .innerJoin(airlines, eq(airlines.id, problemReports.airlineId))
    .innerJoin(users, eq(users.id, problemReports.userId));

type Joined = Awaited<ReturnType<ReturnType<typeof joined>['where']>>[number];

const toProblem = (r: Joined): Problem => ({
  id: r.id,
  airlineId: r.airlineId,
  airline: { name: r.airlineName, email: r.airlineEmail, phone: r.airlinePhone, website: r.airlineWebsite, complaintFormUrl: r.airlineFormUrl },
  userId: r.userId,
  username: r.username,
  category: r.category as Problem['category'],
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
  formSubmittedAt: r.formSubmittedAt,
  flight: r.flight ? (JSON.parse(r.flight) as RightsFlight) : null,
  rights: r.rights ? (JSON.parse(r.rights) as ReportRights) : null,
  deadlines: r.deadlines ? (JSON.parse(r.deadlines) as Deadline[]) : [],
});

/**
 * The rights of a report filed with its flight: the assessment (as POST /api/rights/assess gives it), the
 * regime the letter cites, the traveller's deadlines and the company's answer window from today.
 */
async function rightsAtFiling(db: Db, flight: RightsFlight, airline: AirlineRow, now: string) {
  const a = await assessFlight(db, flight, airline, 'flight.');
  const cited = citedRegime(a.regimes);
  const rights: ReportRights = { distanceKm: a.distanceKm, nearBandEdge: a.nearBandEdge, regimes: a.regimes, cited: cited?.regime ?? null };
  const deadlines = [...a.deadlines, ...companyAnswerDeadlines(now, a.regimes)].sort((x, y) => x.date.localeCompare(y.date));
  return { rights, deadlines, paragraph: rightsParagraph(flight, a, deadlines) };
}

/** Owner scoping: an admin reaches every report, anyone else only their own. */
const visibleTo = (user: UserRow): SQL | undefined => (isActiveAdmin(user) ? undefined : eq(problemReports.userId, user.id));

async function findVisible(db: Db, user: UserRow, id: number) {
  const rows = await joined(db).where(and(eq(problemReports.id, id), visibleTo(user)));
  return rows[0];
}

const parseId = (raw: string) => pathId(raw, 'No such problem report.');

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

// The id of the report inserted earlier in the same batch. A batch is one transaction, so no other report
// comes in between, and AUTOINCREMENT makes a new id larger than every earlier one.
const NEW_REPORT_ID = sql`(SELECT max(id) FROM problem_reports)`;

/** A mail of a new report, queued in the report's own batch: the database puts the report id in. */
function queueNewReportMail(db: Db, mail: Mail) {
  const row = outboxRow(mail);
  const withId = (text: string) => sql`replace(${text}, ${REPORT_ID}, ${NEW_REPORT_ID})`;
  return db.insert(mailOutbox).values({ ...row, refId: NEW_REPORT_ID, subject: withId(row.subject), textBody: withId(row.textBody), htmlBody: withId(row.htmlBody) });
}

export const problemRoutes = new Hono<AppEnv>()
  .use(requireUser)

  .post('/', requireAccess, validate('json', createProblemBody), async (c) => {
    const body = c.req.valid('json');
    const db = c.var.db;
    const user = c.var.user;
    const airline = await db.query.airlines.findFirst({ where: eq(airlines.id, body.airlineId) });
    if (!airline) throw notFound('No airline with this id.');
    // Assessed before anything is counted or written: an unknown airport is a 400 that changes nothing.
    const now = new Date().toISOString();
    const filed = body.flight ? await rightsAtFiling(db, body.flight, airline, now) : undefined;
    await hit(c, `report:acct:${user.id}`, REPORT_LIMIT);

    const channel = channelOf(airline);
    const hasEmail = channel === 'email';
    // The report, its first history entry and its mails are one batch (one transaction). The database
    // chooses the id inside that transaction and every later statement reads it back (NEW_REPORT_ID), so
    // concurrent reports never compete for an id.
    const report: ReportForMail = {
      id: REPORT_ID,
      airline: { name: airline.name, email: airline.email.trim(), phone: airline.phone, website: airline.website, complaintFormUrl: airline.complaintFormUrl },
      channel,
      category: body.category,
      flightNumber: body.flightNumber,
      date: body.date,
      description: body.description,
      contactEmail: body.contactEmail,
      contactPhone: body.contactPhone,
      dateSubmitted: now,
      rightsText: filed?.paragraph ?? '',
    };
    const [inserted] = await db.batch([
      db
        .insert(problemReports)
        .values({
          userId: user.id, // never the client's userId or status (SECURITY.md)
          airlineId: airline.id,
          category: body.category,
          flightNumber: body.flightNumber,
          date: body.date,
          description: body.description,
          contactEmail: body.contactEmail,
          contactPhone: body.contactPhone,
          dateSubmitted: now,
          status: 'submitted',
          emailStatus: hasEmail ? 'queued' : 'failed',
          emailError: hasEmail ? '' : channel === 'form' ? FORM_CHANNEL : NO_AIRLINE_EMAIL,
          channel,
          letter: reportLetter(report),
          flight: filed ? JSON.stringify(body.flight) : null,
          rights: filed ? JSON.stringify(filed.rights) : null,
          deadlines: filed ? JSON.stringify(filed.deadlines) : null,
        })
        .returning({ id: problemReports.id }),
      // The letter quotes the report id, which the database has only just chosen.
      db
        .update(problemReports)
        .set({ letter: sql`replace(${problemReports.letter}, ${REPORT_ID}, ${problemReports.id})` })
        .where(eq(problemReports.id, NEW_REPORT_ID)),
      db.insert(problemStatusHistory).values({ problemId: NEW_REPORT_ID, status: 'submitted', changedAt: now, changedBy: user.id }),
      ...(hasEmail ? [queueNewReportMail(db, reportAirlineMail(report))] : []),
      queueNewReportMail(db, reportCopyMail(report)),
    ]);
    deliverSoon(c);
    const created = await findVisible(db, user, inserted[0]!.id);
    return c.json(toProblem(created!), 201);
  })

  .get('/', validate('query', problemListQuery), async (c) => {
    const { page, limit, status, q } = c.req.valid('query');
    const db = c.var.db;
    const conditions: (SQL | undefined)[] = [visibleTo(c.var.user)];
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
    const body: ProblemList = { problems: rows.map(toProblem), total: counted[0]?.n ?? 0 };
    return c.json(body);
  })

  .get('/:id', async (c) => {
    const user = c.var.user;
    const row = await findVisible(c.var.db, user, parseId(c.req.param('id')));
    if (!row) throw notFound('No such problem report.');
    const history = await c.var.db
      .select({ status: problemStatusHistory.status, event: problemStatusHistory.event, changedAt: problemStatusHistory.changedAt, changedById: problemStatusHistory.changedBy, changedBy: users.username })
      .from(problemStatusHistory)
      .leftJoin(users, eq(users.id, problemStatusHistory.changedBy))
      .where(eq(problemStatusHistory.problemId, row.id))
      .orderBy(problemStatusHistory.changedAt, problemStatusHistory.id);
    const problem = toProblem(row);
    const body: ProblemDetail = {
      ...problem,
      escalation: escalationFor(
        { id: problem.id, airlineName: problem.airline.name, dateSubmitted: problem.dateSubmitted, status: problem.status, letter: problem.letter, cited: problem.rights?.cited ?? null, deadlines: problem.deadlines },
        new Date().toISOString().slice(0, 10),
      ),
      history: history.map((h) => ({
        status: h.status,
        event: h.event,
        changedAt: h.changedAt,
        // A reporter sees their own changes by name and staff changes as "AirDesk support" (an
        // administrator's address is not shown to customers).
        changedBy: h.changedById === null ? null : isActiveAdmin(user) || h.changedById === user.id ? h.changedBy : 'AirDesk support',
      })),
    };
    return c.json(body);
  })

  .patch('/:id', refuseSuspended, validate('json', updateProblemBody), async (c) => {
    const { status } = c.req.valid('json');
    const db = c.var.db;
    const user = c.var.user;
    const id = parseId(c.req.param('id'));
    const current = await findVisible(db, user, id);
    if (!current) throw notFound('No such problem report.');
    const from = current.status;
    if (from === status) return c.json(toProblem(current)); // nothing changes, nothing recorded
    if (!isActiveAdmin(user)) await hit(c, `status:acct:${user.id}`, STATUS_CHANGE_LIMIT);

    // The history entry and the notice are written only if the report still has the status read above,
    // and the update carries the same guard: of two racing changes from one status, one wins whole.
    const unchanged = sql`EXISTS (SELECT 1 FROM ${problemReports} WHERE ${problemReports.id} = ${id} AND ${problemReports.status} = ${from})`;
    const [, , updated] = await db.batch([
      insertWhere(db, problemStatusHistory, { problemId: id, status, changedAt: new Date().toISOString(), changedBy: user.id }, unchanged),
      queueMailIf(db, statusChangeMail({ id, airlineName: current.airlineName, contactEmail: current.contactEmail }, from, status), unchanged),
      db
        .update(problemReports)
        .set({ status })
        .where(and(eq(problemReports.id, id), eq(problemReports.status, from)))
        .returning({ id: problemReports.id }),
    ]);
    if (updated.length !== 1) throw conflict('This report was changed at the same moment by someone else. Please reload it and try again.');
    deliverSoon(c);
    return c.json(toProblem((await findVisible(db, user, id))!));
  })

  // The traveller tells us they sent the letter through the company's own form. Only the reporter can say
  // so; a repeat changes nothing. The history entry and the stamp are guarded by the same condition.
  .post('/:id/form-submitted', refuseSuspended, async (c) => {
    const db = c.var.db;
    const user = c.var.user;
    const id = parseId(c.req.param('id'));
    const current = await findVisible(db, user, id);
    if (!current || current.userId !== user.id) throw notFound('No such problem report.');
    if (current.channel !== 'form') throw conflict('This report was not meant to be sent through a company form.');
    if (current.formSubmittedAt === null) {
      const now = new Date().toISOString();
      const notYet = sql`EXISTS (SELECT 1 FROM ${problemReports} WHERE ${problemReports.id} = ${id} AND ${problemReports.formSubmittedAt} IS NULL)`;
      await db.batch([
        insertWhere(db, problemStatusHistory, { problemId: id, status: current.status, event: 'form-submitted', changedAt: now, changedBy: user.id }, notYet),
        db
          .update(problemReports)
          .set({ formSubmittedAt: now })
          .where(and(eq(problemReports.id, id), sql`${problemReports.formSubmittedAt} IS NULL`)),
      ]);
    }
    return c.json(toProblem((await findVisible(db, user, id))!));
  });
