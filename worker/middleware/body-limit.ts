import { bodyLimit } from 'hono/body-limit';
import { ApiError } from '../lib/errors';

export const MAX_BODY_BYTES = 64 * 1024;

export const limitBody = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw new ApiError(413, 'The request body is too large (64 KiB at most).');
  },
});
