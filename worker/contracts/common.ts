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
