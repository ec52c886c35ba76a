// Directory (docs/api.md#directory): needs a session (401) and access (403), checked on every request before
// an answer is read from the directory cache (directory/answer-cache.ts). The session check reads the
// directory's version in its own statement, which the cache keys by.
import { Hono } from 'hono';
import { CORRECTIONS_PER_DAY, DIRECTORY_PAGE_SIZE } from '../contracts';
import { airlineListQuery, correctionBody } from '../contracts/schemas/directory';
import { hit, type Limit } from '../lib/rate-limit';
import { airlineWithVersion } from '../directory/airline';
import { cachedDirectoryAnswer, directoryVersionQuery, listKey, normaliseQuery } from '../directory/answer-cache';
import { existingAirline, fileCorrection } from '../directory/corrections';
import { withRecords } from '../directory/airline-records';
import { featuredAirlines, listBody, searchAirlines, type SearchParams } from '../directory/search';
import type { AppEnv } from '../env';
import { notFound } from '../lib/errors';
import { describe } from '../lib/describe';
import { pathId } from '../lib/path-id';
import { validate } from '../lib/validate';
import { requireAccess, requireUserWithDirectoryVersion } from '../middleware/session';

/** Each correction lands in an admin's queue: a day's ceiling per account keeps the queue readable. */
export const CORRECTION_LIMIT: Limit = { max: CORRECTIONS_PER_DAY, windowSeconds: 24 * 60 * 60 };

const T = 'Directory';

export const airlineRoutes = new Hono<AppEnv>()
  .use(requireUserWithDirectoryVersion, requireAccess)

  .get(
    '/',
    describe(T, 'Search the directory', {
      200: ['`{airlines, total, totalIsCapped, didYouMean?}`, a page of 9 or up to `limit`.', 'AirlineList'],
    }),
    validate('query', airlineListQuery),
    async (c) => {
      const q = c.req.valid('query');
      // limit: one big page (the e-mail directory, capped at 1000); otherwise pages of 9.
      const size = q.limit ?? DIRECTORY_PAGE_SIZE;
      // Searched as normalised, so the answer is exactly the one its cache key names.
      const params: SearchParams = {
        query: normaliseQuery(q.query),
        category: q.category,
        region: q.region === 'all' ? undefined : q.region,
        sortBy: q.sortBy,
        offset: (q.page - 1) * size,
        limit: size,
      };
      return cachedDirectoryAnswer(c, listKey(params), async () => {
        const answer = await searchAirlines(c.var.db, params);
        return { body: await listBody(c.var.db, answer), version: answer.version };
      });
    },
  )

  .get('/featured', describe(T, 'The featured airlines', { 200: ['An array of airlines.', 'Airlines'] }), (c) =>
    cachedDirectoryAnswer(c, 'featured', async () => {
      const [rows, [state]] = await c.var.db.batch([featuredAirlines(c.var.db), directoryVersionQuery(c.var.db)]);
      return { body: rows.map((r) => withRecords(r, r)), version: state?.version ?? 0 };
    }),
  )

  .get(
    '/:id',
    describe(T, 'One airline', { 200: ['The airline.', 'Airline'] }, { 404: 'No airline with this id.' }),
    (c) => {
      const id = pathId(c.req.param('id'), 'No airline with this id.');
      return cachedDirectoryAnswer(c, `airline/${id}`, async () => {
        const { row, version } = await airlineWithVersion(c.var.db, id);
        if (!row) throw notFound('No airline with this id.');
        return { body: withRecords(row, row), version };
      });
    },
  )

  // A subscriber tells us a contact is wrong, dead or missing; an admin decides (routes/contact-corrections.ts).
  .post(
    '/:id/corrections',
    describe(
      T,
      'Suggest a correction of a contact (an admin decides)',
      { 201: ['`{id, status: "open"}`.', 'FiledCorrection'] },
      { 404: 'No airline with this id.', 429: 'Over the daily number of corrections.' },
    ),
    validate('json', correctionBody),
    async (c) => {
      const airlineId = await existingAirline(c.var.db, pathId(c.req.param('id'), 'No airline with this id.'));
      await hit(c, `corrections:acct:${c.var.user.id}`, CORRECTION_LIMIT);
      return c.json(await fileCorrection(c.var.db, airlineId, c.var.user.id, c.req.valid('json')), 201);
    },
  );
