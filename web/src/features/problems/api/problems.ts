// Problem reports: the report form's airline search and choices, filing a report, the list, one report with its
// history, status changes, "I have sent it through the form" (API.md "Problem reports"), and a contact
// suggestion for a company we know no channel of (API.md "Directory", contact corrections).
import type { Airline, AirlineList, AirportList, AssessRightsBody, CorrectionBody, CreateProblemBody, Problem, ProblemDetail, ProblemList, ProblemStatus, RightsAssessment } from '@contracts';
import { useEffect, useState } from 'react';
import useSWR, { mutate } from 'swr';
import { api } from '../../../lib/api-client';

/** Type-ahead suggestions: at most this many matches (SPEC.md section 2). */
export const TYPEAHEAD_MAX = 8;
/** The report form's dropdown: the most contacted companies, one page (the directory has far too many for one list). */
export const DROPDOWN_SIZE = 50;
/** The type-ahead asks the API once typing pauses this long, not on every keystroke. */
export const SEARCH_DEBOUNCE_MS = 200;

export const airlineUrl = (id: string | number) => `/api/airlines/${id}`;

/**
 * The type-ahead's matches for `query` from the API's search (name, country, IATA or ICAO code; name order).
 * `forQuery` is the text the shown matches belong to: while a newer text is being searched the previous
 * matches stay on screen (keepPreviousData) and `settled` is false.
 */
export function useAirlineSearch(query: string) {
  const q = query.trim();
  const [debounced, setDebounced] = useState(q);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(q), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [q]);
  const key = debounced ? `/api/airlines?${new URLSearchParams({ query: debounced, limit: String(TYPEAHEAD_MAX) }).toString()}` : null;
  const { data, error, isLoading } = useSWR<AirlineList>(key, { keepPreviousData: true });
  const settled = debounced === q && !isLoading;
  return { matches: q && data ? data.airlines : ([] as Airline[]), settled, error: error as Error | undefined };
}

/** The dropdown's choices: the most contacted companies (the same answer for every subscriber, cached by the API). */
export function useDropdownAirlines() {
  const { data, error } = useSWR<AirlineList>(`/api/airlines?${new URLSearchParams({ sortBy: 'popularity', limit: String(DROPDOWN_SIZE) }).toString()}`);
  return { airlines: data?.airlines ?? ([] as Airline[]), loaded: data !== undefined, error: error as Error | undefined };
}

/** One airline by id (the chosen one: from the URL, the dropdown or the type-ahead); undefined while unknown. */
export function useAirline(id: string) {
  const { data } = useSWR<Airline>(/^\d+$/.test(id) ? airlineUrl(id) : null);
  return data;
}

/** An airline picked from a list is already known: the form's side card shows it without asking again. */
export const rememberAirline = (a: Airline) => void mutate(airlineUrl(a.id), a, { revalidate: false });

export async function submitProblem(body: CreateProblemBody) {
  const problem = await api.post<Problem>('/api/problems', body);
  // The list shows the new report next time it is opened.
  await invalidateProblemLists();
  return problem;
}

export type StatusFilter = 'all' | ProblemStatus;

export function problemsUrl({ page, status, q }: { page: number; status: StatusFilter; q: string }) {
  const params = new URLSearchParams({ page: String(page), limit: '10', status });
  if (q) params.set('q', q);
  return `/api/problems?${params.toString()}`;
}

export function useProblems(url: string | null) {
  // Always fetched when shown: statuses change (here, by an admin, by another tab).
  const { data, error, isLoading, isValidating, mutate: reload } = useSWR<ProblemList>(url, { keepPreviousData: true, revalidateOnMount: true });
  return { data, error: error as Error | undefined, isLoading, isValidating, reload };
}

/** While its e-mail is queued, a report shown on screen is read again every few seconds (delivery state). */
export const QUEUED_REFRESH_MS = 3000;

export function useProblem(id: number | null) {
  const { data, error, isLoading } = useSWR<ProblemDetail>(id === null ? null : `/api/problems/${id}`, {
    revalidateOnMount: true,
    refreshInterval: (latest) => (latest?.channel === 'email' && latest.emailStatus === 'queued' ? QUEUED_REFRESH_MS : 0),
  });
  return { problem: data, error: error as Error | undefined, isLoading };
}

/** The list and details on screen are fetched again (the others are fetched when next shown). */
export const invalidateProblemLists = () => mutate((key) => typeof key === 'string' && key.startsWith('/api/problems'));

export async function updateStatus(id: number, status: ProblemStatus) {
  const problem = await api.patch<Problem>(`/api/problems/${id}`, { status });
  await invalidateProblemLists();
  return problem;
}

/** The traveller sent the letter through the company's own form (POST /api/problems/:id/form-submitted). */
export async function markFormSubmitted(id: number) {
  const problem = await api.post<Problem>(`/api/problems/${id}/form-submitted`);
  await invalidateProblemLists();
  return problem;
}

/** "Suggest a contact" for a company with no channel: POST /api/airlines/:id/corrections. */
export const suggestContact = (airlineId: number, body: CorrectionBody) =>
  api.post<{ id: number; status: string }>(`/api/airlines/${airlineId}/corrections`, body);

/** Opening a company's complaint form counts toward its popularity like any contact (errors swallowed). */
export function trackFormOpened(airlineId: number) {
  api.post('/api/track-contact', { airlineId, contactType: 'form' }).catch(() => undefined);
}

/** Airports matching a code, city or name (GET /api/airports, public; at most 10). */
export function useAirports(query: string) {
  const q = query.trim();
  const { data } = useSWR<AirportList>(q.length >= 2 ? `/api/airports?${new URLSearchParams({ query: q }).toString()}` : null, { keepPreviousData: true });
  return q.length >= 2 ? (data?.airports ?? []) : [];
}

/** What the law gives for a journey as the traveller describes it (POST /api/rights/assess; stores nothing). */
export const assessRights = (body: AssessRightsBody) => api.post<RightsAssessment>('/api/rights/assess', body);
