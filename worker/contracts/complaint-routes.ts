// Complaint routes (docs/api.md#complaint-routes), shared by the worker and the SPA: the official bodies
// (regulators, enforcement bodies, approved dispute schemes) that take a passenger's complaint up with the
// airline, how a report reaches its company, and a report's plan of who gets it when. The schemas are in
// schemas/complaint-routes.ts; which routes apply to a flight is worker/complaint-routes/choose.ts.
import type { Channel } from './directory';
import type { Incident, RegimeId } from './rights';

/**
 * How a body's published rules say which flights it takes up (the scope of a route):
 * - `flights-touching`: any flight departing from or arriving in one of `area`'s states, any airline;
 * - `departures-or-national-carriers`: departures from `area`, and arrivals there on a carrier licensed there;
 * - `eu261`: the national enforcement body of Regulation 261/2004 (departures from its state; arrivals there
 *   from outside the EU/EEA/Switzerland on an EU/EEA/Swiss carrier);
 * - `uk261`: UK261 (departures from the UK; arrivals there on a UK or EU carrier);
 * - `listed-carriers`: only the carriers in `carriers` (IATA codes), on any route.
 */
export const ROUTE_SCOPES = [
  'flights-touching',
  'departures-or-national-carriers',
  'eu261',
  'uk261',
  'listed-carriers',
] as const;
export type RouteScope = (typeof ROUTE_SCOPES)[number];

/** A route as the API answers it. */
export interface ComplaintRoute {
  /** `US-DOT`, `CA-CTA`, `EU-NEB`, ... (docs/api.md#complaint-routes); with `country`, it names one body. */
  id: string;
  body: string;
  /** ISO 3166-1 alpha-2 code of the body's state (for EU-NEB, the state whose enforcement body it is). */
  country: string;
  /** The page where the traveller files the complaint. */
  url: string;
  /** The body's published complaint e-mail, or ''. */
  email: string;
  /** True when the body accepts a complaint without a complaint to the company first. */
  takesComplaintDirectly: boolean;
  /** The body passes the complaint on to the company and asks it to answer. */
  forwardsToCompany: boolean;
  /** Days after the complaint to the company before the route opens (0 when it takes complaints directly). */
  waitDays: number;
  /** The company's answer window the body's rules set, or null. */
  companyAnswerDays: number | null;
  /** How the outcome binds the company, or null when it does not. */
  binding: string | null;
  /** The incidents the body handles. */
  covers: Incident[];
  /** One plain sentence for the traveller: who the body is and what it does. */
  reason: string;
  /** The body's own page(s) where these facts were checked (space-separated URLs). */
  source: string;
  /** YYYY-MM-DD the route was checked against its source. */
  checkedAt: string;
}

/** A route on a filed report: the day it opens (the filing day, or the end of the company's answer window). */
export interface PlannedRoute extends ComplaintRoute {
  /**
   * YYYY-MM-DD the body takes the complaint up: the filing day for one that takes complaints directly, else the
   * day the company's time to answer ends, counted from the day the letter went out; null while a letter the
   * traveller sends has not gone out.
   */
  opensOn: string | null;
}

/** How the company itself takes complaints, beside the routes. */
export interface CompanyChannel {
  channel: Channel;
  email: string;
  complaintFormUrl: string;
  phone: string;
}

/** GET /api/complaint-routes */
export interface ComplaintRoutesAnswer {
  company: CompanyChannel;
  routes: ComplaintRoute[];
  /** `flight`: chosen for the airports given; `home-country`: for the company's flights in its home country. */
  basis: 'flight' | 'home-country';
}

/** A route row as the table and the CSV hold it: the answer's fields and the scope that decides when it applies. */
export interface RouteRecord extends ComplaintRoute {
  scope: RouteScope;
  /** The states of the body's jurisdiction (ISO codes); for EU-NEB the one state. */
  area: string[];
  /** For `listed-carriers`: the IATA codes of the member carriers. */
  carriers: string[];
  /** YYYY-MM-DD from which the route applies ('' = always), and until which ('' = still in force). */
  effectiveFrom: string;
  effectiveTo: string;
}

/** GET /api/admin/complaint-routes: every route with its scope, for the admin dashboard (read-only). */
export interface AdminRouteList {
  routes: RouteRecord[];
}

/** Routes that take a complaint directly come first (docs/api.md#complaint-routes), then by the day they open, then by id. */
export function orderRoutes<T extends ComplaintRoute>(routes: readonly T[]): T[] {
  return [...routes].sort(
    (a, b) =>
      Number(b.takesComplaintDirectly) - Number(a.takesComplaintDirectly) ||
      a.waitDays - b.waitDays ||
      a.id.localeCompare(b.id) ||
      a.country.localeCompare(b.country),
  );
}

/**
 * The passenger-rights regime whose rules each body enforces or decides claims on; a route not named here takes any
 * complaint about the flight. EU261: the national enforcement bodies and the German and French conciliation
 * bodies (söp, the Federal Office of Justice, the MTV), which decide on the regulation's claims.
 */
export const ROUTE_REGIMES: Readonly<Record<string, RegimeId>> = {
  'EU-NEB': 'EU261',
  'DE-SOEP': 'EU261',
  'DE-BFJ': 'EU261',
  'FR-MTV': 'EU261',
  'UK-CAA': 'UK261',
  'UK-ADR': 'UK261',
  'CA-CTA': 'APPR',
  'US-DOT': 'US_DOT',
  'TR-SHGM': 'TR_SHY',
  'BR-CONSUMIDOR': 'BR_ANAC',
};

/**
 * A report's routes led by the bodies of the regime its letter cites (for an EU261 claim on a flight from Germany,
 * the German bodies), then the others, each group in orderRoutes' order.
 */
export function leadWithRegime<T extends ComplaintRoute>(
  routes: readonly T[],
  cited: RegimeId | null | undefined,
): T[] {
  const ordered = orderRoutes(routes);
  if (!cited) return ordered;
  const ofCited = (r: T) => ROUTE_REGIMES[r.id] === cited;
  return [...ordered.filter(ofCited), ...ordered.filter((r) => !ofCited(r))];
}

/** The key that names one route of a report (the same id serves every EU state). */
export const routeKey = (r: Pick<ComplaintRoute, 'id' | 'country'>) => `${r.id}:${r.country}`;

export const ROUTE_MSG = {
  routeKey: 'Choose one of the routes of this report.',
} as const;
