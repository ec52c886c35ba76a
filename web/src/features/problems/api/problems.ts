// Problem reports: the airline list of the report form, filing a report, the list, one report with its
// history, status changes, "I have sent it through the form" (API.md "Problem reports"), and a contact
// suggestion for a company we know no channel of (API.md "Directory", contact corrections).
import type { Airline, AirlineList, AirportList, AssessRightsBody, CorrectionBody, CreateProblemBody, Problem, ProblemDetail, ProblemList, ProblemStatus, RightsAssessment } from '@contracts';
import useSWR, { mutate } from 'swr';
import { api } from '../../../lib/api-client';

export const ALL_AIRLINES_KEY = '/api/airlines?all=true';

/** Every airline, name order (the report form's dropdown and type-ahead). */
export function useAllAirlines() {
  const { data, error, isLoading } = useSWR<AirlineList>(ALL_AIRLINES_KEY);
  return { airlines: data?.airlines ?? ([] as Airline[]), loaded: data !== undefined, error: error as Error | undefined, isLoading };
}

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
