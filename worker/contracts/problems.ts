// Problem reports (API.md "Problem reports", SPEC.md sections 3 and 5), shared by the worker and the SPA.
import { z } from 'zod';
import { cleanText, decimalDigits, emailAddress, jsonId, limitParam, pageParam } from './common';
import type { Channel } from './directory';
import { rightsFlight, type Deadline, type Escalation, type RegimeId, type RegimeResult, type RightsFlight } from './rights';

/** SPEC.md section 3, in form order. */
export const PROBLEM_CATEGORIES = [
  { id: 'flight-delay', label: 'Flight Delay' },
  { id: 'cancellation', label: 'Flight Cancellation' },
  { id: 'baggage', label: 'Baggage Issues' },
  { id: 'refund', label: 'Refund Problems' },
  { id: 'customer-service', label: 'Customer Service Experience' },
  { id: 'booking', label: 'Booking Issues' },
  { id: 'other', label: 'Other' },
] as const;
export type ProblemCategory = (typeof PROBLEM_CATEGORIES)[number]['id'];
export const PROBLEM_CATEGORY_IDS = PROBLEM_CATEGORIES.map((c) => c.id) as [ProblemCategory, ...ProblemCategory[]];
export const problemCategoryLabel = (id: string) => PROBLEM_CATEGORIES.find((c) => c.id === id)?.label ?? id;

export const PROBLEM_STATUSES = ['submitted', 'in_progress', 'resolved'] as const;
export type ProblemStatus = (typeof PROBLEM_STATUSES)[number];
export const PROBLEM_STATUS_LABELS: Record<ProblemStatus, string> = {
  submitted: 'Submitted',
  in_progress: 'In Progress',
  resolved: 'Resolved',
};
export const EMAIL_STATUSES = ['queued', 'sent', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

export const PROBLEM_PAGE_SIZE = 10;
export const PROBLEM_MAX_LIMIT = 100;
export const DESCRIPTION_MIN = 10;
export const DESCRIPTION_MAX = 5000;

export const PROBLEM_MSG = {
  airline: 'Please select an airline',
  category: 'Please select a category',
  description: 'Please provide a description of at least 10 characters',
  descriptionMax: 'Please keep the description under 5000 characters',
  contactEmail: 'Please enter a valid email',
  flightNumber: 'Please enter a valid flight number (letters and digits, up to 10 characters)',
  date: 'Please enter a valid date',
  contactPhone: 'Please enter a valid phone number',
  status: 'Status must be submitted, in_progress or resolved',
  controlChars: 'Description must not contain control or text-direction characters',
  searchChars: 'Search text must not contain control or text-direction characters',
} as const;

/**
 * An optional text field: absent, null and blank all mean "not given" (stored as ''). Every failure,
 * a wrong type included, answers the field's own message (a union alone would say "Invalid input").
 */
const optional = (inner: z.ZodType<string, string>, message: string) =>
  z
    .string({ error: message })
    .nullish()
    .transform((v) => (v ?? '').trim())
    .pipe(z.union([z.literal(''), inner], { error: message }));

const isCalendarDate = (s: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s && Number(m[1]) >= 1950 && Number(m[1]) <= 2100;
};

/**
 * POST /api/problems. Fields a client may add (userId, status, dateSubmitted, ...) are dropped: the
 * server sets them (SECURITY.md "Authorization").
 */
export const createProblemBody = z.object({
  airlineId: jsonId(PROBLEM_MSG.airline),
  category: z.enum(PROBLEM_CATEGORY_IDS, { error: PROBLEM_MSG.category }),
  flightNumber: optional(
    z
      .string()
      .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{0,9}$/, PROBLEM_MSG.flightNumber)
      .transform((s) => s.toUpperCase()),
    PROBLEM_MSG.flightNumber,
  ),
  date: optional(z.string().refine(isCalendarDate, PROBLEM_MSG.date), PROBLEM_MSG.date),
  description: z
    .string({ error: PROBLEM_MSG.description })
    .trim()
    .min(DESCRIPTION_MIN, PROBLEM_MSG.description)
    .max(DESCRIPTION_MAX, PROBLEM_MSG.descriptionMax)
    .check(cleanText(PROBLEM_MSG.controlChars, { multiline: true })),
  contactEmail: emailAddress(PROBLEM_MSG.contactEmail),
  contactPhone: optional(
    z
      .string()
      .max(30, PROBLEM_MSG.contactPhone)
      .regex(/^\+?[0-9][0-9 ()./-]{4,28}[0-9]$/, PROBLEM_MSG.contactPhone),
    PROBLEM_MSG.contactPhone,
  ),
  // Optional journey facts (API.md "Passenger rights"): the report's airline is the carrier.
  flight: rightsFlight.nullish(),
});
export type CreateProblemBody = z.input<typeof createProblemBody>;

/** The assessment stored with a report when it was filed with its flight facts. */
export interface ReportRights {
  distanceKm: number;
  nearBandEdge: boolean;
  regimes: RegimeResult[];
  /** The regime the letter cites (EU261 first, then UK261, APPR, US DOT, Montreal), or null when none applies. */
  cited: RegimeId | null;
}

/** The report form in the browser: the same rules, with the airline picked as a select's text value. */
export const createProblemForm = createProblemBody.extend({
  airlineId: decimalDigits(PROBLEM_MSG.airline).pipe(jsonId(PROBLEM_MSG.airline)),
});

export const problemListQuery = z.object({
  page: pageParam,
  limit: limitParam(PROBLEM_MAX_LIMIT).default(PROBLEM_PAGE_SIZE),
  status: z.enum(['all', ...PROBLEM_STATUSES], { error: 'Unknown status' }).default('all'),
  q: z
    .string()
    .max(100, 'Search text must be at most 100 characters')
    .check(cleanText(PROBLEM_MSG.searchChars))
    .transform((s) => s.trim())
    .optional(),
});

export const updateProblemBody = z.object({
  status: z.enum(PROBLEM_STATUSES, { error: PROBLEM_MSG.status }),
});

export interface ProblemAirline {
  name: string;
  email: string;
  phone: string;
  website: string;
  complaintFormUrl: string;
}

/** A problem report as the API answers it. */
export interface Problem {
  id: number;
  airlineId: number;
  airline: ProblemAirline;
  userId: number;
  username: string;
  category: ProblemCategory;
  flightNumber: string;
  date: string;
  description: string;
  contactEmail: string;
  contactPhone: string;
  dateSubmitted: string;
  status: ProblemStatus;
  emailStatus: EmailStatus;
  /** How the report reached the company, fixed when it was filed. */
  channel: Channel;
  /** The plain-text letter the company receives (the e-mail body, or the text for the company's form). */
  letter: string;
  /** When the traveller said they sent the letter through the company's form, or null. */
  formSubmittedAt: string | null;
  /** The journey facts given with the report, or null for a plain report. */
  flight: RightsFlight | null;
  rights: ReportRights | null;
  /** The dated deadlines of the case: the traveller's own and the company's answer window. */
  deadlines: Deadline[];
}

/** Steps of a case besides status changes. */
export const HISTORY_EVENTS = ['status', 'form-submitted', 'reminder'] as const;
export type HistoryEvent = (typeof HISTORY_EVENTS)[number];

export interface ProblemHistoryEntry {
  status: ProblemStatus;
  event: HistoryEvent;
  changedAt: string;
  /** Who made the change: a username, "AirDesk support" for a staff change seen by the reporter, or null. */
  changedBy: string | null;
}

export interface ProblemDetail extends Problem {
  history: ProblemHistoryEntry[];
  /** The next step once the company's answer window has passed on an open report, else null. */
  escalation: Escalation | null;
}

export interface ProblemList {
  problems: Problem[];
  total: number;
}
