// What each route says of itself, kept beside its handler and read back by the OpenAPI document
// (docs/api-inputs.ts) and the worker suite: its summary and success answers (describe.ts), its inputs (validate.ts)
// and the failure statuses it may answer beyond those its middleware brings. Kept in WeakMaps keyed by the
// middleware function, so nothing here runs per request and the Worker ships no document generator.
import type { MiddlewareHandler, ValidationTargets } from 'hono';
import { findTargetHandler } from 'hono/utils/handler';
import type * as z from 'zod/mini';
import type { DownloadMedia, ResponseName } from '../contracts/responses';

/**
 * A success answer: what it holds in words, and its body: a JSON body by its name in ResponseBodies
 * (contracts/responses.ts) or a download's media type. A bare string is an answer without a body (204, 202).
 */
export type Answer = string | readonly [text: string, body: ResponseName | DownloadMedia];

export interface RouteDescription {
  /** Groups the routes of one resource. */
  tag: string;
  summary: string;
  /** Each success status and what it holds. */
  answers: Record<number, Answer>;
  /** Failure statuses the handler itself may answer (404, 409, 429, 502, ...), each with when. */
  failures: Record<number, string>;
}

export interface RouteInput {
  target: keyof ValidationTargets;
  schema: z.ZodMiniType;
}

const descriptions = new WeakMap<object, RouteDescription>();
const inputs = new WeakMap<object, RouteInput>();

export function recordDescription<M extends MiddlewareHandler>(middleware: M, description: RouteDescription): M {
  descriptions.set(middleware, description);
  return middleware;
}

export function recordInput<M extends MiddlewareHandler>(middleware: M, input: RouteInput): M {
  inputs.set(middleware, input);
  return middleware;
}

export const descriptionOf = (handler: object) => descriptions.get(handler);
export const inputOf = (handler: object) => inputs.get(handler);

/** Who may call a route, from the session middleware in its chain (docs/api.md). */
export type Access = 'public' | 'signed in' | 'subscriber' | 'admin';
const ACCESS_ORDER: Access[] = ['public', 'signed in', 'subscriber', 'admin'];

/** What a middleware of the chain says of a route: the access it requires and the failures it may answer. */
export interface MiddlewareDoc {
  access?: Access;
  failures: Record<number, string>;
}

const middlewareDocs = new WeakMap<object, MiddlewareDoc>();

export function recordMiddleware<M extends MiddlewareHandler>(middleware: M, doc: MiddlewareDoc): M {
  middlewareDocs.set(middleware, doc);
  return middleware;
}

/** The one error envelope every failure answers with (docs/api.md#conventions, lib/errors.ts), as JSON Schema. */
export const ERROR_ENVELOPE = {
  type: 'object',
  properties: {
    message: { type: 'string' },
    issues: {
      type: 'array',
      items: {
        type: 'object',
        properties: { path: { type: 'string' }, message: { type: 'string' } },
        required: ['path', 'message'],
      },
    },
  },
  required: ['message'],
};

/**
 * Failures any route may answer: an unexpected fault, such as the database failing part-way (lib/errors.ts: the
 * write is one batch, so nothing was changed), and a malformed configuration (worker/config.ts).
 */
const EVERY_ROUTE: Record<number, string> = {
  500: 'Something failed on our side; nothing was changed. Please try again.',
  503: 'The server is not configured (the message names the setting).',
};
/** What the API's request guard and body limit answer a request with a body (docs/decisions.md#cross-site). */
const WITH_A_BODY: Record<number, string> = {
  403: 'A cross-site request.',
  413: 'The body is too large.',
  415: 'The body is not JSON (or, for an upload, not multipart/form-data).',
};

interface AppRoute {
  method: string;
  path: string;
  handler: Parameters<typeof findTargetHandler>[0];
}

const applies = (route: AppRoute, method: string, path: string) =>
  (route.method === method || route.method === 'ALL') &&
  (route.path === path ||
    // Hono's `/x/*` also matches `/x` itself (a sub-app's `.use()` guards its root route too).
    (route.path.endsWith('/*') && (path.startsWith(route.path.slice(0, -1)) || path === route.path.slice(0, -2))));

/**
 * What the chain of `method path` says of the route: its description, inputs, access and every failure status it
 * may answer (the handler's own, its middleware's, a validator's 400 and the API-wide ones), each with when.
 */
export function routeDocs(routes: readonly AppRoute[], method: string, path: string) {
  // A sub-app's handlers are wrapped when mounted (its error handler); Hono's helper finds the one written.
  const chain = routes.filter((r) => applies(r, method, path)).map((r) => findTargetHandler(r.handler));
  const description = chain.map(descriptionOf).find((d) => d !== undefined);
  const inputs = chain.map(inputOf).filter((i) => i !== undefined);
  const docs = chain.map((h) => middlewareDocs.get(h)).filter((d) => d !== undefined);
  const access = docs.reduce<Access>(
    (most, d) => (d.access && ACCESS_ORDER.indexOf(d.access) > ACCESS_ORDER.indexOf(most) ? d.access : most),
    'public',
  );
  const validated: Record<number, string> = inputs.length
    ? { 400: 'Invalid input: `{ message, issues }` (docs/api.md#conventions).' }
    : {};
  const failures: Record<number, string> = {
    ...validated,
    ...docs.reduce<Record<number, string>>((all, d) => ({ ...all, ...d.failures }), {}),
    ...(method === 'GET' ? {} : WITH_A_BODY),
    ...description?.failures,
  };
  // A route's own 503 (PayPal not configured, say) keeps its words, and the API-wide case is added to them.
  for (const [status, when] of Object.entries(EVERY_ROUTE))
    failures[Number(status)] = failures[Number(status)] ? `${failures[Number(status)]} Or: ${when}` : when;
  return { description, inputs, access, failures };
}
