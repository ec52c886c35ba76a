// Reading the complaint_routes table for the worker (routes-sql.ts writes it).
import { complaintRoutes, type ComplaintRouteRow } from '../../schema';
import type { RouteRecord } from '../contracts/complaint-routes';
import type { Incident } from '../contracts/rights';
import type { Db } from '../db';

export const toRecord = (r: ComplaintRouteRow): RouteRecord => ({
  id: r.id,
  country: r.country,
  body: r.body,
  url: r.url,
  email: r.email,
  takesComplaintDirectly: r.takesComplaintDirectly,
  forwardsToCompany: r.forwardsToCompany,
  waitDays: r.waitDays,
  companyAnswerDays: r.companyAnswerDays,
  binding: r.binding,
  covers: JSON.parse(r.covers) as Incident[],
  scope: r.scope,
  area: JSON.parse(r.area) as string[],
  carriers: JSON.parse(r.carriers) as string[],
  effectiveFrom: r.effectiveFrom,
  effectiveTo: r.effectiveTo,
  reason: r.reason,
  source: r.source,
  checkedAt: r.checkedAt,
});

/** Every route (a few dozen rows): the choice per flight is made in code (choose.ts). */
export async function loadRoutes(db: Db): Promise<RouteRecord[]> {
  const rows = await db.select().from(complaintRoutes).orderBy(complaintRoutes.id, complaintRoutes.country);
  return rows.map(toRecord);
}
