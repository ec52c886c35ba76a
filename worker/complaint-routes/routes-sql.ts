// The SQL that writes a checked routes file into the complaint_routes table: the CLI (`npm run routes:seed`,
// `routes:import`) and the worker tests' seed write the same statements, so the tests run on the data as shipped.
import type { RouteRecord } from '../contracts/complaint-routes';
import { sqlString } from '../lib/sql-string';
const nullable = (v: string | number | null) =>
  v === null ? 'NULL' : typeof v === 'number' ? String(v) : sqlString(v);

const COLUMNS =
  'id, country, body, url, email, takes_complaint_directly, forwards_to_company, wait_days, company_answer_days, binding, covers, scope, area, carriers, effective_from, effective_to, reason, source, checked_at';

/**
 * SQL that writes `routes` (checked by validateRouteRow): an insert or update per route, keyed by (id, country).
 * With `replace`, routes that are not in the file are deleted first, so the table is exactly the file.
 */
export function routesSql(routes: readonly RouteRecord[], replace: boolean): string {
  const out: string[] = [];
  if (replace) {
    const keep = routes.map((r) => `(${sqlString(r.id)}, ${sqlString(r.country)})`).join(', ');
    out.push(
      routes.length === 0
        ? 'DELETE FROM complaint_routes;'
        : `DELETE FROM complaint_routes WHERE (id, country) NOT IN (VALUES ${keep});`,
    );
  }
  for (const r of routes) {
    const values = [
      sqlString(r.id),
      sqlString(r.country),
      sqlString(r.body),
      sqlString(r.url),
      sqlString(r.email),
      r.takesComplaintDirectly ? '1' : '0',
      r.forwardsToCompany ? '1' : '0',
      String(r.waitDays),
      nullable(r.companyAnswerDays),
      nullable(r.binding),
      sqlString(JSON.stringify(r.covers)),
      sqlString(r.scope),
      sqlString(JSON.stringify(r.area)),
      sqlString(JSON.stringify(r.carriers)),
      sqlString(r.effectiveFrom),
      sqlString(r.effectiveTo),
      sqlString(r.reason),
      sqlString(r.source),
      sqlString(r.checkedAt),
    ].join(', ');
    const update = COLUMNS.split(', ')
      .filter((c) => c !== 'id' && c !== 'country')
      .map((c) => `${c} = excluded.${c}`)
      .join(', ');
    out.push(
      `INSERT INTO complaint_routes (${COLUMNS}) VALUES (${values}) ON CONFLICT (id, country) DO UPDATE SET ${update};`,
    );
  }
  return out.join('\n') + '\n';
}
