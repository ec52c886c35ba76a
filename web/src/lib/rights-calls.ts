// The public passenger-rights calls (docs/api.md#rights), shared by the report form and the public rights check:
// the airport and carrier type-aheads and the assessment. None needs a session.
import { CARRIER_QUERY_MIN, type AssessRightsBody, type Carrier } from '@contracts';
import { call, client, getRequest } from './api-client';
import { useApi } from './swr';
import { TYPEAHEAD_DEBOUNCE_MS, useDebounced } from './use-debounced';

/** Airports matching a code, city or name (GET /api/airports, public; at most 10). */
export function useAirports(query: string) {
  const q = query.trim();
  const r = getRequest(client.airports, { query: { query: q } });
  const { data } = useApi(q.length >= 2 ? r.key : null, r.load, { keepPreviousData: true });
  return q.length >= 2 ? (data?.airports ?? []) : [];
}

/**
 * Carriers matching a code or a name (GET /api/rights/carriers, public; at most 8), asked once typing pauses.
 * While a newer text is being looked up the previous matches stay on screen and `settled` is false.
 */
export function useCarrierSearch(query: string) {
  const q = query.trim();
  const debounced = useDebounced(q, TYPEAHEAD_DEBOUNCE_MS);
  const asked = debounced.length >= CARRIER_QUERY_MIN;
  const r = getRequest(client.rights.carriers, { query: { query: debounced } });
  const { data, error, isLoading } = useApi(asked ? r.key : null, asked ? r.load : null, { keepPreviousData: true });
  const settled = debounced === q && !isLoading;
  return { matches: q.length >= CARRIER_QUERY_MIN && data ? data.carriers : ([] as Carrier[]), settled, error };
}

/** What the law gives for a journey as the traveller describes it (POST /api/rights/assess; stores nothing). */
export const assessRights = (body: AssessRightsBody) => call(client.rights.assess.$post({ json: body }));
