// The report form's values: the report's own fields as the inputs hold them (strings), plus the optional
// flight facts (flight-rights.tsx).
import type { ReportFormValues } from '@contracts';
import type { FlightValues } from './flight-rights';

/** The report's fields as the contract lists them, and the optional journey facts. */
export interface ReportValues extends FlightValues, ReportFormValues {}

/** The server names a journey fact as flight.<field>; the form's own field for it. */
export const FLIGHT_PATHS: Record<string, keyof FlightValues> = {
  'flight.departure': 'flightDeparture',
  'flight.arrival': 'flightArrival',
  'flight.date': 'flightDate',
  'flight.incident': 'incident',
  'flight.arrivalDelayHours': 'arrivalDelayHours',
  'flight.noticeDays': 'noticeDays',
  'flight.baggageReceivedDate': 'baggageReceivedDate',
  'flight.cause': 'cause',
};
