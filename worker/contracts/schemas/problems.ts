// Problem report schemas (docs/api.md#problems, docs/product.md#validation). createProblemBody is the one
// list of a report's fields: the answer's Problem, the mail's report and the form's values derive from it.
import * as z from 'zod/mini';
import {
  CONTACT_PHONE_MAX,
  DESCRIPTION_MAX,
  DESCRIPTION_MIN,
  FLIGHT_NUMBER_MAX,
  PROBLEM_CATEGORY_IDS,
  PROBLEM_MAX_LIMIT,
  PROBLEM_MSG,
  PROBLEM_PAGE_SIZE,
  PROBLEM_QUERY_MAX,
  PROBLEM_STATUSES,
} from '../problems';
import { CASE_LIMITS, CASE_MSG } from '../case-file';
import { cleanText, decimalDigits, emailAddress, jsonId, limitParam, pageParam } from './fields';
import { rightsFlight } from './rights';

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

/**
 * POST /api/problems. Fields a client may add (userId, status, dateSubmitted, ...) are dropped: the
 * server sets them (docs/decisions.md#authorization).
 */
export const createProblemBody = z.object({
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
  flight: z.nullish(rightsFlight),
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
export type CreateProblemBody = z.input<typeof createProblemBody>;

/** The fields of a report the traveller gives, as stored and answered (the airline and the flight aside). */
export type ReportFields = Omit<z.output<typeof createProblemBody>, 'airlineId' | 'flight' | 'documents'>;

/** The report form in the browser: the same rules, with the airline picked as a select's text value. */
export const createProblemForm = z.extend(createProblemBody, {
  airlineId: z.pipe(decimalDigits(PROBLEM_MSG.airline), jsonId(PROBLEM_MSG.airline)),
});

/** The report form's own fields (the journey facts have theirs), each a text input's value. */
export type ReportFormValues = Record<Exclude<keyof typeof createProblemForm.shape, 'flight' | 'documents'>, string>;

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

export const updateProblemBody = z.object({
  status: z.enum(PROBLEM_STATUSES, { error: PROBLEM_MSG.status }),
});
