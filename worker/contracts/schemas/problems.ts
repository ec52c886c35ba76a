// Problem report schemas (docs/api.md#problems, docs/product.md#validation). createProblemBody is the one
// list of a report's fields: the answer's Problem, the mail's report and the form's values derive from it.
import * as z from 'zod/mini';
import { FARE_CURRENCIES } from '../rights';
import {
  CONTACT_PHONE_MAX,
  DESCRIPTION_MAX,
  DESCRIPTION_MIN,
  EXPENSE_AMOUNT_MAX,
  EXPENSE_KINDS,
  EXPENSE_NOTE_MAX,
  EXPENSES_MAX,
  FLIGHT_NUMBER_MAX,
  FULL_NAME_MAX,
  PASSENGERS_MAX,
  PROBLEM_CATEGORY_IDS,
  PROBLEM_MAX_LIMIT,
  PROBLEM_MSG,
  PROBLEM_PAGE_SIZE,
  PROBLEM_QUERY_MAX,
  PROBLEM_STATUSES,
  SUBMITTED_VIA,
} from '../problems';
import { CASE_LIMITS, CASE_MSG } from '../case-file';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../languages';
import { cleanText, decimalDigits, emailAddress, jsonId, limitParam, pageParam } from './fields';
import { checkedFlight } from './rights';

export type { RightsFlight } from './rights';

/**
 * An optional text field: absent, null and blank all mean "not given" (stored as ''). Every failure,
 * a wrong type included, answers the field's own message (a union alone would say "Invalid input").
 */
const optional = (inner: z.ZodMiniType<string, string>, message: string) =>
  z.pipe(
    z.pipe(
      z.nullish(z.string({ error: message })),
      z.transform((v) => (v ?? '').trim()),
    ),
    z.union([z.literal(''), inner], { error: message }),
  );

const isCalendarDate = (s: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return (
    !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s && Number(m[1]) >= 1950 && Number(m[1]) <= 2100
  );
};

const FLIGHT_NUMBER = new RegExp(`^[A-Za-z0-9][A-Za-z0-9 -]{0,${FLIGHT_NUMBER_MAX - 1}}$`);
const PHONE = /^\+?[0-9][0-9 ()./-]{4,28}[0-9]$/;

const BOOKING_REFERENCE = /^[A-Z0-9]{5,8}$/;

/** A passenger as on the booking: the full name, trimmed, one line. */
const passenger = z.object(
  {
    fullName: z
      .string({ error: PROBLEM_MSG.fullName })
      .check(
        z.trim(),
        z.minLength(1, PROBLEM_MSG.fullName),
        z.maxLength(FULL_NAME_MAX, PROBLEM_MSG.fullName),
        cleanText(PROBLEM_MSG.fullName),
      ),
  },
  { error: PROBLEM_MSG.passengers },
);

/** An expense the traveller paid because of the disruption, in the currency paid. */
const expense = z.object(
  {
    kind: z.enum(EXPENSE_KINDS, { error: PROBLEM_MSG.expenseKind }),
    amount: z.number({ error: PROBLEM_MSG.expenseAmount }).check(
      z.gte(0.01, PROBLEM_MSG.expenseAmount),
      z.lte(EXPENSE_AMOUNT_MAX, PROBLEM_MSG.expenseAmount),
      z.refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, PROBLEM_MSG.expenseAmount),
    ),
    currency: z.enum(FARE_CURRENCIES, { error: PROBLEM_MSG.expenseCurrency }),
    note: z.optional(
      z
        .string({ error: PROBLEM_MSG.expenseNote })
        .check(z.trim(), z.maxLength(EXPENSE_NOTE_MAX, PROBLEM_MSG.expenseNote), cleanText(PROBLEM_MSG.expenseNote)),
    ),
  },
  { error: PROBLEM_MSG.expenses },
);

const claimFlag = z._default(z.boolean({ error: PROBLEM_MSG.claim }), false);

/** The report's fields; createProblemBody adds the checks between them. */
const reportObject = z.object({
  airlineId: jsonId(PROBLEM_MSG.airline),
  category: z.enum(PROBLEM_CATEGORY_IDS, { error: PROBLEM_MSG.category }),
  flightNumber: optional(
    z.pipe(
      z.string().check(z.regex(FLIGHT_NUMBER, PROBLEM_MSG.flightNumber)),
      z.transform((s) => s.toUpperCase()),
    ),
    PROBLEM_MSG.flightNumber,
  ),
  date: optional(z.string().check(z.refine(isCalendarDate, PROBLEM_MSG.date)), PROBLEM_MSG.date),
  description: z
    .string({ error: PROBLEM_MSG.description })
    .check(
      z.trim(),
      z.minLength(DESCRIPTION_MIN, PROBLEM_MSG.description),
      z.maxLength(DESCRIPTION_MAX, PROBLEM_MSG.descriptionMax),
      cleanText(PROBLEM_MSG.controlChars, { multiline: true }),
    ),
  contactEmail: emailAddress(PROBLEM_MSG.contactEmail),
  contactPhone: optional(
    z
      .string()
      .check(z.maxLength(CONTACT_PHONE_MAX, PROBLEM_MSG.contactPhone), z.regex(PHONE, PROBLEM_MSG.contactPhone)),
    PROBLEM_MSG.contactPhone,
  ),
  // Optional journey facts (docs/api.md#rights): the report's airline is the carrier.
  flight: z.nullish(checkedFlight),
  // The facts the airline needs to act (docs/api.md#problems): the passengers (the traveller first), the booking,
  // the expenses paid and what is claimed.
  passengers: z._default(
    z
      .array(passenger, { error: PROBLEM_MSG.passengers })
      .check(z.minLength(1, PROBLEM_MSG.passengers), z.maxLength(PASSENGERS_MAX, PROBLEM_MSG.passengers)),
    [],
  ),
  bookingReference: optional(
    z.pipe(
      z.transform((s: string) => s.toUpperCase()),
      z.string().check(z.regex(BOOKING_REFERENCE, PROBLEM_MSG.bookingReference)),
    ),
    PROBLEM_MSG.bookingReference,
  ),
  // Written with spaces or hyphens as on a ticket (220-1234567890); kept as its 13 digits.
  ticketNumber: optional(
    z.pipe(
      z.transform((s: string) => s.replace(/[\s-]/g, '')),
      z.string().check(z.regex(/^\d{13}$/, PROBLEM_MSG.ticketNumber)),
    ),
    PROBLEM_MSG.ticketNumber,
  ),
  expenses: z._default(
    z.array(expense, { error: PROBLEM_MSG.expenses }).check(z.maxLength(EXPENSES_MAX, PROBLEM_MSG.expenses)),
    [],
  ),
  claim: z.pipe(
    z.nullish(
      z.object({ compensation: claimFlag, expenses: claimFlag, refund: claimFlag }, { error: PROBLEM_MSG.claim }),
    ),
    z.transform((c) => c ?? null),
  ),
  // The language the letter is written in (docs/api.md#languages, "Letters"): English, or the company's home
  // language (letterLanguagesFor; the route refuses any other, since the airline is read there).
  letterLanguage: z._default(z.enum(LANGUAGES, { error: PROBLEM_MSG.letterLanguage }), DEFAULT_LANGUAGE),
  // How many documents the form uploads right after filing (docs/api.md#case-file): the company's mail waits
  // for them, so it carries them.
  documents: z.optional(
    z
      .number({ error: CASE_MSG.documents })
      .check(
        z.int(CASE_MSG.documents),
        z.minimum(0, CASE_MSG.documents),
        z.maximum(CASE_LIMITS.attachmentsPerReport, CASE_MSG.documents),
      ),
  ),
});

/**
 * POST /api/problems. Fields a client may add (userId, status, dateSubmitted, ...) are dropped: the
 * server sets them (docs/decisions.md#authorization). One date for the report and its flight: given in both,
 * they must agree (400 on `date`); given only in `flight`, the report's `date` is the flight's.
 */
export const createProblemBody = z.pipe(
  reportObject,
  z.transform((r, ctx) => {
    if (!r.flight) return r;
    if (r.date && r.date !== r.flight.date) {
      ctx.issues.push({ code: 'custom', message: PROBLEM_MSG.dateMismatch, input: r, path: ['date'] });
      return z.NEVER;
    }
    return { ...r, date: r.flight.date };
  }),
);
export type CreateProblemBody = z.input<typeof createProblemBody>;

/** The fields of a report the traveller gives, as stored and answered (the airline and the flight aside). */
export type ReportFields = Omit<z.output<typeof createProblemBody>, 'airlineId' | 'flight' | 'documents'>;

/** The facts for the airline that are not a text input of the form (passengers, expenses, claim). */
type ReportFactLists = 'passengers' | 'expenses' | 'claim';

/** The report form in the browser: the same rules, with the airline picked as a select's text value. */
export const createProblemForm = z.extend(reportObject, {
  airlineId: z.pipe(decimalDigits(PROBLEM_MSG.airline), jsonId(PROBLEM_MSG.airline)),
});

/**
 * The report form's own text fields (the journey facts have theirs), each a text input's value. The booking
 * reference and ticket number are left to the form that asks them (emptyReportForm stays the form's own).
 */
export type ReportFormValues = Record<
  Exclude<
    keyof typeof createProblemForm.shape,
    'flight' | 'documents' | ReportFactLists | 'bookingReference' | 'ticketNumber' | 'letterLanguage'
  >,
  string
>;

export const problemListQuery = z.object({
  page: pageParam,
  limit: z._default(limitParam(PROBLEM_MAX_LIMIT), PROBLEM_PAGE_SIZE),
  status: z._default(z.enum(['all', ...PROBLEM_STATUSES], { error: 'Unknown status' }), 'all'),
  q: z.optional(
    z.pipe(
      z
        .string()
        .check(
          z.maxLength(PROBLEM_QUERY_MAX, `Search text must be at most ${PROBLEM_QUERY_MAX} characters`),
          cleanText(PROBLEM_MSG.searchChars),
        ),
      z.transform((s) => s.trim()),
    ),
  ),
});

/** POST /api/problems/:id/form-submitted: how the letter went (optional; a form by default). */
export const formSubmittedBody = z.object({
  via: z.optional(z.enum(SUBMITTED_VIA, { error: PROBLEM_MSG.via })),
});

export const updateProblemBody = z.object({
  status: z.enum(PROBLEM_STATUSES, { error: PROBLEM_MSG.status }),
});
