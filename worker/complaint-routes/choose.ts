// Which official bodies take up a complaint about one flight (docs/api.md#complaint-routes). Pure: the caller
// reads the routes table and the two airports and passes them in, so the rule of every body is testable as
// a table (choose.node.test.ts) and the same function serves the assessment, the report and the directory.
//
// A body's scope is data (routes.csv: `scope`, `area`, `carriers`, the dates); the EU and UK bodies enforce
// Regulation 261/2004 and UK261, so their scope is the regimes' own (worker/rights/eu261.ts, uk261.ts): a
// route never says a body takes a flight that the regime it enforces does not cover.
import type { ComplaintRoute, PlannedRoute, RouteRecord } from '../contracts/complaint-routes';
import { countryCode } from '../contracts/country-codes';
import { orderRoutes } from '../contracts/complaint-routes';
import { addDays, type CarrierFacts, type Incident, type Journey } from '../rights/common';
import { carrierLicence } from '../rights/carriers';
import { eu261Scope } from '../rights/eu261';
import { inEu261Area } from '../rights/membership';
import { uk261Scope } from '../rights/uk261';

export interface RouteFlight {
  /** The scheduled departure date, YYYY-MM-DD: the rules in force that day apply. */
  date: string;
  /** ISO codes of the countries of the first departure and the final arrival airport. */
  departureCountry: string;
  arrivalCountry: string;
  /** The operating carrier; its licence state decides the national-carrier and EU/UK carrier rules. */
  carrier: CarrierFacts;
  /** When known, a body that does not handle this kind of incident is left out. */
  incident?: Incident;
}

const inForce = (r: RouteRecord, date: string) =>
  (r.effectiveFrom === '' || r.effectiveFrom <= date) && (r.effectiveTo === '' || date <= r.effectiveTo);

/** The regimes' scope functions read only the countries, the date and the carrier. */
const asJourney = (f: RouteFlight): Journey => ({
  date: f.date,
  departure: { iataCode: '', country: f.departureCountry, latitude: 0, longitude: 0 },
  arrival: { iataCode: '', country: f.arrivalCountry, latitude: 0, longitude: 0 },
  distanceKm: 0,
  carrier: f.carrier,
  incident: f.incident ?? 'other',
  cause: 'unknown',
});

function takesFlight(r: RouteRecord, f: RouteFlight): boolean {
  const from = r.area.includes(f.departureCountry);
  const to = r.area.includes(f.arrivalCountry);
  switch (r.scope) {
    case 'flights-touching':
      return from || to;
    case 'departures-or-national-carriers': {
      const licence = carrierLicence(f.carrier, f.date).state;
      return from || (to && licence !== undefined && r.area.includes(licence));
    }
    case 'eu261':
      // The enforcement body of the state of departure; for a flight into the EU from outside it, of the
      // state of arrival (Art. 16(1): "the territory of which the incident took place" as the Commission reads it).
      if (!eu261Scope(asJourney(f)).covered) return false;
      return inEu261Area(f.departureCountry, f.date) ? from : to;
    case 'uk261':
      return (from || to) && uk261Scope(asJourney(f)).covered;
    case 'listed-carriers':
      return f.carrier.iataCode !== '' && r.carriers.includes(f.carrier.iataCode);
  }
}

/** The routes of `table` that take up a complaint about `flight`, those that take it directly first. */
export function chooseRoutes(flight: RouteFlight, table: readonly RouteRecord[]): ComplaintRoute[] {
  const chosen = table.filter(
    (r) =>
      inForce(r, flight.date) &&
      (flight.incident === undefined || r.covers.includes(flight.incident)) &&
      takesFlight(r, flight),
  );
  return orderRoutes(chosen.map(toRoute));
}

/** The answer's fields of a route record (the scope stays on the server). */
export function toRoute(r: RouteRecord): ComplaintRoute {
  return {
    id: r.id,
    body: r.body,
    country: r.country,
    url: r.url,
    email: r.email,
    takesComplaintDirectly: r.takesComplaintDirectly,
    forwardsToCompany: r.forwardsToCompany,
    waitDays: r.waitDays,
    companyAnswerDays: r.companyAnswerDays,
    binding: r.binding,
    covers: r.covers,
    reason: r.reason,
    source: r.source,
    checkedAt: r.checkedAt,
  };
}

/**
 * A report's plan: each route with the day it opens, counted from the day the report was sent (`sentOn`,
 * YYYY-MM-DD): that day for a body that takes complaints directly, else when the wait the body asks ends.
 */
export function planRoutes(routes: readonly ComplaintRoute[], sentOn: string): PlannedRoute[] {
  return routes.map((r) => ({ ...r, opensOn: r.takesComplaintDirectly ? sentOn : addDays(sentOn, r.waitDays) }));
}

/**
 * The routes for a company's flights in its home country: what the directory shows for a company that
 * publishes no channel when no flight is given (the answer says so: `basis: "home-country"`). A company whose
 * country the directory cannot code gets none.
 */
export function homeCountryRoutes(
  carrier: CarrierFacts,
  routes: readonly RouteRecord[],
  today: string,
): ComplaintRoute[] {
  const home = countryCode(carrier.country);
  if (!home) return [];
  return chooseRoutes(
    {
      date: today,
      departureCountry: home,
      arrivalCountry: home,
      carrier: { name: carrier.name, iataCode: carrier.iataCode, country: carrier.country },
    },
    routes,
  );
}

/** The routes for a flight whose airports' countries are known. */
export function flightRoutes(
  flight: { date: string; departureCountry: string; arrivalCountry: string; incident?: Incident },
  carrier: CarrierFacts,
  routes: readonly RouteRecord[],
): ComplaintRoute[] {
  return chooseRoutes(
    { ...flight, carrier: { name: carrier.name, iataCode: carrier.iataCode, country: carrier.country } },
    routes,
  );
}
