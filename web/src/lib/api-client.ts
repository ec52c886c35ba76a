// The one HTTP client of the SPA (docs/product.md#calls, docs/product.md#messages, docs/api.md#conventions): Hono's typed client over the
// worker's routers (AppType), so paths, path parameters, query strings, bodies and answers are checked against
// the server's code rather than written again here.
// Cookies and a JSON content type on every request; a non-OK answer throws an ApiError whose message is the
// API's own sentence (or the answer's text, or the status text), shown to the user as it is; its status is on
// the error (`status`) for code that acts on it, never in the text.
import type { AppType } from '@api/app';
import type { ApiErrorBody, FieldIssue } from '@contracts';
import { t } from '@lingui/core/macro';
import { hc, type ClientResponse } from 'hono/client';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The API's own sentence (the same as `message`). */
    readonly detail: string,
    readonly issues: FieldIssue[] = [],
  ) {
    super(detail);
    this.name = 'ApiError';
  }
}

// The newest D1 bookmark the API answered (worker/middleware/d1-session.ts): sent back with every request, so
// a read after the user's own write is answered from a database copy that already has it. Bookmarks sort
// oldest to newest, so an answer that arrives late never takes the place of a newer one. Kept in memory only:
// after a reload the first read may come from any copy, which lags by replication time at most.
const BOOKMARK_HEADER = 'x-d1-bookmark';
let bookmark = '';
const fetchWithBookmark: typeof fetch = async (input, init) => {
  const headers = new Headers(init?.headers);
  if (bookmark) headers.set(BOOKMARK_HEADER, bookmark);
  // The API writes its messages in the request's language (the lang cookie, else this header): the page's, which the
  // SPA cannot translate afterwards (the Worker's own messages are not in the SPA's catalogues).
  if (typeof document !== 'undefined') headers.set('Accept-Language', document.documentElement.lang || 'en');
  const res = await fetch(input, { ...init, headers });
  const b = res.headers.get(BOOKMARK_HEADER);
  if (b && b > bookmark) bookmark = b;
  return res;
};

/** `client.admin.stats.$get()` is GET /api/admin/stats; `$path()` gives the same URL as a string (SWR keys). */
export const client = hc<AppType>('/', {
  // The JSON content type on every request: the API refuses a state-changing request without it (415).
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  init: { credentials: 'include' },
  fetch: fetchWithBookmark,
}).api;

type AnyResponse = ClientResponse<unknown, number, 'json' | 'text' | 'body' | 'redirect'>;

/** What a call answers when it succeeds: the route's JSON, or nothing for a 204. */
export type Answer<R> = R extends ClientResponse<infer T, number, infer F> ? (F extends 'json' ? T : undefined) : never;

/**
 * The D1 bookmark for a request made without the typed client (a document's upload, which needs XMLHttpRequest
 * for its progress), and the one its answer brought back.
 */
export const bookmarkHeader = (): [string, string] | null => (bookmark ? [BOOKMARK_HEADER, bookmark] : null);
export function noteBookmark(b: string | null) {
  if (b && b > bookmark) bookmark = b;
}

async function readError(res: AnyResponse): Promise<ApiError> {
  return errorFromText(res.status, await res.text().catch(() => ''), res.statusText);
}

/** An ApiError from an answer's status and text (the API's envelope when it is one). */
export function errorFromText(status: number, text: string, statusText = ''): ApiError {
  let detail = text || statusText || t`Request failed`;
  let issues: FieldIssue[] = [];
  try {
    const body = JSON.parse(text) as Partial<ApiErrorBody>;
    if (typeof body.message === 'string' && body.message) detail = body.message;
    if (Array.isArray(body.issues)) issues = body.issues;
  } catch {
    // Not JSON: keep the raw text.
  }
  return new ApiError(status, detail, issues);
}

/** Awaits a client call: its answer when OK, else an ApiError carrying the API's error envelope. */
export async function call<R extends AnyResponse>(request: Promise<R>): Promise<Answer<R>> {
  const res = await request;
  if (!res.ok) throw await readError(res);
  if (res.status === 204) return undefined as Answer<R>;
  const text = await res.text();
  // The one place the wire meets the types: the answer's shape is the route's own (AppType).
  return (text ? JSON.parse(text) : undefined) as Answer<R>;
}

/** A GET endpoint of the client, e.g. `client.admin.stats`. */
interface Gettable<A, R extends AnyResponse> {
  $get(args: A): Promise<R>;
  $path(args: A): string;
}

/**
 * An SWR key and its fetcher from one GET: the key is the URL (docs/product.md#calls), the fetcher the typed call
 * to that same URL, so the two cannot drift apart.
 */
export function getRequest<A, R extends AnyResponse>(endpoint: Gettable<A, R>, args: A) {
  return { key: endpoint.$path(args), load: () => call(endpoint.$get(args)) };
}

/** The text to show for any error thrown by the client (or by fetch itself). */
export const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));
