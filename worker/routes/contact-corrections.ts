// Contact corrections, the admin's queue (API.md "Directory", contact corrections). Subscribers file them
// through POST /api/airlines/:id/corrections (routes/airlines.ts); admins list, apply and dismiss them here.
import { Hono } from 'hono';
import { applyCorrectionBody, correctionListQuery, type CorrectionList } from '../contracts';
import { applyCorrection, dismissCorrection, listCorrections } from '../directory/corrections';
import type { AppEnv } from '../env';
import { notFound } from '../lib/errors';
import { validate } from '../lib/validate';
import { requireAdmin, requireUser } from '../middleware/session';

function parseId(raw: string) {
  const id = /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw notFound('No such correction.');
  return id;
}

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
