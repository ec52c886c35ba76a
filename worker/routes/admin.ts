// Admin API (docs/api.md#admin, docs/decisions.md#p8, docs/decisions.md#p9). Deny by default: every /api/admin
// route needs a session and isAdmin read from D1 on this request; Redeploy also needs the owner account. The
// figures, the accounts and the deploy hook are in worker/admin/.
import { Hono } from 'hono';
import { adminStats } from '../admin/stats';
import { redeploy } from '../admin/redeploy';
import { listSubscribers, reactivateAccount, suspendAccount } from '../admin/subscribers';
import { subscriberListQuery } from '../contracts/schemas/admin';
import type { AppEnv } from '../env';
import { describe } from '../lib/describe';
import { forRequest } from '../lib/language';
import { pathId } from '../lib/path-id';
import { validate } from '../lib/validate';
import { requireAdmin, requireUser } from '../middleware/session';

const parseId = (raw: string) => pathId(raw, 'No such user.');
const T = 'Admin';

export const adminRoutes = new Hono<AppEnv>()
  .use(requireUser, requireAdmin)

  .get(
    '/stats',
    describe(T, 'Figures of the dashboard, computed from the database', { 200: ['The stats.', 'AdminStats'] }),
    async (c) => c.json(await adminStats(c.var.db, c.var.config.reportFeeUsd)),
  )

  .get(
    '/subscribers',
    describe(T, 'Subscribers, a page at a time', { 200: ['`{subscribers, total}`.', 'SubscriberList'] }),
    validate('query', subscriberListQuery),
    async (c) => {
      const { page, limit } = c.req.valid('query');
      return c.json(await listSubscribers(c.var.db, page, limit));
    },
  )

  .post(
    '/subscribers/:id/suspend',
    describe(
      T,
      'Suspend an account (it loses access at once)',
      { 200: ['The subscriber row.', 'SubscriberRow'] },
      {
        400: 'An admin cannot suspend their own account.',
        403: 'Only the owner can suspend the owner account.',
        404: 'No such user.',
      },
    ),
    async (c) => c.json(await suspendAccount(c.var.db, c.var.config, c.var.user, parseId(c.req.param('id')))),
  )

  .post(
    '/subscribers/:id/reactivate',
    describe(
      T,
      'Reactivate a suspended account',
      { 200: ['The subscriber row.', 'SubscriberRow'] },
      { 400: 'An admin cannot reactivate their own account.', 404: 'No such user.' },
    ),
    async (c) => c.json(await reactivateAccount(c.var.db, c.var.user, parseId(c.req.param('id')))),
  )

  .post(
    '/redeploy',
    describe(
      T,
      'Call the deploy hook (the owner only)',
      { 202: ['`{message}` once the hook answered 2xx.', 'RedeployResult'] },
      {
        403: 'Not the owner account.',
        502: 'The deploy hook did not answer 2xx.',
        503: 'No deploy hook is configured.',
      },
    ),
    async (c) => {
      const { message } = await redeploy(c.var.db, c.var.config, c.var.user);
      return c.json({ message: forRequest(c, message) }, 202);
    },
  );
