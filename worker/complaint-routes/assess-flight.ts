// Looks up what the pure passenger-rights engine (worker/rights/) needs (the two airports and the operating carrier) and runs it. Shared by
// POST /api/rights/assess and by report filing, so a report's `rights` is exactly what the form showed live.
import { eq, inArray } from 'drizzle-orm';
import { airlines, airports, complaintRoutes, type AirlineRow } from '../../schema';
import { citedRegime, leadWithRegime, type RightsAssessment, type RightsFlight } from '../contracts';
import { flightRoutes } from './lookup';
import { toRecord } from './table';
import type { Db } from '../db';
import { badRequest } from '../lib/errors';
import { assess } from '../rights/assess';

/**
 * The assessment of `flight` on `carrier` with the complaint routes that take it up; 400 naming the field
 * when an airport code or the disrupted leg's airline (`disruptedLegAirlineId`) is unknown. `today` (YYYY-MM-DD,
 * UTC; the clock by default) decides whether the flight has happened and whether a time limit has passed.
 */
export async function assessFlight(
  db: Db,
  flight: RightsFlight,
  carrier: Pick<AirlineRow, 'name' | 'iataCode' | 'country'>,
  fieldPrefix = '',
  today: string = new Date().toISOString().slice(0, 10),
): Promise<RightsAssessment> {
  const legId = flight.disruptedLegAirlineId;
  const leg =
    legId === undefined
      ? undefined
      : await db.query.airlines.findFirst({
          where: eq(airlines.id, legId),
          columns: { name: true, iataCode: true, country: true },
        });
  if (legId !== undefined && !leg) {
    const issue = { path: `${fieldPrefix}disruptedLegAirlineId`, message: 'No airline with this id.' };
    throw badRequest(issue.message, [issue]);
  }
  const [found, routeRows] = await db.batch([
    db
      .select({
        iataCode: airports.iataCode,
        country: airports.country,
        latitude: airports.latitude,
        longitude: airports.longitude,
      })
      .from(airports)
      .where(inArray(airports.iataCode, [flight.departure, flight.arrival])),
    db.select().from(complaintRoutes),
  ]);
  const departure = found.find((a) => a.iataCode === flight.departure);
  const arrival = found.find((a) => a.iataCode === flight.arrival);
  const issues = [
    ...(departure
      ? []
      : [{ path: `${fieldPrefix}departure`, message: `No airport with the IATA code ${flight.departure}.` }]),
    ...(arrival
      ? []
      : [{ path: `${fieldPrefix}arrival`, message: `No airport with the IATA code ${flight.arrival}.` }]),
  ];
  if (!departure || !arrival) throw badRequest(issues[0]!.message, issues);
  const assessment = assess({
    date: flight.date,
    departure,
    arrival,
    carrier: { name: carrier.name, iataCode: carrier.iataCode, country: carrier.country },
    incident: flight.incident,
    ...(flight.arrivalDelayHours !== undefined ? { arrivalDelayHours: flight.arrivalDelayHours } : {}),
    ...(flight.noticeDays !== undefined ? { noticeDays: flight.noticeDays } : {}),
    ...(flight.baggageReceivedDate !== undefined ? { baggageReceivedDate: flight.baggageReceivedDate } : {}),
    ...(flight.cause !== undefined ? { cause: flight.cause } : {}),
    ...(flight.rerouting !== undefined ? { rerouting: flight.rerouting } : {}),
    ...(flight.alternativeDepartedEarlierHours !== undefined
      ? { alternativeDepartedEarlierHours: flight.alternativeDepartedEarlierHours }
      : {}),
    ...(flight.farePaid !== undefined ? { farePaid: flight.farePaid } : {}),
    ...(leg ? { disruptedLegCarrier: { name: leg.name, iataCode: leg.iataCode, country: leg.country } } : {}),
    today,
  });
  const routes = flightRoutes(
    {
      date: flight.date,
      departureCountry: departure.country,
      arrivalCountry: arrival.country,
      incident: flight.incident,
    },
    carrier,
    routeRows.map(toRecord),
  );
  // The bodies of the regime the letter cites lead (docs/api.md, "Every report has a path").
  return { ...assessment, routes: leadWithRegime(routes, citedRegime(assessment.regimes)?.regime) };
}
