// Contact corrections, the admin's queue (docs/api.md#directory, contact corrections). Subscribers file them
// through POST /api/airlines/:id/corrections (routes/airlines.ts); admins list, apply and dismiss them here.
import { Hono } from 'hono';
import { describe } from '../lib/describe';
import type { CorrectionList } from '../contracts';
import { applyCorrectionBody, correctionListQuery } from '../contracts/schemas/directory';
import { applyCorrection, dismissCorrection, listCorrections } from '../directory/corrections';
import type { AppEnv } from '../env';
import { pathId } from '../lib/path-id';
import { validate } from '../lib/validate';
import { requireAdmin, requireUser } from '../middleware/session';

const parseId = (raw: string) => pathId(raw, 'No such correction.');

const T = 'Admin';

export const contactCorrectionRoutes = new Hono<AppEnv>()
  .use(requireUser, requireAdmin)

  .get(
    '/',
    describe(T, 'The queue of contact corrections', { 200: ['`{corrections, total}`.', 'CorrectionList'] }),
    validate('query', correctionListQuery),
    async (c) => {
      const { status, page } = c.req.valid('query');
      const body: CorrectionList = await listCorrections(c.var.db, status, page);
      return c.json(body);
    },
  )

  .post(
    '/:id/apply',
    describe(
      T,
      "Apply a correction through the import's rules",
      { 200: ['The correction; the airline changed.', 'Correction'] },
      {
        400: 'The value cannot go into the directory (the reasons are listed).',
        404: 'No such correction, or its airline is gone.',
        409: 'The correction has already been closed.',
      },
    ),
    validate('json', applyCorrectionBody),
    async (c) => {
      const id = parseId(c.req.param('id'));
      return c.json(await applyCorrection(c.var.db, id, c.var.user.id, c.req.valid('json')));
    },
  )

  .post(
    '/:id/dismiss',
    describe(
      T,
      'Dismiss a correction',
      { 200: ['The correction.', 'Correction'] },
      { 404: 'No such correction.', 409: 'The correction has already been closed.' },
    ),
    async (c) => {
      const id = parseId(c.req.param('id'));
      return c.json(await dismissCorrection(c.var.db, id, c.var.user.id));
    },
  );
