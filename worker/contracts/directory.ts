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

export const CONTACT_TYPES = ['phone', 'email', 'website'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

/** An airline as the API answers it. phone, email, website and the codes may be empty strings. */
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
  contactType: z.enum(CONTACT_TYPES, { error: 'contactType must be phone, email or website' }),
});
export type TrackContactBody = z.input<typeof trackContactBody>;
