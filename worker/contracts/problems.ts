// Problem reports (docs/api.md#problems, docs/product.md#validation), shared by the worker and the SPA:
// values, labels, limits, messages and the answer's shape. The schemas are in schemas/problems.ts, and the
// report's own fields are the output of its schema (ReportFields), so they are written once.
import type { CaseAttachment, CaseMessage } from './case-file';
import type { PlannedRoute } from './complaint-routes';
import type { ReportDelivery } from './delivery';
import { CHANNELS, type Channel } from './channels';
import type { Deadline, RegimeId, RegimeResult } from './rights';
import type { ReportFields, ReportFormValues, RightsFlight } from './schemas/problems';

/** docs/product.md#constants, in form order. */
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
export const isProblemStatus = (s: string): s is ProblemStatus => (PROBLEM_STATUSES as readonly string[]).includes(s);
export const PROBLEM_STATUS_LABELS: Record<ProblemStatus, string> = {
  submitted: 'Submitted',
  in_progress: 'In Progress',
  resolved: 'Resolved',
};
export const EMAIL_STATUSES = ['queued', 'sent', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];
export const isEmailStatus = (s: string): s is EmailStatus => (EMAIL_STATUSES as readonly string[]).includes(s);

/**
 * How a report reached its company, fixed when it was filed: the company's own channel (directory.ts), or
 * `regulator` when the company publishes none but a body that takes complaints directly covers the flight
 * (the letter goes to that body's form, which forwards it to the company).
 */
// The type is spelt as a union, not read off the list: the OpenAPI generator (docs/api-inputs.ts) cannot
// evaluate a spread.
export type ReportChannel = Channel | 'regulator';
export const REPORT_CHANNELS = [...CHANNELS, 'regulator'] as const satisfies readonly ReportChannel[];

/** The name a report and its case go under: the first passenger's, or the traveller's address. */
export const passengerName = (r: { passengers: readonly { fullName: string }[]; contactEmail: string }) =>
  r.passengers[0]?.fullName || r.contactEmail;

/**
 * How the traveller sent a letter AirDesk did not e-mail (POST /api/problems/:id/form-submitted `via`): the
 * company's or the body's form, the company's website (another page of it), post, chat, phone or in person.
 */
export const SUBMITTED_VIA = ['form', 'website', 'post', 'chat', 'phone', 'in-person'] as const;
export type SubmittedVia = (typeof SUBMITTED_VIA)[number];
/** How it went, as a sentence goes on: "Sent by post on …". */
export const SUBMITTED_VIA_WORDS: Record<SubmittedVia, string> = {
  form: 'through a complaint form',
  website: "through the company's website",
  post: 'by post',
  chat: 'in a chat',
  phone: 'by phone',
  'in-person': 'in person',
};

export const PROBLEM_PAGE_SIZE = 10;
export const PROBLEM_MAX_LIMIT = 100;
export const DESCRIPTION_MIN = 10;
export const DESCRIPTION_MAX = 5000;
export const FLIGHT_NUMBER_MAX = 10;
export const CONTACT_PHONE_MAX = 30;
/** The search box of the report list. */
export const PROBLEM_QUERY_MAX = 100;

// The facts an airline needs to act on a report (docs/api.md#problems, "Facts a real case needs").
export const PASSENGERS_MAX = 9;
export const FULL_NAME_MAX = 100;
export const EXPENSES_MAX = 20;
export const EXPENSE_AMOUNT_MAX = 100_000;
export const EXPENSE_NOTE_MAX = 200;
export const EXPENSE_KINDS = ['meals', 'hotel', 'transport', 'replacement-items', 'other'] as const;
export type ExpenseKind = (typeof EXPENSE_KINDS)[number];
export const EXPENSE_KIND_LABELS: Record<ExpenseKind, string> = {
  meals: 'Meals and drinks',
  hotel: 'Hotel',
  transport: 'Transport',
  'replacement-items': 'Replacement items',
  other: 'Other',
};

export const PROBLEM_MSG = {
  airline: 'Please select an airline',
  category: 'Please select a category',
  via: 'Say how you sent it: form, website, post, chat, phone or in-person',
  sentByEmail: 'This report was sent by e-mail: AirDesk delivered it to the company.',
  description: 'Please provide a description of at least 10 characters',
  descriptionMax: 'Please keep the description under 5000 characters',
  contactEmail: 'Please enter a valid email',
  flightNumber: 'Please enter a valid flight number (letters and digits, up to 10 characters)',
  date: 'Please enter a valid date',
  contactPhone: 'Please enter a valid phone number',
  status: 'Status must be submitted, in_progress or resolved',
  controlChars: 'Description must not contain control or text-direction characters',
  searchChars: 'Search text must not contain control or text-direction characters',
  passengers: `List from 1 to ${PASSENGERS_MAX} passengers as [{ fullName }], the traveller first`,
  fullName: `Enter each passenger's full name as on the booking (1 to ${FULL_NAME_MAX} characters, no control characters)`,
  bookingReference: 'Enter the booking reference: 5 to 8 letters and digits, e.g. K7QX2M',
  ticketNumber: 'Enter the ticket number: 13 digits, e.g. 220 1234567890',
  expenses: `List at most ${EXPENSES_MAX} expenses, each { kind, amount, currency, note? }`,
  expenseKind: `Choose the kind of expense: one of ${EXPENSE_KINDS.join(', ')}`,
  expenseAmount: 'Enter the amount paid as a number from 0.01 to 100,000 (cents at most)',
  expenseCurrency: 'Enter the currency as a 3-letter code, e.g. EUR',
  expenseNote: `Keep the note under ${EXPENSE_NOTE_MAX} characters, without control characters`,
  claim: 'Say what is claimed as { compensation, expenses, refund }, each true or false',
  dateMismatch: "The date of travel must be the flight's date (flight.date); give one, or the same in both",
  letterLanguage: 'Choose the letter language: en, es, fr, de, pt-BR or it',
  letterLanguageNotHome: "The letter to this company can be written only in English or in the company's own language",
} as const;

/** The assessment stored with a report when it was filed with its flight facts. */
export interface ReportRights {
  distanceKm: number;
  nearBandEdge: boolean;
  regimes: RegimeResult[];
  /** The regime the letter cites (EU261 first, then UK261, APPR, US DOT, Montreal), or null when none applies. */
  cited: RegimeId | null;
}

export interface ProblemAirline {
  name: string;
  email: string;
  phone: string;
  website: string;
  complaintFormUrl: string;
}

/** A problem report as the API answers it: the fields the traveller gave, and what the server adds. */
export interface Problem extends ReportFields {
  id: number;
  airlineId: number;
  airline: ProblemAirline;
  userId: number;
  username: string;
  dateSubmitted: string;
  status: ProblemStatus;
  emailStatus: EmailStatus;
  /** How the report reached the company, fixed when it was filed. */
  channel: ReportChannel;
  /** The plain-text letter the company receives (the e-mail body, or the text for the company's form). */
  letter: string;
  /**
   * For a letter not in English (`letterLanguage`), the same letter in English, kept with the case for the
   * traveller; '' for an English letter.
   */
  letterEnglish: string;
  /** When the traveller said they sent the letter through the company's form, or null. */
  formSubmittedAt: string | null;
  /** How the traveller said they sent it (with formSubmittedAt), or null. */
  submittedVia: SubmittedVia | null;
  /** The journey facts given with the report, or null for a plain report. */
  flight: RightsFlight | null;
  rights: ReportRights | null;
  /** The dated deadlines of the case: the traveller's own and the company's answer window. */
  deadlines: Deadline[];
  /** The official bodies that take the case up, as chosen at filing, each with the day it opens ([] without a flight). */
  routes: PlannedRoute[];
  /** `case-<token>@<CASE_MAIL_DOMAIN>` for a report sent by e-mail: the company's replies come back here; else null. */
  replyAddress: string | null;
  /** How far the letter has got and where the case stands for the traveller (delivery.ts), derived on every read. */
  delivery: ReportDelivery;
}

/** Steps of a case besides status changes. */
export const HISTORY_EVENTS = ['status', 'form-submitted', 'reminder', 'escalated', 'replied', 'message'] as const;
export type HistoryEvent = (typeof HISTORY_EVENTS)[number];

export interface ProblemHistoryEntry {
  status: ProblemStatus;
  event: HistoryEvent;
  /** For `escalated`: the route's key (routeKey), else null. */
  detail: string | null;
  changedAt: string;
  /** Who made the change: a username, "AirDesk support" for a staff change seen by the reporter, or null. */
  changedBy: string | null;
}

export interface ProblemDetail extends Problem {
  history: ProblemHistoryEntry[];
  /**
   * The next steps of an open report: one per route of its plan that has opened (and is not the channel the
   * report itself went through), each with the letter for that body and when the traveller said they sent it.
   */
  escalations: RouteEscalation[];
  /** The case file: the company's replies and the traveller's messages, oldest first (the letter itself is `letter`). */
  messages: CaseMessage[];
  /** Every document of the case, the traveller's uploads and the company's attachments. */
  attachments: CaseAttachment[];
  /**
   * The day (YYYY-MM-DD) the retention deletes the case's documents, counted from its last activity
   * (docs/decisions.md#your-data); null when it has none.
   */
  documentsDeleteOn: string | null;
  /** When the retention deleted the case's documents, or null. */
  documentsDeletedAt: string | null;
}

export interface RouteEscalation {
  route: PlannedRoute;
  letter: string;
  /** When the traveller said they sent the escalation letter to this body, or null. */
  sentAt: string | null;
}

export interface ProblemList {
  problems: Problem[];
  total: number;
}

/**
 * A blank report form: one empty text per field of the contract. Written out rather than read from the
 * schema's shape so that the form's page loads no zod before the form is used; typed by the schema's keys,
 * so a field added to the schema (or one removed) does not compile until it is changed here too.
 */
export const emptyReportForm = (): ReportFormValues => ({
  airlineId: '',
  category: '',
  flightNumber: '',
  date: '',
  description: '',
  contactEmail: '',
  contactPhone: '',
});
