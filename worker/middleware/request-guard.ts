// Cross-site and content-type guard for state-changing requests (docs/decisions.md#security-and-reliability). Hono's csrf() ignores
// JSON requests, so Origin and Sec-Fetch-Site are checked here. The signature-checked webhook is exempt.
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { ApiError, forbidden } from '../lib/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const EXEMPT_PATHS = new Set(['/api/paypal/webhook']);

/**
 * The one route that takes multipart/form-data instead of JSON: a document's upload (docs/api.md#case-file).
 * It takes nothing else, and no other route takes multipart; its size limit is its own (body-limit.ts).
 */
export const isUpload = (method: string, path: string) =>
  method === 'POST' && /^\/api\/problems\/[^/]+\/attachments$/.test(path);

export const requestGuard = createMiddleware<AppEnv>(async (c, next) => {
  if (SAFE_METHODS.has(c.req.method) || EXEMPT_PATHS.has(c.req.path)) return next();

  const site = c.req.header('Sec-Fetch-Site');
  if (site === 'cross-site' || site === 'same-site') throw forbidden('Cross-site requests are not allowed.');
  const origin = c.req.header('Origin');
  if (origin !== undefined && origin !== c.var.config.appOrigin)
    throw forbidden('Cross-site requests are not allowed.');

  const type = (c.req.header('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (isUpload(c.req.method, c.req.path)) {
    if (type !== 'multipart/form-data')
      throw new ApiError(415, 'Documents must be uploaded as multipart/form-data with one field "file".');
    return next();
  }
  if (type !== 'application/json')
    throw new ApiError(415, 'Requests must be sent as JSON (Content-Type: application/json).');
  await next();
});
