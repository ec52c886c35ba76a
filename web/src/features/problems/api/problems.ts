// Problem reports: the airline list of the report form, filing a report, the list, one report with its
// status history, and status changes (API.md "Problem reports").
import type { Airline, AirlineList, CreateProblemBody, Problem, ProblemDetail, ProblemList, ProblemStatus } from '@contracts';
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

export function useProblem(id: number | null) {
  const { data, error, isLoading } = useSWR<ProblemDetail>(id === null ? null : `/api/problems/${id}`, { revalidateOnMount: true });
  return { problem: data, error: error as Error | undefined, isLoading };
}

/** The list and details on screen are fetched again (the others are fetched when next shown). */
export const invalidateProblemLists = () => mutate((key) => typeof key === 'string' && key.startsWith('/api/problems'));

export async function updateStatus(id: number, status: ProblemStatus) {
  const problem = await api.patch<Problem>(`/api/problems/${id}`, { status });
  await invalidateProblemLists();
  return problem;
}
