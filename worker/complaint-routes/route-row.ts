// The rules of one row of the routes file (routes.csv, and any file given to `npm run routes:import`): every
// value is checked, so a route reaches travellers only with its body's own page and the day it was checked.
// Pure: used by the CLI, the data checks (routes.node.test.ts) and the worker tests' seed.
import { INCIDENTS, type Incident } from '../contracts/rights';
import { ROUTE_SCOPES, type RouteRecord, type RouteScope } from '../contracts/complaint-routes';
import { isIsoDate } from '../rights/common';

export const ROUTE_COLUMNS = [
  'id',
  'country',
  'body',
  'url',
  'email',
  'takes_complaint_directly',
  'forwards_to_company',
  'wait_days',
  'company_answer_days',
  'binding',
  'covers',
  'scope',
  'area',
  'carriers',
  'effective_from',
  'effective_to',
  'reason',
  'source',
  'checked_at',
] as const;

export type RouteRowResult = { ok: true; route: RouteRecord } | { ok: false; reasons: string[] };

const list = (v: string) =>
  v
    .split(/[;\s]+/)
    .map((x) => x.trim())
    .filter(Boolean);

const bool = (v: string, name: string, reasons: string[]) => {
  if (v === 'true') return true;
  if (v === 'false') return false;
  reasons.push(`${name} must be true or false`);
  return false;
};

const days = (v: string, name: string, reasons: string[], optional: boolean): number | null => {
  if (v === '' && optional) return null;
  if (!/^\d{1,3}$/.test(v)) {
    reasons.push(`${name} must be a whole number of days${optional ? ' or empty' : ''}`);
    return null;
  }
  return Number(v);
};

const webUrl = (v: string) => {
  try {
    return /^https?:$/.test(new URL(v).protocol);
  } catch {
    return false;
  }
};

/** Checks one row (a record keyed by ROUTE_COLUMNS) and answers the route or every reason it is refused. */
export function validateRouteRow(raw: Record<string, string>): RouteRowResult {
  const v = (k: (typeof ROUTE_COLUMNS)[number]) => (raw[k] ?? '').trim();
  const reasons: string[] = [];
  const broken = ROUTE_COLUMNS.filter((k) => /[\r\n]/.test(raw[k] ?? ''));
  if (broken.length) reasons.push(`no value may hold a line break (${broken.join(', ')})`);
  const id = v('id');
  const country = v('country');
  if (!/^[A-Z]{2}-[A-Z0-9]{2,20}$/.test(id)) reasons.push('id must look like CC-NAME, e.g. US-DOT');
  if (!/^[A-Z]{2}$/.test(country)) reasons.push('country must be an ISO 3166-1 alpha-2 code');
  if (v('body') === '') reasons.push('body is required');
  if (!webUrl(v('url'))) reasons.push('url must be an http(s) URL');
  const email = v('email');
  if (email !== '' && !/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(email)) reasons.push('email must look like name@domain');
  const takesComplaintDirectly = bool(v('takes_complaint_directly'), 'takes_complaint_directly', reasons);
  const forwardsToCompany = bool(v('forwards_to_company'), 'forwards_to_company', reasons);
  const waitDays = days(v('wait_days'), 'wait_days', reasons, false) ?? 0;
  if (takesComplaintDirectly && waitDays !== 0)
    reasons.push('wait_days must be 0 for a body that takes complaints directly');
  if (!takesComplaintDirectly && waitDays === 0)
    reasons.push('wait_days must be set when the company must be asked first');
  const companyAnswerDays = days(v('company_answer_days'), 'company_answer_days', reasons, true);
  const covers = list(v('covers'));
  const unknownIncident = covers.filter((c) => !(INCIDENTS as readonly string[]).includes(c));
  if (covers.length === 0) reasons.push('covers must name at least one incident');
  if (unknownIncident.length) reasons.push(`covers has unknown incidents: ${unknownIncident.join(', ')}`);
  const scope = v('scope');
  if (!(ROUTE_SCOPES as readonly string[]).includes(scope))
    reasons.push(`scope must be one of ${ROUTE_SCOPES.join(', ')}`);
  const area = list(v('area'));
  if (area.some((a) => !/^[A-Z]{2}$/.test(a))) reasons.push('area must list ISO 3166-1 alpha-2 codes');
  if (scope !== 'listed-carriers' && !area.includes(country)) reasons.push("area must include the body's country");
  const carriers = list(v('carriers'));
  if (carriers.some((c) => !/^[A-Z0-9]{2}$/.test(c))) reasons.push('carriers must list 2-character IATA codes');
  if (scope === 'listed-carriers' && carriers.length === 0)
    reasons.push('a listed-carriers route must list its carriers');
  for (const k of ['effective_from', 'effective_to'] as const) {
    if (v(k) !== '' && !isIsoDate(v(k))) reasons.push(`${k} must be YYYY-MM-DD or empty`);
  }
  if (v('effective_from') !== '' && v('effective_to') !== '' && v('effective_to') < v('effective_from'))
    reasons.push('effective_to is before effective_from');
  if (v('reason').length < 20) reasons.push('reason must be a sentence for the traveller');
  const sources = list(v('source'));
  if (sources.length === 0 || !sources.every(webUrl)) reasons.push('source must be http(s) URL(s) of the body');
  if (!isIsoDate(v('checked_at'))) reasons.push('checked_at must be YYYY-MM-DD');
  if (reasons.length) return { ok: false, reasons };
  return {
    ok: true,
    route: {
      id,
      country,
      body: v('body'),
      url: v('url'),
      email,
      takesComplaintDirectly,
      forwardsToCompany,
      waitDays,
      companyAnswerDays,
      binding: v('binding') || null,
      covers: covers as Incident[],
      reason: v('reason'),
      source: sources.join(' '),
      checkedAt: v('checked_at'),
      scope: scope as RouteScope,
      area,
      carriers,
      effectiveFrom: v('effective_from'),
      effectiveTo: v('effective_to'),
    },
  };
}
