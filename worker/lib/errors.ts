// One error envelope for every failure (docs/api.md): { message, issues? }, in the request's language
// (language.ts: the messages are thrown in English and translated here, once).
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody, FieldIssue } from './../contracts/common';
import { requestLanguage } from './language';
import { translateText } from '../contracts/i18n/translate';

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly issues?: FieldIssue[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/** The answer to a body that is not JSON where JSON was expected. */
export const INVALID_JSON = 'The request body is not valid JSON.';
export const badRequest = (message: string, issues?: FieldIssue[]) => new ApiError(400, message, issues);
export const unauthorized = (message = 'Please log in to continue.') => new ApiError(401, message);
export const forbidden = (message: string) => new ApiError(403, message);
export const notFound = (message = 'Not found.') => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);

export function errorResponse(
  c: Context,
  status: ContentfulStatusCode,
  body: ApiErrorBody,
  headers?: Record<string, string>,
) {
  const lang = requestLanguage(c);
  const translated: ApiErrorBody = { message: translateText(lang, body.message) };
  if (body.issues) translated.issues = body.issues.map((i) => ({ ...i, message: translateText(lang, i.message) }));
  return c.json(translated, status, { 'Content-Language': lang, ...headers });
}

export function onError(err: Error, c: Context) {
  if (err instanceof ApiError) {
    const body: ApiErrorBody = { message: err.message };
    if (err.issues?.length) body.issues = err.issues;
    return errorResponse(c, err.status, body, err.headers);
  }
  if (err instanceof HTTPException) {
    // Hono's own 4xx (e.g. malformed JSON from the validator) in our envelope.
    const status = err.status;
    const message = status === 400 ? INVALID_JSON : err.message || 'Request refused.';
    return errorResponse(c, status, { message });
  }
  console.error('unhandled error', c.req.method, new URL(c.req.url).pathname, err);
  return errorResponse(c, 500, { message: 'Something went wrong on our side. Please try again.' });
}

export function onNotFound(c: Context) {
  return errorResponse(c, 404, { message: 'No such API route.' });
}
