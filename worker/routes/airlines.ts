// Directory (API.md "Directory"): needs a session (401) and access (403).
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { airlines } from '../../schema';
import { airlineListQuery, DIRECTORY_PAGE_SIZE, type AirlineList } from '../contracts';
import { featuredAirlines, searchAirlines, toAirline } from '../directory/search';
import type { AppEnv } from '../env';
import { notFound } from '../lib/errors';
import { pathId } from '../lib/path-id';
import { validate } from '../lib/validate';
import { requireAccess, requireUser } from '../middleware/session';

export const airlineRoutes = new Hono<AppEnv>()
  .use(requireUser, requireAccess)

  .get('/', validate('query', airlineListQuery), async (c) => {
    const q = c.req.valid('query');
    const all = q.all === 'true';
    // all=true: every airline in one answer (the report form's dropdown); limit: one big page
    // (the e-mail directory, capped at 1000); otherwise pages of 9.
    const size = all ? undefined : (q.limit ?? DIRECTORY_PAGE_SIZE);
    const { rows, total } = await searchAirlines(c.var.db, {
      query: q.query,
      category: q.category,
      region: q.region === 'all' ? undefined : q.region,
      sortBy: all ? 'name' : q.sortBy,
      offset: size === undefined ? 0 : (q.page - 1) * size,
      limit: size,
    });
    const body: AirlineList = { airlines: rows.map(toAirline), total };
    return c.json(body);
  })

  .get('/featured', async (c) => c.json((await featuredAirlines(c.var.db)).map(toAirline)))

  .get('/:id', async (c) => {
    const id = pathId(c.req.param('id'), 'No airline with this id.');
    const row = await c.var.db.query.airlines.findFirst({ where: eq(airlines.id, id) });
    if (!row) throw notFound('No airline with this id.');
    return c.json(toAirline(row));
  });
