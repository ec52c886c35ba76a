// The traveller's messages to the company from a report's case (docs/api.md#case-file): only the report's owner
// writes (another's report is a 404, a suspended account a 403), only on a report sent by e-mail (it has the case
// address the message goes from), at most 20 a day per report. The message itself is case-file/messages.ts. The
// owner also confirms a message from an unknown sender as the company's answer (case-file/confirm-answer.ts).
import { Hono } from 'hono';
import { describe } from '../lib/describe';
import { confirmAnswer } from '../case-file/confirm-answer';
import { sendCaseMessage } from '../case-file/messages';
import { readCaseFile } from '../case-file/read';
import { CASE_LIMITS, CASE_MSG } from '../contracts/case-file';
import { caseMessageBody } from '../contracts/schemas/case-file';
import { deliverSoon } from '../delivery';
import type { AppEnv } from '../env';
import { ApiError, conflict, notFound } from '../lib/errors';
import { pathId } from '../lib/path-id';
import { hit, type Limit } from '../lib/rate-limit';
import { validate } from '../lib/validate';
import { refuseSuspended, requireUser } from '../middleware/session';
import { findVisible } from '../problems/queries';

/** Each message is a mail to a third party: a day's ceiling per report keeps the case address from being a relay. */
export const MESSAGE_LIMIT: Limit = { max: CASE_LIMITS.messagesPerDay, windowSeconds: 24 * 60 * 60 };

export const caseMessageRoutes = new Hono<AppEnv>()
  .use(requireUser)

  .post(
    '/:id/messages',
    describe(
      'Case file',
      'Send a message to the company from the case',
      { 201: ['The message.', 'CaseMessage'] },
      {
        404: 'Not your report.',
        409: 'The report has no case address, or no company address to write to.',
        429: 'Over the hourly number of messages of the report.',
        503: 'Messages cannot be stored right now.',
      },
    ),
    refuseSuspended,
    validate('json', caseMessageBody),
    async (c) => {
      const db = c.var.db;
      const user = c.var.user;
      const report = await findVisible(db, user, pathId(c.req.param('id'), 'No such problem report.'));
      if (!report || report.userId !== user.id) throw notFound('No such problem report.');
      const replyAddress = report.replyAddress;
      if (!replyAddress) throw conflict(CASE_MSG.noReplyAddress);
      if (!c.env.FILES) throw new ApiError(503, 'Messages cannot be stored right now. Please try again later.');
      await hit(c, `case-message:report:${report.id}`, MESSAGE_LIMIT);
      const message = await sendCaseMessage(
        db,
        c.env.FILES,
        { ...report, replyAddress },
        user.id,
        c.req.valid('json'),
        new Date().toISOString(),
      );
      deliverSoon(c);
      return c.json(message, 201);
    },
  )

  .post(
    '/:id/messages/:messageId/confirm',
    describe(
      'Case file',
      "Confirm a message from an unknown sender as the company's answer",
      { 200: ['The message, now kind `reply`.', 'CaseMessage'] },
      { 404: 'Not your report, or no such message in it.', 409: 'The message is not `unverified`.' },
    ),
    refuseSuspended,
    async (c) => {
      const db = c.var.db;
      const user = c.var.user;
      const report = await findVisible(db, user, pathId(c.req.param('id'), 'No such problem report.'));
      if (!report || report.userId !== user.id) throw notFound('No such problem report.');
      const messageId = pathId(c.req.param('messageId'), CASE_MSG.noMessage);
      await confirmAnswer(db, report, messageId);
      const { messages } = await readCaseFile(db, c.env.FILES, report.id);
      return c.json(messages.find((m) => m.id === messageId)!);
    },
  );
