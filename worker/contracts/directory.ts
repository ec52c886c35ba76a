// Directory shapes (API.md "Directory"), shared by the worker and the SPA. Pure code only.
import { z } from 'zod';
import { cleanText, jsonId, limitParam, pageParam } from './common';
import { REGION_LABELS, REGIONS, type Region } from '../directory/regions';

export const AIRLINE_CATEGORIES = ['commercial', 'charter', 'helicopter'] as const;
export type AirlineCategory = (typeof AIRLINE_CATEGORIES)[number];
export const AIRLINE_CATEGORY_LABELS: Record<AirlineCategory, string> = {
  commercial: 'Commercial Airlines',
  charter: 'Charter Companies',
  helicopter: 'Helicopter Companies',
};

/** Region filter values (SPEC.md section 3); "all" means no filter. */
export { REGIONS, REGION_LABELS, type Region };
export const REGION_FILTERS = ['all', ...REGIONS] as const;
export type RegionFilter = (typeof REGION_FILTERS)[number];
export const REGION_FILTER_LABELS: Record<RegionFilter, string> = { all: 'All Regions', ...REGION_LABELS };

export const SORT_VALUES = ['name', 'name-desc', 'country', 'popularity'] as const;
export type SortBy = (typeof SORT_VALUES)[number];
export const SORT_LABELS: Record<SortBy, string> = {
  name: 'Name (A-Z)',
  'name-desc': 'Name (Z-A)',
  country: 'Country',
  popularity: 'Popularity',
};

export const DIRECTORY_PAGE_SIZE = 9;
export const DIRECTORY_MAX_LIMIT = 1000;
export const QUERY_MAX = 100;

export const CONTACT_TYPES = ['phone', 'email', 'website', 'form'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

/**
 * How a report reaches a company: by e-mail when it publishes one, else through its own complaint form
 * (the traveller sends the letter there), else by no channel AirDesk can use. The one place this is decided.
 */
export const CHANNELS = ['email', 'form', 'none'] as const;
export type Channel = (typeof CHANNELS)[number];
export const channelOf = (a: { email: string; complaintFormUrl: string }): Channel =>
  a.email.trim() !== '' ? 'email' : a.complaintFormUrl.trim() !== '' ? 'form' : 'none';

/** Where each published contact was seen ('' when the contact is empty). */
export interface ContactSources {
  phone: string;
  email: string;
  complaintFormUrl: string;
}

/** An airline as the API answers it. phone, email, website, the codes and the form may be empty strings. */
export interface Airline {
  id: number;
  name: string;
  category: AirlineCategory;
  country: string;
  region: Region;
  phone: string;
  email: string;
  website: string;
  iataCode: string;
  icaoCode: string;
  featured: boolean;
  complaintFormUrl: string;
  sources: ContactSources;
  /** YYYY-MM-DD the contacts were last checked against their sources, or ''. */
  checkedAt: string;
  channel: Channel;
}

export interface AirlineList {
  airlines: Airline[];
  total: number;
}

/** GET /api/airlines query. Unknown parameters (e.g. the SPA's `filters`) are ignored. */
export const airlineListQuery = z.object({
  query: z
    .string()
    .max(QUERY_MAX, `Search text must be at most ${QUERY_MAX} characters`)
    .check(cleanText('Search text must not contain control or text-direction characters'))
    .transform((s) => s.trim())
    .optional(),
  page: pageParam,
  limit: limitParam(DIRECTORY_MAX_LIMIT).optional(),
  region: z.enum(REGION_FILTERS, { error: 'Unknown region' }).default('all'),
  sortBy: z.enum(SORT_VALUES, { error: 'Unknown sort order' }).default('name'),
  // One category, or a comma list (the home page's company-type filters); '' or 'all' means every type.
  category: z
    .string()
    .max(100, 'Unknown category')
    .optional()
    .transform((raw, ctx) => {
      const parts = [...new Set((raw ?? '').split(',').map((s) => s.trim()).filter((s) => s && s !== 'all'))];
      if (parts.some((s) => !(AIRLINE_CATEGORIES as readonly string[]).includes(s))) {
        ctx.addIssue({ code: 'custom', message: 'Unknown category' });
        return z.NEVER;
      }
      return parts.length === 0 || parts.length === AIRLINE_CATEGORIES.length ? undefined : (parts as AirlineCategory[]);
    }),
  all: z.enum(['true', 'false'], { error: 'all must be true or false' }).optional(),
});
export type AirlineListQuery = z.output<typeof airlineListQuery>;

export const trackContactBody = z.object({
  airlineId: jsonId('Unknown airline'),
  contactType: z.enum(CONTACT_TYPES, { error: 'contactType must be phone, email, website or form' }),
});
export type TrackContactBody = z.input<typeof trackContactBody>;

// Contact corrections (API.md "Directory"): a subscriber reports a wrong or dead contact, or suggests a
// missing one with the page where the company publishes it; an admin applies or dismisses it.
export const CORRECTION_FIELDS = ['phone', 'email', 'website', 'complaintFormUrl'] as const;
export type CorrectionField = (typeof CORRECTION_FIELDS)[number];
export const CORRECTION_FIELD_LABELS: Record<CorrectionField, string> = {
  phone: 'Phone',
  email: 'E-mail',
  website: 'Website',
  complaintFormUrl: 'Complaint form',
};
export const CORRECTION_PROBLEMS = ['wrong', 'dead', 'missing'] as const;
export type CorrectionProblem = (typeof CORRECTION_PROBLEMS)[number];
export const CORRECTION_PROBLEM_LABELS: Record<CorrectionProblem, string> = {
  wrong: 'It is wrong',
  dead: 'It no longer works',
  missing: 'It is missing',
};
export const CORRECTION_STATUSES = ['open', 'applied', 'dismissed'] as const;
export type CorrectionStatus = (typeof CORRECTION_STATUSES)[number];
export const CORRECTIONS_PER_DAY = 10;

export const CORRECTION_MSG = {
  field: 'Please choose which contact this is about',
  problem: 'Please choose what is wrong',
  value: 'Please enter the correct value (at most 300 characters)',
  valueRequired: 'Please enter the contact you found',
  sourceUrl: 'Please enter the address (https://...) of the page where the company publishes it',
  sourceRequired: 'Please add the page where the company publishes it, so we can check it',
  note: 'Please keep the note under 1000 characters',
  controlChars: 'Please remove control characters.',
} as const;

const optionalText = (max: number, message: string, opts: { multiline?: boolean } = {}) =>
  z
    .string({ error: message })
    .nullish()
    .transform((v) => (v ?? '').trim())
    .pipe(z.string().max(max, message).check(cleanText(CORRECTION_MSG.controlChars, opts)));

/** POST /api/airlines/:id/corrections. A missing contact needs the value and the page it was seen on. */
export const correctionBody = z
  .object({
    field: z.enum(CORRECTION_FIELDS, { error: CORRECTION_MSG.field }),
    problem: z.enum(CORRECTION_PROBLEMS, { error: CORRECTION_MSG.problem }),
    suggestedValue: optionalText(300, CORRECTION_MSG.value),
    sourceUrl: optionalText(500, CORRECTION_MSG.sourceUrl).refine((v) => v === '' || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(v), CORRECTION_MSG.sourceUrl),
    note: optionalText(1000, CORRECTION_MSG.note, { multiline: true }),
  })
  .superRefine((b, ctx) => {
    if (b.problem === 'missing' && b.suggestedValue === '') {
      ctx.addIssue({ code: 'custom', path: ['suggestedValue'], message: CORRECTION_MSG.valueRequired });
    }
    if (b.problem === 'missing' && b.sourceUrl === '') {
      ctx.addIssue({ code: 'custom', path: ['sourceUrl'], message: CORRECTION_MSG.sourceRequired });
    }
  });
export type CorrectionBody = z.input<typeof correctionBody>;

export interface Correction {
  id: number;
  airlineId: number;
  airlineName: string;
  field: CorrectionField;
  problem: CorrectionProblem;
  suggestedValue: string;
  sourceUrl: string;
  note: string;
  status: CorrectionStatus;
  createdAt: string;
  username: string | null;
  /** Set once an admin applied or dismissed it. */
  resolvedAt: string | null;
  previousValue: string | null;
  appliedValue: string | null;
}

export interface CorrectionList {
  corrections: Correction[];
  total: number;
}

/** The admin's queue of contact corrections comes in pages of this many (the server's fixed size). */
export const CORRECTIONS_PAGE_SIZE = 20;

export const correctionListQuery = z.object({
  status: z.enum(CORRECTION_STATUSES, { error: 'status must be open, applied or dismissed' }).default('open'),
  page: pageParam,
});

/** POST /api/admin/corrections/:id/apply: the admin may override the suggested value (and its source). */
export const applyCorrectionBody = z
  .object({
    value: optionalText(300, CORRECTION_MSG.value).optional(),
    sourceUrl: optionalText(500, CORRECTION_MSG.sourceUrl).optional(),
  })
  .default({});
