// Directory schemas (docs/api.md#directory): the search query, contact tracking and contact corrections.
import * as z from 'zod/mini';
import {
  AIRLINE_CATEGORIES,
  CATEGORY_FILTER_MAX,
  CHECKED_CONTACTS,
  CONTACT_TYPES,
  CORRECTION_FIELDS,
  CORRECTION_MSG,
  CORRECTION_NOTE_MAX,
  CORRECTION_PROBLEMS,
  CORRECTION_SOURCE_MAX,
  CORRECTION_STATUSES,
  CORRECTION_VALUE_MAX,
  DIRECTORY_MAX_LIMIT,
  QUERY_MAX,
  REGION_FILTERS,
  SORT_VALUES,
  type AirlineCategory,
  type CorrectionField,
} from '../directory';
import { cleanText, jsonId, limitParam, pageParam } from './fields';

const isCategory = (s: string): s is AirlineCategory => (AIRLINE_CATEGORIES as readonly string[]).includes(s);
/** The distinct names of a category filter, without blanks and 'all'. */
const categoryFilter = (raw: string) => [
  ...new Set(
    raw
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s && s !== 'all'),
  ),
];

/** GET /api/airlines query. Unknown parameters (e.g. the SPA's `filters`) are ignored. */
export const ALL_REFUSED = `all=true is no longer offered: read the directory a page at a time (limit up to ${DIRECTORY_MAX_LIMIT})`;

export const airlineListQuery = z.object({
  query: z.optional(
    z.pipe(
      z
        .string()
        .check(
          z.maxLength(QUERY_MAX, `Search text must be at most ${QUERY_MAX} characters`),
          cleanText('Search text must not contain control or text-direction characters'),
        ),
      z.transform((s) => s.trim()),
    ),
  ),
  page: pageParam,
  limit: z.optional(limitParam(DIRECTORY_MAX_LIMIT)),
  region: z._default(z.enum(REGION_FILTERS, { error: 'Unknown region' }), 'all'),
  // Absent: relevance with a query, the name without (defaultSort).
  sortBy: z.optional(z.enum(SORT_VALUES, { error: 'Unknown sort order' })),
  // One category, or a comma list (the home page's company-type filters); '' or 'all' means every type.
  category: z.pipe(
    z.optional(
      z.string().check(
        // abort: a too-long filter is one issue, as the known-category check would only repeat it.
        z.maxLength(CATEGORY_FILTER_MAX, { error: 'Unknown category', abort: true }),
        z.refine((raw) => categoryFilter(raw).every(isCategory), 'Unknown category'),
      ),
    ),
    z.transform((raw) => {
      const categories = categoryFilter(raw ?? '').filter(isCategory);
      return categories.length === 0 || categories.length === AIRLINE_CATEGORIES.length ? undefined : categories;
    }),
  ),
  // all=true once answered the whole directory in one response (the old report form's dropdown): 32 MB at
  // 100,000 companies, and the whole directory for anyone with a trial in one request. The picker searches
  // now, so it is refused; 'false' (the default) is still accepted from old links.
  all: z.optional(z.literal('false', { error: ALL_REFUSED })),
});

export const trackContactBody = z.object({
  airlineId: jsonId('Unknown airline'),
  contactType: z.enum(CONTACT_TYPES, { error: 'contactType must be phone, email, website or form' }),
});

/** An optional text of a correction: absent, null and blank all mean "not given" (''). */
const optionalText = (max: number, message: string, opts: { multiline?: boolean } = {}) =>
  z.pipe(
    z.pipe(
      z.nullish(z.string({ error: message })),
      z.transform((v) => (v ?? '').trim()),
    ),
    z.string().check(z.maxLength(max, message), cleanText(CORRECTION_MSG.controlChars, opts)),
  );

/** An http(s) address with a dotted host, nothing that is not part of a URL (spaces, quotes, angle brackets). */
const isWebAddress = (v: string, protocols: readonly string[]) => {
  if (!/^https?:\/\/[^\s/]+\.[^\s"'<>\\^`{|}]+$/i.test(v)) return false;
  try {
    const url = new URL(v);
    return protocols.includes(url.protocol) && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
};
const HTTP = ['http:', 'https:'] as const;
const HTTPS = ['https:'] as const;
/** + then the country code and number: 8 to 15 digits, with spaces, hyphens or parentheses between them. */
const isPhoneNumber = (v: string) => {
  if (!/^\+[\d\s\-()]+$/.test(v)) return false;
  const digits = v.replace(/\D/g, '').length;
  return digits >= 8 && digits <= 15;
};
/** Whether a suggested value has the form of the contact it is for; the message naming the form if not. */
const suggestedValueProblem = (field: CorrectionField, v: string): string | undefined => {
  if (field === 'email') return z.safeParse(z.email(), v).success ? undefined : CORRECTION_MSG.email;
  if (field === 'phone') return isPhoneNumber(v) ? undefined : CORRECTION_MSG.phone;
  return isWebAddress(v, HTTPS) ? undefined : CORRECTION_MSG.url;
};

/** POST /api/airlines/:id/corrections. A missing contact needs the value and the page it was seen on. */
export const correctionBody = z
  .object({
    field: z.enum(CORRECTION_FIELDS, { error: CORRECTION_MSG.field }),
    problem: z.enum(CORRECTION_PROBLEMS, { error: CORRECTION_MSG.problem }),
    suggestedValue: optionalText(CORRECTION_VALUE_MAX, CORRECTION_MSG.value),
    sourceUrl: optionalText(CORRECTION_SOURCE_MAX, CORRECTION_MSG.sourceUrl).check(
      z.refine((v) => v === '' || isWebAddress(v, HTTP), CORRECTION_MSG.sourceUrl),
    ),
    note: optionalText(CORRECTION_NOTE_MAX, CORRECTION_MSG.note, { multiline: true }),
  })
  .check(
    z.superRefine((b, ctx) => {
      const formProblem = b.suggestedValue === '' ? undefined : suggestedValueProblem(b.field, b.suggestedValue);
      if (formProblem) ctx.addIssue({ code: 'custom', path: ['suggestedValue'], message: formProblem });
      if (b.problem === 'missing' && b.suggestedValue === '') {
        ctx.addIssue({ code: 'custom', path: ['suggestedValue'], message: CORRECTION_MSG.valueRequired });
      }
      if (b.problem === 'missing' && b.sourceUrl === '') {
        ctx.addIssue({ code: 'custom', path: ['sourceUrl'], message: CORRECTION_MSG.sourceRequired });
      }
    }),
  );
export type CorrectionBody = z.input<typeof correctionBody>;

export const correctionListQuery = z.object({
  status: z._default(z.enum(CORRECTION_STATUSES, { error: 'status must be open, applied or dismissed' }), 'open'),
  page: pageParam,
});

/**
 * POST /api/admin/corrections/:id/apply: the admin may override the suggested value (and its source). Strict:
 * with every field optional, a body of other keys (a typo, or junk) would otherwise apply the suggestion as is.
 */
export const applyCorrectionBody = z._default(
  z.strictObject({
    value: z.optional(optionalText(CORRECTION_VALUE_MAX, CORRECTION_MSG.value)),
    sourceUrl: z.optional(optionalText(CORRECTION_SOURCE_MAX, CORRECTION_MSG.sourceUrl)),
  }),
  {},
);

/**
 * POST /api/admin/coverage/:id/contact: the operator adds a contact they found, with the page that publishes it,
 * in one step; the directory takes it only through the import's rules (as an applied correction).
 */
export const addContactBody = z
  .strictObject({
    field: z.enum(CHECKED_CONTACTS, { error: 'field must be phone, email or complaintFormUrl' }),
    value: optionalText(CORRECTION_VALUE_MAX, CORRECTION_MSG.value),
    sourceUrl: optionalText(CORRECTION_SOURCE_MAX, CORRECTION_MSG.sourceUrl),
  })
  .check(
    z.superRefine((b, ctx) => {
      if (b.value === '') ctx.addIssue({ code: 'custom', path: ['value'], message: CORRECTION_MSG.valueRequired });
      else {
        const why = suggestedValueProblem(b.field, b.value);
        if (why) ctx.addIssue({ code: 'custom', path: ['value'], message: why });
      }
      if (b.sourceUrl === '')
        ctx.addIssue({ code: 'custom', path: ['sourceUrl'], message: CORRECTION_MSG.sourceRequired });
      else if (!isWebAddress(b.sourceUrl, HTTPS))
        ctx.addIssue({ code: 'custom', path: ['sourceUrl'], message: CORRECTION_MSG.sourceUrl });
    }),
  );
export type AddContactBody = z.output<typeof addContactBody>;
