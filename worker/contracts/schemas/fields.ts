// Field builders the schemas share. zod/mini (the functional API) rather than classic zod: the same checks
// from the same core, without the method chains and the bundled locales, so a form page loads a few kB.
import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';
import { EMAIL_MAX, isCleanText } from '../common';

// zod/mini carries no locale: an issue without a field message (a body that is not an object, a number where
// text belongs) would read "Invalid input". English only (1 kB), as classic zod said, in the API and the
// forms alike; every schema module imports this one, so no schema runs without it.
z.config(en());

/** The text-hygiene check of a free-text field, with that field's message: `.check(cleanText(MSG))`. */
export const cleanText = (message: string, opts: { multiline?: boolean } = {}) =>
  z.refine<string>((s) => isCleanText(s, opts), message);

/**
 * An id in a JSON body: a JSON integer of 1 or more. Never coerced, so "0x25b", "603e0", "603", true and
 * [603] are refused rather than read as 603 (or 1).
 */
export const jsonId = (message: string) => z.number({ error: message }).check(z.int(message), z.positive(message));

/**
 * A whole number written as plain decimal digits (a query parameter, a form's select value): "0x10",
 * "1e1", "+16", " 16" and "16.0" are refused rather than read as numbers. Pipe it into the range check.
 */
export const decimalDigits = (message: string) =>
  z.pipe(z.string({ error: message }).check(z.regex(/^[0-9]{1,15}$/, message)), z.transform(Number));

/** An e-mail address, with the message docs/product.md#validation gives for the form it is on. */
export const emailAddress = (message: string) =>
  z.pipe(z.string({ error: message }).check(z.trim(), z.maxLength(EMAIL_MAX, message)), z.email({ error: message }));

const PAGE_MSG = 'page must be a whole number of 1 or more';
/** ?page=N of a paged list: a whole number of 1 or more (docs/api.md#conventions: page < 1 is a 400). */
export const pageParam = z._default(
  z.pipe(decimalDigits(PAGE_MSG), z.number().check(z.gte(1, PAGE_MSG), z.lte(1_000_000, 'page is too large'))),
  1,
);

/** ?limit=N of a list: a whole number from 1 to `max`; more is refused, never silently served. */
export const limitParam = (max: number) => {
  const msg = `limit must be a whole number from 1 to ${max}`;
  return z.pipe(decimalDigits(msg), z.number().check(z.gte(1, msg), z.lte(max, msg)));
};
