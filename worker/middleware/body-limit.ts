import { createMiddleware } from 'hono/factory';
import { bodyLimit } from 'hono/body-limit';
import { CASE_LIMITS, CASE_MSG } from '../contracts/case-file';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/errors';
import { isUpload } from './request-guard';

export const MAX_BODY_BYTES = 64 * 1024;
/** A document's upload: the file itself and the multipart framing around it (boundaries, headers, the name). */
export const MAX_UPLOAD_BODY_BYTES = CASE_LIMITS.attachmentMaxBytes + 64 * 1024;

const jsonLimit = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw new ApiError(413, 'The request body is too large (64 KiB at most).');
  },
});

const uploadLimit = bodyLimit({
  maxSize: MAX_UPLOAD_BODY_BYTES,
  onError: () => {
    throw new ApiError(413, CASE_MSG.fileTooLarge);
  },
});

export const limitBody = createMiddleware<AppEnv>((c, next) =>
  isUpload(c.req.method, c.req.path) ? uploadLimit(c, next) : jsonLimit(c, next),
);
