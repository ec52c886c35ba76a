// Problem reports (docs/api.md#problems, docs/decisions.md#p6, docs/decisions.md#p7, docs/decisions.md#p14). A user sees and changes
// only their own reports (another's is a 404); an admin sees and changes all. Every status change is
// kept in problem_status_history, starting with "submitted". The reads and writes are worker/problems/;
// this router checks who may do what, counts against the limits and answers.
import { Hono } from 'hono';
import { findAirline } from '../directory/airline';
import {
  createProblemBody,
  formSubmittedBody,
  problemListQuery,
  updateProblemBody,
} from '../contracts/schemas/problems';
import { PROBLEM_MSG } from '../contracts/problems';
import { letterLanguageAllowed } from '../contracts/letter-languages';
import type { Db } from '../db';
import { deliverSoon } from '../delivery';
import type { AppEnv } from '../env';
import { describe } from '../lib/describe';
import { badRequest, conflict, notFound } from '../lib/errors';
import { pathId } from '../lib/path-id';
import { hit, type Limit } from '../lib/rate-limit';
import { validate, validateOptionalJson } from '../lib/validate';
import { refuseSuspended, requireAccess, requireUser } from '../middleware/session';
import { ROUTE_MSG, routeKey } from '../contracts/complaint-routes';
import { escalationBody } from '../contracts/schemas/complaint-routes';
import { changeStatus, markEscalated, markFormSubmitted } from '../problems/changes';
import { fileReport, rightsAtFiling } from '../problems/filing';
import { findVisible, listProblems, problemDetail, toProblem } from '../problems/queries';
import { isActiveAdmin } from '../subscription/status';

/** Each report sends mail to a third party: a generous ceiling keeps the service from being a spam relay. */
export const REPORT_LIMIT: Limit = { max: 30, windowSeconds: 60 * 60 };
/**
 * Each status change e-mails the report's contact address, which the reporter chose: without a ceiling,
 * toggling one's own report would relay unlimited mail to any address. Administrators are not limited.
 */
export const STATUS_CHANGE_LIMIT: Limit = { max: 60, windowSeconds: 60 * 60 };

const parseId = (raw: string) => pathId(raw, 'No such problem report.');

/** The user's own report; anyone else's, even one an administrator sees, is a 404: only its reporter says so. */
async function findOwnReport(db: Db, user: AppEnv['Variables']['user'], id: number) {
  const report = await findVisible(db, user, id);
  if (!report || report.userId !== user.id) throw notFound('No such problem report.');
  return report;
}

const T = 'Problem reports';

export const problemRoutes = new Hono<AppEnv>()
  .use(requireUser)

  .post(
    '/',
    describe(
      T,
      "File a report; the company's e-mail is queued in the same write",
      { 201: ['The problem.', 'Problem'] },
      { 404: 'No airline with this id.', 429: 'Over the daily number of reports.' },
    ),
    requireAccess,
    validate('json', createProblemBody),
    async (c) => {
      const body = c.req.valid('json');
      const db = c.var.db;
      const user = c.var.user;
      const airline = await findAirline(db, body.airlineId);
      if (!airline) throw notFound('No airline with this id.');
      // The letter is written in English or the company's home language (docs/api.md#languages), before anything is written.
      if (!letterLanguageAllowed(body.letterLanguage, airline.country))
        throw badRequest(PROBLEM_MSG.letterLanguageNotHome, [
          { path: 'letterLanguage', message: PROBLEM_MSG.letterLanguageNotHome },
        ]);
      // Assessed before anything is counted or written: an unknown airport is a 400 that changes nothing.
      const now = new Date().toISOString();
      const filed = body.flight ? await rightsAtFiling(db, body.flight, airline, now) : undefined;
      await hit(c, `report:acct:${user.id}`, REPORT_LIMIT);
      const id = await fileReport(db, user, airline, body, filed, now, {
        caseMailDomain: c.var.config.caseMailDomain,
        mailFrom: c.var.config.mailFrom,
        appOrigin: c.var.config.appOrigin,
      });
      deliverSoon(c);
      const created = await findVisible(db, user, id);
      return c.json(toProblem(created!), 201);
    },
  )

  .get(
    '/',
    describe(T, 'Reports, newest first (users their own, admins all)', {
      200: ['`{problems, total}`.', 'ProblemList'],
    }),
    validate('query', problemListQuery),
    async (c) => {
      return c.json(await listProblems(c.var.db, c.var.user, c.req.valid('query')));
    },
  )

  .get(
    '/:id',
    describe(
      T,
      'One report with its history and escalations',
      { 200: ['The problem detail.', 'ProblemDetail'] },
      { 404: 'Not your report (an admin: no such report).' },
    ),
    async (c) => {
      const row = await findVisible(c.var.db, c.var.user, parseId(c.req.param('id')));
      if (!row) throw notFound('No such problem report.');
      return c.json(await problemDetail(c.var.db, c.env.FILES, c.var.user, row, c.var.config.documentRetentionMonths));
    },
  )

  .patch(
    '/:id',
    describe(
      T,
      "Change a report's status",
      { 200: ['The problem.', 'Problem'] },
      {
        404: 'Not your report (an admin: no such report).',
        409: 'The report was changed at the same moment by someone else.',
        429: 'Over the hourly number of status changes.',
      },
    ),
    refuseSuspended,
    validate('json', updateProblemBody),
    async (c) => {
      const { status } = c.req.valid('json');
      const db = c.var.db;
      const user = c.var.user;
      const id = parseId(c.req.param('id'));
      const current = await findVisible(db, user, id);
      if (!current) throw notFound('No such problem report.');
      const from = current.status;
      if (from === status) return c.json(toProblem(current)); // nothing changes, nothing recorded
      if (!isActiveAdmin(user)) await hit(c, `status:acct:${user.id}`, STATUS_CHANGE_LIMIT);
      if (!(await changeStatus(db, user, current, from, status, c.var.config.appOrigin))) {
        throw conflict('This report was changed at the same moment by someone else. Please reload it and try again.');
      }
      deliverSoon(c);
      return c.json(toProblem((await findVisible(db, user, id))!));
    },
  )

  // The traveller tells us they sent the letter AirDesk did not e-mail: through the company's or the body's form,
  // or by other means (`via`). Only the reporter can say so; a repeat changes nothing. The letter's clocks start.
  .post(
    '/:id/form-submitted',
    describe(
      T,
      'Record that the traveller sent the letter (form, website, post, chat, phone, in person)',
      { 200: ['The problem with formSubmittedAt and submittedVia.', 'Problem'] },
      { 404: 'Not your report.', 409: 'The report was sent by e-mail.' },
    ),
    refuseSuspended,
    validateOptionalJson(formSubmittedBody),
    async (c) => {
      const db = c.var.db;
      const user = c.var.user;
      const id = parseId(c.req.param('id'));
      const current = await findOwnReport(db, user, id);
      if (current.channel === 'email') throw conflict(PROBLEM_MSG.sentByEmail);
      await markFormSubmitted(db, user, current, c.req.valid('json').via ?? 'form');
      return c.json(toProblem((await findVisible(db, user, id))!));
    },
  )

  // The traveller tells us they sent the escalation letter to one of the report's routes. Only once that
  // route has opened (the report page offers its letter from then on); a repeat changes nothing.
  .post(
    '/:id/escalations',
    describe(
      T,
      "Record that a complaint route's letter was sent",
      { 200: ['The problem detail.', 'ProblemDetail'] },
      { 404: 'Not your report.', 409: 'The route has not opened yet, or the report is resolved.' },
    ),
    refuseSuspended,
    validate('json', escalationBody),
    async (c) => {
      const db = c.var.db;
      const user = c.var.user;
      const id = parseId(c.req.param('id'));
      const current = await findOwnReport(db, user, id);
      const { routeKey: key } = c.req.valid('json');
      const detail = await problemDetail(db, c.env.FILES, user, current, c.var.config.documentRetentionMonths);
      const step = detail.escalations.find((e) => routeKey(e.route) === key);
      if (!step) {
        const planned = detail.routes.some((r) => routeKey(r) === key);
        throw planned
          ? conflict('This body does not take the complaint up yet, or the report is resolved.')
          : badRequest(ROUTE_MSG.routeKey, [{ path: 'routeKey', message: ROUTE_MSG.routeKey }]);
      }
      await markEscalated(db, user, current, key);
      return c.json(
        await problemDetail(
          db,
          c.env.FILES,
          user,
          (await findVisible(db, user, id))!,
          c.var.config.documentRetentionMonths,
        ),
      );
    },
  );
