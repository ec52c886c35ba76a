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

/**
 * Characters no text field accepts (one rule for every field, SECURITY.md): C0 and C1 control characters
 * (NUL included), lone surrogates (not text at all: storage would turn them into U+FFFD), and the
 * bidirectional embedding, override and isolate controls U+202A-U+202E and U+2066-U+2069, which make
 * text display in another order than it is stored ("Trojan Source"). Right-to-left letters and the
 * implicit marks U+200E/U+200F stay allowed. Multi-line fields keep tab, line feed and carriage return.
 */
const UNSAFE_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]|\p{Cs}/u;
const UNSAFE_IN_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]|\p{Cs}/u;

/** True when `s` holds none of the characters above; `multiline` allows tab and line breaks. */
export const isCleanText = (s: string, { multiline = false } = {}) => !(multiline ? UNSAFE_IN_TEXT : UNSAFE_IN_LINE).test(s);

/** The text-hygiene check of a free-text field, with that field's message: `.check(cleanText(MSG))`. */
export const cleanText = (message: string, opts: { multiline?: boolean } = {}) => z.refine<string>((s) => isCleanText(s, opts), message);

/**
 * An id in a JSON body: a JSON integer of 1 or more. Never coerced, so "0x25b", "603e0", "603", true and
 * [603] are refused rather than read as 603 (or 1).
 */
export const jsonId = (message: string) => z.number({ error: message }).int(message).positive(message);

/**
 * A whole number written as plain decimal digits (a query parameter, a form's select value): "0x10",
 * "1e1", "+16", " 16" and "16.0" are refused rather than read as numbers. Pipe it into the range check.
 */
export const decimalDigits = (message: string) =>
  z
    .string({ error: message })
    .regex(/^[0-9]{1,15}$/, message)
    .transform(Number);

/** An e-mail address, with the message SPEC.md gives for the form it is on. */
export const emailAddress = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(254, message)
    .pipe(z.email({ error: message }));

const PAGE_MSG = 'page must be a whole number of 1 or more';
/** ?page=N of a paged list: a whole number of 1 or more (API.md: page < 1 is a 400). */
export const pageParam = decimalDigits(PAGE_MSG).pipe(z.number().min(1, PAGE_MSG).max(1_000_000, 'page is too large')).default(1);

/** ?limit=N of a list: a whole number from 1 to `max`; more is refused, never silently served. */
export const limitParam = (max: number) => {
  const msg = `limit must be a whole number from 1 to ${max}`;
  return decimalDigits(msg).pipe(z.number().min(1, msg).max(max, msg));
};
