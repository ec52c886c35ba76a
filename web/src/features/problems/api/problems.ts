// Problem reports: the airline list of the report form, filing a report, the list, one report with its
// history, status changes, "I have sent it through the form" (API.md "Problem reports"), and a contact
// suggestion for a company we know no channel of (API.md "Directory", contact corrections).
import { PROBLEM_PAGE_SIZE, type AssessRightsBody, type CorrectionBody, type CreateProblemBody, type ProblemStatus } from '@contracts';
import useSWR, { mutate } from 'swr';
import { call, client, getRequest } from '../../../lib/api-client';

const allAirlines = getRequest(client.airlines, { query: { all: 'true' } });

/** Every airline, name order (the report form's dropdown and type-ahead). */
export function useAllAirlines() {
  const { data, error, isLoading } = useSWR(allAirlines.key, allAirlines.load);
  return { airlines: data?.airlines ?? [], loaded: data !== undefined, error: error as Error | undefined, isLoading };
}

export async function submitProblem(body: CreateProblemBody) {
  const problem = await call(client.problems.$post({ json: body }));
  // The list shows the new report next time it is opened.
  await invalidateProblemLists();
  return problem;
}

export type StatusFilter = 'all' | ProblemStatus;

export interface ProblemSearch {
  page: number;
  status: StatusFilter;
  q: string;
}

const problemsRequest = ({ page, status, q }: ProblemSearch) =>
  getRequest(client.problems, { query: { page: String(page), limit: String(PROBLEM_PAGE_SIZE), status, q: q || undefined } });

/** One page of the list; null (nothing fetched) while nobody is signed in. */
export function useProblems(search: ProblemSearch | null) {
  const r = search ? problemsRequest(search) : null;
  // Always fetched when shown: statuses change (here, by an admin, by another tab).
  const { data, error, isLoading, isValidating, mutate: reload } = useSWR(r?.key ?? null, r?.load ?? null, { keepPreviousData: true, revalidateOnMount: true });
  return { data, error: error as Error | undefined, isLoading, isValidating, reload };
}

/** While its e-mail is queued, a report shown on screen is read again every few seconds (delivery state). */
export const QUEUED_REFRESH_MS = 3000;

export function useProblem(id: number | null) {
  const r = id === null ? null : getRequest(client.problems[':id'], { param: { id: String(id) } });
  const { data, error, isLoading } = useSWR(r?.key ?? null, r?.load ?? null, {
    revalidateOnMount: true,
    refreshInterval: (latest) => (latest?.channel === 'email' && latest.emailStatus === 'queued' ? QUEUED_REFRESH_MS : 0),
  });
  return { problem: data, error: error as Error | undefined, isLoading };
}

/** The list and details on screen are fetched again (the others are fetched when next shown). */
export const invalidateProblemLists = () => mutate((key) => typeof key === 'string' && key.startsWith(client.problems.$path()));

export async function updateStatus(id: number, status: ProblemStatus) {
  const problem = await call(client.problems[':id'].$patch({ param: { id: String(id) }, json: { status } }));
  await invalidateProblemLists();
  return problem;
}

/** The traveller sent the letter through the company's own form (POST /api/problems/:id/form-submitted). */
export async function markFormSubmitted(id: number) {
  const problem = await call(client.problems[':id']['form-submitted'].$post({ param: { id: String(id) } }));
  await invalidateProblemLists();
  return problem;
}

/** "Suggest a contact" for a company with no channel: POST /api/airlines/:id/corrections. */
export const suggestContact = (airlineId: number, body: CorrectionBody) =>
  call(client.airlines[':id'].corrections.$post({ param: { id: String(airlineId) }, json: body }));

/** Opening a company's complaint form counts toward its popularity like any contact (errors swallowed). */
export function trackFormOpened(airlineId: number) {
  call(client['track-contact'].$post({ json: { airlineId, contactType: 'form' } })).catch(() => undefined);
}

/** Airports matching a code, city or name (GET /api/airports, public; at most 10). */
export function useAirports(query: string) {
  const q = query.trim();
  const r = getRequest(client.airports, { query: { query: q } });
  const { data } = useSWR(q.length >= 2 ? r.key : null, r.load, { keepPreviousData: true });
  return q.length >= 2 ? (data?.airports ?? []) : [];
}

/** What the law gives for a journey as the traveller describes it (POST /api/rights/assess; stores nothing). */
export const assessRights = (body: AssessRightsBody) => call(client.rights.assess.$post({ json: body }));
