// Problem reports: the airline list of the report form, filing a report, the list, one report with its
// history, status changes, "I have sent it" for a form and for an escalation (docs/api.md#problems); the case file:
// documents, the traveller's messages and the PDF (docs/api.md#case-file).
import {
  PROBLEM_PAGE_SIZE,
  type Airline,
  type CaseAttachment,
  type CreateProblemBody,
  type ProblemStatus,
  type SubmittedVia,
} from '@contracts';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { mutate } from 'swr';
import { bookmarkHeader, call, client, errorFromText, getRequest, noteBookmark } from '../../../lib/api-client';
import { useApi } from '../../../lib/swr';
import { TYPEAHEAD_DEBOUNCE_MS, useDebounced } from '../../../lib/use-debounced';

/** Type-ahead suggestions: at most this many matches (docs/product.md#report-problem). */
export const TYPEAHEAD_MAX = 8;
/** The report form's dropdown: the most contacted companies, one page (the directory has far too many for one list). */
export const DROPDOWN_SIZE = 50;

const airlineRequest = (id: string | number) => getRequest(client.airlines[':id'], { param: { id: String(id) } });

/**
 * The type-ahead's matches for `query` from the API's search (name, country, IATA or ICAO code, or a place; in
 * relevance order, or the names like a misspelt text).
 * While a newer text is being searched the previous matches stay on screen (keepPreviousData) and `settled`
 * is false.
 */
export function useAirlineSearch(query: string) {
  const q = query.trim();
  const debounced = useDebounced(q, TYPEAHEAD_DEBOUNCE_MS);
  const r = debounced
    ? getRequest(client.airlines, { query: { query: debounced, limit: String(TYPEAHEAD_MAX) } })
    : null;
  const { data, error, isLoading } = useApi(r?.key ?? null, r?.load ?? null, { keepPreviousData: true });
  const settled = debounced === q && !isLoading;
  return { matches: q && data ? data.airlines : ([] as Airline[]), settled, error };
}

const dropdownRequest = getRequest(client.airlines, { query: { sortBy: 'popularity', limit: String(DROPDOWN_SIZE) } });

/** The dropdown's choices: the most contacted companies (the same answer for every subscriber, cached by the API). */
export function useDropdownAirlines() {
  const { data, error } = useApi(dropdownRequest.key, dropdownRequest.load);
  return {
    airlines: data?.airlines ?? ([] as Airline[]),
    loaded: data !== undefined,
    error,
  };
}

/** One airline by id (the chosen one: from the URL, the dropdown or the type-ahead); undefined while unknown. */
export function useAirline(id: string) {
  const r = /^\d+$/.test(id) ? airlineRequest(id) : null;
  const { data } = useApi(r?.key ?? null, r?.load ?? null);
  return data;
}

/** An airline picked from a list is already known: the form's side card shows it without asking again. */
export const rememberAirline = (a: Airline) => void mutate(airlineRequest(a.id).key, a, { revalidate: false });

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
  getRequest(client.problems, {
    query: { page: String(page), limit: String(PROBLEM_PAGE_SIZE), status, q: q || undefined },
  });

/** One page of the list; null (nothing fetched) while nobody is signed in. */
export function useProblems(search: ProblemSearch | null) {
  const r = search ? problemsRequest(search) : null;
  // Always fetched when shown: statuses change (here, by an admin, by another tab).
  const {
    data,
    error,
    isLoading,
    isValidating,
    mutate: reload,
  } = useApi(r?.key ?? null, r?.load ?? null, { keepPreviousData: true, revalidateOnMount: true });
  return { data, error, isLoading, isValidating, reload };
}

/** While its e-mail is queued, a report shown on screen is read again every few seconds (delivery state). */
export const QUEUED_REFRESH_MS = 3000;

const problemRequest = (id: number) => getRequest(client.problems[':id'], { param: { id: String(id) } });

export function useProblem(id: number | null) {
  const r = id === null ? null : problemRequest(id);
  const { data, error, isLoading } = useApi(r?.key ?? null, r?.load ?? null, {
    revalidateOnMount: true,
    refreshInterval: (latest) =>
      latest?.channel === 'email' && latest.emailStatus === 'queued' ? QUEUED_REFRESH_MS : 0,
  });
  return { problem: data, error, isLoading };
}

/** The list and details on screen are fetched again (the others are fetched when next shown). */
export const invalidateProblemLists = () =>
  mutate((key) => typeof key === 'string' && key.startsWith(client.problems.$path()));

export async function updateStatus(id: number, status: ProblemStatus) {
  const problem = await call(client.problems[':id'].$patch({ param: { id: String(id) }, json: { status } }));
  await invalidateProblemLists();
  return problem;
}

/**
 * The traveller sent the letter AirDesk did not e-mail, through a form or by other means
 * (POST /api/problems/:id/form-submitted with `via`).
 */
export async function markFormSubmitted(id: number, via: SubmittedVia = 'form') {
  const problem = await call(
    client.problems[':id']['form-submitted'].$post({ param: { id: String(id) }, json: { via } }),
  );
  await invalidateProblemLists();
  return problem;
}

/**
 * The traveller sent the escalation letter to one route's body (POST /api/problems/:id/escalations). The answer
 * is the whole report with its history, so the report on screen shows it at once.
 */
export async function markEscalationSent(id: number, routeKey: string) {
  const detail = await call(
    client.problems[':id'].escalations.$post({ param: { id: String(id) }, json: { routeKey } }),
  );
  await mutate(problemRequest(id).key, detail, { revalidate: false });
  await invalidateProblemLists();
  return detail;
}

const idParam = (id: number) => ({ param: { id: String(id) } });
const documentParam = (id: number, attachmentId: number) => ({
  param: { id: String(id), attachmentId: String(attachmentId) },
});

/** The report on screen shows a change at once (its detail read again, e.g. after uploads), and the list next time. */
export async function reloadProblem(id: number) {
  await mutate(problemRequest(id).key);
  await invalidateProblemLists();
}

/**
 * Uploads one document to a report (POST /api/problems/:id/attachments, multipart with one `file`). Through
 * XMLHttpRequest, the one browser API that reports an upload's progress: `onProgress` gets 0 to 1.
 */
export function uploadDocument(id: number, file: File, onProgress?: (share: number) => void) {
  const url = client.problems[':id'].attachments.$path(idParam(id));
  const form = new FormData();
  form.append('file', file);
  return new Promise<CaseAttachment>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    const mark = bookmarkHeader();
    if (mark) xhr.setRequestHeader(...mark);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress?.(e.loaded / e.total);
    xhr.onload = () => {
      noteBookmark(xhr.getResponseHeader('x-d1-bookmark'));
      if (xhr.status === 201) resolve(JSON.parse(xhr.responseText) as CaseAttachment);
      else reject(errorFromText(xhr.status, xhr.responseText, xhr.statusText));
    };
    xhr.onerror = () => reject(new Error(i18n._(msg`The upload failed: check your connection and try again.`)));
    xhr.send(form);
  });
}

/** Removes the traveller's own upload that no mail has taken yet (DELETE …/attachments/:attachmentId). */
export async function removeDocument(id: number, attachmentId: number) {
  await call(client.problems[':id'].attachments[':attachmentId'].$delete(documentParam(id, attachmentId)));
  await reloadProblem(id);
}

// The links below use $path, not $url: the client's base is '/', and $url builds `new URL(path)` without an
// origin, which throws (and took the whole report dialog down with it).

/** Where a document is downloaded (GET …/attachments/:attachmentId: always a download, never shown inline). */
export const documentUrl = (id: number, attachmentId: number) =>
  client.problems[':id'].attachments[':attachmentId'].$path(documentParam(id, attachmentId));

/** The case file as a PDF (GET /api/problems/:id/case.pdf). */
export const casePdfUrl = (id: number) => client.problems[':id']['case.pdf'].$path(idParam(id));

/** The case file PDF and every document of the case in one ZIP (GET /api/problems/:id/case.zip). */
export const caseZipUrl = (id: number) => client.problems[':id']['case.zip'].$path(idParam(id));

/** The traveller's message to the company from the case address (POST /api/problems/:id/messages). */
export async function sendCaseMessage(id: number, text: string, attachmentIds: number[]) {
  const message = await call(
    client.problems[':id'].messages.$post({
      ...idParam(id),
      json: attachmentIds.length ? { text, attachmentIds } : { text },
    }),
  );
  await reloadProblem(id);
  return message;
}

/**
 * The traveller says a message from an unknown sender is the company's answer
 * (POST /api/problems/:id/messages/:messageId/confirm): it then counts as the company's reply.
 */
export async function confirmCompanyAnswer(id: number, messageId: number) {
  const message = await call(
    client.problems[':id'].messages[':messageId'].confirm.$post({
      param: { id: String(id), messageId: String(messageId) },
    }),
  );
  await reloadProblem(id);
  return message;
}
