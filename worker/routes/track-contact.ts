// POST /api/track-contact (docs/api.md#directory): one contact event per use of an airline's phone, e-mail or
// website. The event and the popularity counter it feeds are written in one batch; nothing is charged.
import { Hono } from 'hono';
import { describe } from '../lib/describe';
import { countContactUse } from '../directory/airline';
import { trackContactBody } from '../contracts/schemas/directory';
import type { AppEnv } from '../env';
import { notFound } from '../lib/errors';
import { validate } from '../lib/validate';
import { requireAccess, requireUser } from '../middleware/session';

export const trackContactRoutes = new Hono<AppEnv>().post(
  '/',
  describe(
    'Directory',
    "Count one use of an airline's contact (its popularity)",
    { 204: 'Counted.' },
    { 404: 'No airline with this id.' },
  ),
  requireUser,
  requireAccess,
  validate('json', trackContactBody),
  async (c) => {
    const { airlineId, contactType } = c.req.valid('json');
    if (!(await countContactUse(c.var.db, c.var.user.id, airlineId, contactType)))
      throw notFound('No airline with this id.');
    return c.body(null, 204);
  },
);
