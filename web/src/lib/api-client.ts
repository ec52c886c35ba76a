// The one HTTP client of the SPA (SPEC.md sections 7 and 8, API.md conventions).
// Cookies and a JSON content type on every request; a non-OK answer throws an ApiError whose message is
// "<status>: <the API's message>" (or the answer's text, or the status text).
import type { ApiErrorBody, FieldIssue } from '@contracts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The API's own sentence, without the status prefix. */
    readonly detail: string,
    readonly issues: FieldIssue[] = [],
  ) {
    super(`${status}: ${detail}`);
    this.name = 'ApiError';
  }
}

async function readError(res: Response): Promise<ApiError> {
  const text = await res.text().catch(() => '');
  let detail = text || res.statusText || 'Request failed';
  let issues: FieldIssue[] = [];
  try {
    const body = JSON.parse(text) as Partial<ApiErrorBody>;
    if (typeof body.message === 'string' && body.message) detail = body.message;
    if (Array.isArray(body.issues)) issues = body.issues;
  } catch {
    // Not JSON: keep the raw text.
  }
  return new ApiError(res.status, detail, issues);
}

// The newest D1 bookmark the API answered (worker/middleware/d1-session.ts): sent back with every request, so
// a read after the user's own write is answered from a database copy that already has it. Bookmarks sort
// oldest to newest, so an answer that arrives late never takes the place of a newer one. Kept in memory only:
// after a reload the first read may come from any copy, which lags by replication time at most.
const BOOKMARK_HEADER = 'x-d1-bookmark';
let bookmark = '';
function keepBookmark(res: Response) {
  const b = res.headers.get(BOOKMARK_HEADER);
  if (b && b > bookmark) bookmark = b;
}

async function request<T>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...(bookmark ? { [BOOKMARK_HEADER]: bookmark } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  keepBookmark(res);
  if (!res.ok) throw await readError(res);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  get: <T>(url: string) => request<T>('GET', url),
  post: <T>(url: string, body?: unknown) => request<T>('POST', url, body),
  patch: <T>(url: string, body?: unknown) => request<T>('PATCH', url, body),
  put: <T>(url: string, body?: unknown) => request<T>('PUT', url, body),
  delete: <T = void>(url: string) => request<T>('DELETE', url),
};

/** The text to show for any error thrown by the client (or by fetch itself). */
export const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** The SWR fetcher: the key is the URL (SPEC.md section 7). */
export const fetcher = <T>(url: string) => api.get<T>(url);
