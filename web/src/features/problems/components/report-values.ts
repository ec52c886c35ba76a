// The report form's values: the report's own fields as the inputs hold them (strings), the facts the airline
// needs (passengers, booking, expenses, claim: passengers-field.tsx, expenses-field.tsx) and the optional flight
// facts (flight-rights.tsx). `reportInput` turns them into what the contract checks, leaving out what was not given.
import type { ExpenseKind, ReportFormValues } from '@contracts';
import type { FlightValues } from '../../../components/rights/flight-facts';

export interface ExpenseValues {
  kind: string;
  amount: string;
  currency: string;
  note: string;
}

export interface ClaimValues {
  compensation: boolean;
  expenses: boolean;
  refund: boolean;
}

export interface FactValues {
  passengers: { fullName: string }[];
  bookingReference: string;
  ticketNumber: string;
  expenses: ExpenseValues[];
  claim: ClaimValues;
}

/** The report's fields as the contract lists them, the airline's facts and the optional journey facts. */
export interface ReportValues extends FlightValues, ReportFormValues, FactValues {}

export const EMPTY_FACTS: FactValues = {
  passengers: [{ fullName: '' }],
  bookingReference: '',
  ticketNumber: '',
  expenses: [],
  claim: { compensation: false, expenses: false, refund: false },
};

export const EMPTY_EXPENSE: ExpenseValues = { kind: '', amount: '', currency: 'EUR', note: '' };

/**
 * The report's own fields and facts as the contract's form schema reads them: no passengers when no name is
 * typed, no claim when nothing is ticked, amounts as numbers (a blank one fails with the contract's message).
 * The lists keep their order, so an issue's path (expenses.1.amount) is the form's field.
 */
export function reportInput(v: ReportValues) {
  const named = v.passengers.some((p) => p.fullName.trim() !== '');
  const claimed = v.claim.compensation || v.claim.expenses || v.claim.refund;
  return {
    airlineId: v.airlineId,
    category: v.category,
    flightNumber: v.flightNumber,
    date: v.date,
    description: v.description,
    contactEmail: v.contactEmail,
    contactPhone: v.contactPhone,
    bookingReference: v.bookingReference,
    ticketNumber: v.ticketNumber,
    ...(named ? { passengers: v.passengers.map((p) => ({ fullName: p.fullName })) } : {}),
    ...(v.expenses.length
      ? {
          expenses: v.expenses.map((e) => ({
            kind: e.kind as ExpenseKind,
            amount: e.amount.trim() === '' ? Number.NaN : Number(e.amount.replace(',', '.')),
            currency: e.currency,
            ...(e.note.trim() ? { note: e.note } : {}),
          })),
        }
      : {}),
    ...(claimed ? { claim: { ...v.claim } } : {}),
  };
}

/** The server names a journey fact as flight.<field>; the form's own field for it. */
export const FLIGHT_PATHS: Record<string, keyof FlightValues> = {
  'flight.departure': 'flightDeparture',
  'flight.arrival': 'flightArrival',
  'flight.date': 'date',
  'flight.incident': 'incident',
  'flight.arrivalDelayHours': 'arrivalDelayHours',
  'flight.noticeDays': 'noticeDays',
  'flight.baggageReceivedDate': 'baggageReceivedDate',
  'flight.cause': 'cause',
  'flight.rerouting': 'noAlternative',
  'flight.alternativeDepartedEarlierHours': 'alternativeDepartedEarlierHours',
  'flight.farePaid': 'fareAmount',
  'flight.farePaid.amount': 'fareAmount',
  'flight.farePaid.currency': 'fareCurrency',
  'flight.scheduledDepartureAt': 'scheduledDepartureAt',
  'flight.scheduledArrivalAt': 'scheduledArrivalAt',
  'flight.actualArrivalAt': 'actualArrivalAt',
};
