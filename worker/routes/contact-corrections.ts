// Contact corrections, the admin's queue (docs/api.md#directory, contact corrections). Subscribers file them
// through POST /api/airlines/:id/corrections (routes/airlines.ts); admins list, apply and dismiss them here.
import { Hono } from 'hono';
import type { CorrectionList } from '../contracts';
import { applyCorrectionBody, correctionListQuery } from '../contracts/schemas/directory';
import { applyCorrection, dismissCorrection, listCorrections } from '../directory/corrections';
import type { AppEnv } from '../env';
import { pathId } from '../lib/path-id';
import { validate } from '../lib/validate';
import { requireAdmin, requireUser } from '../middleware/session';

const parseId = (raw: string) => pathId(raw, 'No such correction.');

export const contactCorrectionRoutes = new Hono<AppEnv>()
  .use(requireUser, requireAdmin)

  .get('/', validate('query', correctionListQuery), async (c) => {
    const { status, page } = c.req.valid('query');
    const body: CorrectionList = await listCorrections(c.var.db, status, page);
    return c.json(body);
  })

  .post('/:id/apply', validate('json', applyCorrectionBody), async (c) => {
    const id = parseId(c.req.param('id'));
    return c.json(await applyCorrection(c.var.db, id, c.var.user.id, c.req.valid('json')));
  })

  .post('/:id/dismiss', async (c) => {
    const id = parseId(c.req.param('id'));
    return c.json(await dismissCorrection(c.var.db, id, c.var.user.id));
  });
