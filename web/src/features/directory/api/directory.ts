// The directory's call: one page of airlines (GET /api/airlines). Contact tracking and corrections are shared
// (lib/contact-calls.ts).
import {
  AIRLINE_CATEGORIES,
  REGION_FILTERS,
  SORT_VALUES,
  type AirlineCategory,
  type RegionFilter,
  type SortBy,
} from '@contracts';
import { useMemo } from 'react';
import { mutate } from 'swr';
import { client, getRequest } from '../../../lib/api-client';
import { useApi } from '../../../lib/swr';

export interface DirectorySearch {
  query: string;
  page: number;
  region: RegionFilter;
  sortBy: SortBy;
  category: AirlineCategory | '';
  /** Several company types from the home page's filters, when no single category is chosen. */
  categories?: AirlineCategory[];
}

function airlinesRequest(s: DirectorySearch) {
  const category = s.category || (s.categories ?? []).join(',');
  return getRequest(client.airlines, {
    query: { query: s.query, page: String(s.page), region: s.region, sortBy: s.sortBy, category },
  });
}

/** One page of 9; the previous page stays on screen while the next one loads. */
export function useAirlines(search: DirectorySearch) {
  const r = airlinesRequest(search);
  const { data, error, isLoading, isValidating, mutate } = useApi(r.key, r.load, { keepPreviousData: true });
  // One object per answer, not per render, so that a component can defer it (useDeferredValue).
  const state = useMemo(() => ({ data, error, isLoading, isValidating }), [data, error, isLoading, isValidating]);
  return { state, reload: mutate };
}

/** Asks again for the page of this search, wherever it is shown. */
export const reloadAirlines = (search: DirectorySearch) => mutate(airlinesRequest(search).key);

export const isRegion = (v: string | null): v is RegionFilter =>
  !!v && (REGION_FILTERS as readonly string[]).includes(v);
export const isSort = (v: string | null): v is SortBy => !!v && (SORT_VALUES as readonly string[]).includes(v);
export const isCategory = (v: string | null): v is AirlineCategory =>
  !!v && (AIRLINE_CATEGORIES as readonly string[]).includes(v);
