// GET /api/admin/complaint-routes: the whole routes table with each route's scope, read-only for the admin
// dashboard. Routes change through `npm run routes:import` (worker/cli/routes.ts), where every row is checked.
import { Hono } from 'hono';
import { describe } from '../lib/describe';
import { loadRoutes } from '../complaint-routes/lookup';
import type { AdminRouteList } from '../contracts';
import type { AppEnv } from '../env';
import { requireAdmin, requireUser } from '../middleware/session';

export const adminComplaintRouteRoutes = new Hono<AppEnv>()
  .use(requireUser, requireAdmin)
  .get(
    '/',
    describe('Admin', 'Every complaint route with its source', { 200: ['`{routes}`.', 'AdminRouteList'] }),
    async (c) => c.json({ routes: await loadRoutes(c.var.db) } satisfies AdminRouteList),
  );
