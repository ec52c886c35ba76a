// The operator's to-do list (docs/api.md#the-directory-learns): the companies without a channel of their own,
// the gaps that matter most first, and the one step that fills one with a contact and its page.
import { Hono } from 'hono';
import { coverageListQuery } from '../contracts/schemas/admin';
import { addContactBody } from '../contracts/schemas/directory';
import { addContact } from '../directory/add-contact';
import { listCoverage } from '../directory/coverage';
import type { AppEnv } from '../env';
import { describe } from '../lib/describe';
import { pathId } from '../lib/path-id';
import { validate } from '../lib/validate';
import { requireAdmin, requireUser } from '../middleware/session';

const T = 'Admin';

export const adminCoverageRoutes = new Hono<AppEnv>()
  .use(requireUser, requireAdmin)

  .get(
    '/',
    describe(T, 'Companies without a channel of their own, the most reported and the largest first', {
      200: ['`{companies, total}`.', 'CoverageList'],
    }),
    validate('query', coverageListQuery),
    async (c) => {
      const { page, limit } = c.req.valid('query');
      return c.json(await listCoverage(c.var.db, page, limit));
    },
  )

  .post(
    '/:id/contact',
    describe(
      T,
      "Add a contact with the page that publishes it, through the import's rules",
      { 200: ['The applied correction that records it.', 'Correction'] },
      {
        400: 'The contact or its page cannot go into the directory (the reasons are listed).',
        404: 'No airline with this id.',
      },
    ),
    validate('json', addContactBody),
    async (c) => {
      const id = pathId(c.req.param('id'), 'No airline with this id.');
      return c.json(await addContact(c.var.db, id, c.var.user.id, c.req.valid('json')));
    },
  );
