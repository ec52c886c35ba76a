// Shapes shared by the worker and the SPA. Nothing here may import worker-only code.
import { z } from 'zod';

export interface FieldIssue {
  path: string;
  message: string;
}
export interface ApiErrorBody {
  message: string;
  issues?: FieldIssue[];
}

/** A positive integer id from a path segment. */
export const idParam = z.object({ id: z.coerce.number().int().positive('Not found.') });

/** Trimmed text that must not carry control characters (keeps e-mail headers and logs clean). */
export const plainText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .refine((s) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(s), 'Please remove control characters.');

/** An e-mail address, with the message SPEC.md gives for the form it is on. */
export const emailAddress = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(254, message)
    .pipe(z.email({ error: message }));

const PAGE_MSG = 'page must be a whole number of 1 or more';
/** ?page=N of a paged list: a whole number of 1 or more (API.md: page < 1 is a 400). */
export const pageParam = z.coerce.number({ error: PAGE_MSG }).int(PAGE_MSG).min(1, PAGE_MSG).max(1_000_000, 'page is too large').default(1);

/** ?limit=N of a list: a whole number from 1 to `max`; more is refused, never silently served. */
export const limitParam = (max: number) => {
  const msg = `limit must be a whole number from 1 to ${max}`;
  return z.coerce.number({ error: msg }).int(msg).min(1, msg).max(max, msg);
};
