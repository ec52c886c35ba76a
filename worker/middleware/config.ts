// The configuration at the API's edge (worker/config.ts): parsed on the isolate's first request and kept, so
// every handler reads typed values; a malformed setting answers 503 naming it, on every API request.
import { createMiddleware } from 'hono/factory';
import { configOf, ConfigError } from '../config';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/errors';

export const loadConfig = createMiddleware<AppEnv>(async (c, next) => {
  try {
    c.set('config', configOf(c.env));
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error('configuration:', err.message);
    throw new ApiError(503, `The server is not configured (${err.message}).`);
  }
  await next();
});
