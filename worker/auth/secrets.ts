// Secrets have safe built-in values only when the app runs on loopback (npm start, tests). Deployed
// without them, the API refuses to work rather than sign sessions with a publicly known key.
import type { Bindings } from '../env';
import { ApiError } from '../lib/errors';

const LOCAL_JWT_SECRET = 'local-development-jwt-secret-not-for-production';
const LOCAL_PEPPER = 'local-development-pepper-not-for-production';

export const isLoopbackOrigin = (origin: string) => {
  try {
    const host = new URL(origin).hostname;
    return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
  } catch {
    return false;
  }
};

function secret(env: Bindings, value: string | undefined, localDefault: string, name: string) {
  if (value) return value;
  if (isLoopbackOrigin(env.APP_ORIGIN)) return localDefault;
  throw new ApiError(503, `The server is not configured (${name} is missing).`);
}

export const jwtSecret = (env: Bindings) => secret(env, env.JWT_SECRET, LOCAL_JWT_SECRET, 'JWT_SECRET');
export const passwordPepper = (env: Bindings) => secret(env, env.PASSWORD_PEPPER, LOCAL_PEPPER, 'PASSWORD_PEPPER');
