// Secrets have safe built-in values only when the app runs on loopback (npm start, tests; worker/config.ts).
// Deployed without them, what needs them refuses to work rather than sign sessions with a publicly known key.
import type { Config, MissingSecret } from '../config';
import { ApiError } from '../lib/errors';

function required(value: string | MissingSecret) {
  if (typeof value === 'string') return value;
  throw new ApiError(503, `The server is not configured (${value.missing} is missing).`);
}

export const jwtSecret = (config: Config) => required(config.jwtSecret);
export const passwordPepper = (config: Config) => required(config.pepper);
