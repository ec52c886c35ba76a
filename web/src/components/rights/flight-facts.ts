// A journey's facts as a form holds them (docs/api.md#rights), shared by the report form's flight details and the
// public rights check (/rights). The facts are flat form values; `flightOf` turns them into the assessment's and
// the report's `flight` (or nothing, for a plain report), checked by the contract's `rightsFlight` schema, which
// loads on first use.
import type { RightsFlight } from '@contracts';
import { t } from '@lingui/core/macro';
import { lazySchema } from '../../lib/zod-formik';

/** The contract's journey schema, loaded when a form first needs it rather than with the page. */
export const flightSchema = lazySchema(() => import('@contracts/schemas/rights').then((m) => m.rightsFlight));

/** The journey facts as the inputs hold them; `date` is the report's own (one date for both). */
export interface FlightValues {
  date: string;
  flightDeparture: string;
  flightArrival: string;
  incident: string;
  arrivalDelayHours: string;
  noticeDays: string;
  baggageReceivedDate: string;
  cause: string;
  scheduledDepartureAt: string;
  scheduledArrivalAt: string;
  actualArrivalAt: string;
  /** No alternative flight was taken (a refund, or own arrangements): `rerouting: "none"`. */
  noAlternative: boolean;
  alternativeDepartedEarlierHours: string;
  fareAmount: string;
  fareCurrency: string;
}

export const EMPTY_FLIGHT: Omit<FlightValues, 'date'> = {
  flightDeparture: '',
  flightArrival: '',
  incident: '',
  arrivalDelayHours: '',
  noticeDays: '',
  baggageReceivedDate: '',
  cause: '',
  scheduledDepartureAt: '',
  scheduledArrivalAt: '',
  actualArrivalAt: '',
  noAlternative: false,
  alternativeDepartedEarlierHours: '',
  fareAmount: '',
  fareCurrency: 'EUR',
};

const FIELD_OF: Record<string, keyof FlightValues> = {
  departure: 'flightDeparture',
  arrival: 'flightArrival',
  date: 'date',
  incident: 'incident',
  arrivalDelayHours: 'arrivalDelayHours',
  noticeDays: 'noticeDays',
  baggageReceivedDate: 'baggageReceivedDate',
  cause: 'cause',
  scheduledDepartureAt: 'scheduledDepartureAt',
  scheduledArrivalAt: 'scheduledArrivalAt',
  actualArrivalAt: 'actualArrivalAt',
  rerouting: 'noAlternative',
  alternativeDepartedEarlierHours: 'alternativeDepartedEarlierHours',
  farePaid: 'fareAmount',
};

type RightsFlightSchema = NonNullable<ReturnType<typeof flightSchema.current>>;

/** Whether the traveller has started on the journey facts (the section is optional; the date is the report's). */
export const flightGiven = (v: FlightValues) =>
  [v.flightDeparture, v.flightArrival, v.incident].some((s) => s.trim() !== '');

/** Which questions the incident asks (the form shows only these, and sends only their answers). */
export function questionsFor(v: FlightValues) {
  const i = v.incident;
  const flightLate = i === 'delay' || i === 'cancellation' || i === 'denied_boarding';
  const noAlternative = (i === 'cancellation' || i === 'denied_boarding') && v.noAlternative;
  const timesGiveDelay = v.scheduledArrivalAt.trim() !== '' && v.actualArrivalAt.trim() !== '';
  const notice = v.noticeDays.trim() === '' ? Number.NaN : Number(v.noticeDays);
  return {
    times: flightLate,
    rerouting: i === 'cancellation' || i === 'denied_boarding',
    actualArrival: flightLate && !noAlternative,
    hoursLate: flightLate && !noAlternative && !timesGiveDelay,
    noticeDays: i === 'cancellation',
    earlierHours: i === 'cancellation' && notice < 14,
    baggageReceived: i === 'baggage_delayed' || i === 'baggage_damaged',
    cause: i === 'delay' || i === 'cancellation',
    fare: i === 'downgrade' || i === 'denied_boarding',
    noAlternative,
  };
}

/**
 * The report's `flight`, `null` when the section is left empty, or the field errors to show (in the active
 * language: called while rendering or validating, never at module level). `rightsFlight` is
 * the contract's schema (report-schemas.ts loads it). Only the answers to the questions shown are sent.
 */
export function flightOf(
  v: FlightValues,
  rightsFlight: RightsFlightSchema,
): { flight: RightsFlight | null } | { errors: Partial<Record<keyof FlightValues, string>> } {
  if (!flightGiven(v)) return { flight: null };
  const q = questionsFor(v);
  const num = (s: string) => (s.trim() === '' ? undefined : Number(s.replace(',', '.')));
  const text = (asked: boolean, s: string) => (asked && s.trim() !== '' ? s.trim() : undefined);
  const fare = q.fare ? num(v.fareAmount) : undefined;
  const parsed = rightsFlight.safeParse({
    departure: v.flightDeparture,
    arrival: v.flightArrival,
    date: v.date || v.scheduledDepartureAt.slice(0, 10),
    incident: v.incident || undefined,
    arrivalDelayHours: q.hoursLate ? num(v.arrivalDelayHours) : undefined,
    noticeDays: q.noticeDays ? num(v.noticeDays) : undefined,
    baggageReceivedDate: text(q.baggageReceived, v.baggageReceivedDate),
    cause: (q.cause && v.cause) || undefined,
    rerouting: q.noAlternative ? 'none' : undefined,
    alternativeDepartedEarlierHours: q.earlierHours ? num(v.alternativeDepartedEarlierHours) : undefined,
    farePaid: fare === undefined ? undefined : { amount: fare, currency: v.fareCurrency },
    scheduledDepartureAt: text(q.times, v.scheduledDepartureAt),
    scheduledArrivalAt: text(q.times, v.scheduledArrivalAt),
    actualArrivalAt: text(q.actualArrival, v.actualArrivalAt),
  });
  if (parsed.success) return { flight: parsed.data };
  const errors: Partial<Record<keyof FlightValues, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = FIELD_OF[String(issue.path[0])];
    // The contract's own messages stay in English here: the fields show them through useServerText.
    if (field && !errors[field]) errors[field] = field === 'incident' ? t`Please choose what happened` : issue.message;
  }
  return { errors };
}
