// A route's description, written beside its handler: the OpenAPI document (docs/openapi.json, docs/api-inputs.md)
// takes its summary, success answers and failure statuses from here, its inputs from the validate() middleware that
// follows, and its access from the session middleware in its chain (route-docs.ts).
import type { MiddlewareHandler } from 'hono';
import { recordDescription, type Answer } from './route-docs';

/**
 * `tag` groups the routes of one resource; `answers` maps each success status to what it holds, in words and, for a
 * body, by its name in contracts/responses.ts (`[words, 'User']`) or its media type; `failures` maps
 * each failure status the handler itself may answer to when (the middleware's own, such as 400, 401 and 403, are
 * read from the chain).
 */
export const describe = (
  tag: string,
  summary: string,
  answers: Record<number, Answer>,
  failures: Record<number, string> = {},
): MiddlewareHandler => recordDescription(async (_c, next) => next(), { tag, summary, answers, failures });
