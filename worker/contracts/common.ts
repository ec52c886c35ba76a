// Shapes and rules shared by the worker and the SPA. Nothing in contracts/ may import worker-only code, and
// nothing outside contracts/schemas/ imports zod: the SPA's pages load these modules without a validator.

export interface FieldIssue {
  path: string;
  message: string;
}
export interface ApiErrorBody {
  message: string;
  issues?: FieldIssue[];
}

/**
 * Characters no text field accepts (one rule for every field): C0 and C1 control characters
 * (NUL included), lone surrogates (not text at all: storage would turn them into U+FFFD), and the
 * bidirectional embedding, override and isolate controls U+202A-U+202E and U+2066-U+2069, which make
 * text display in another order than it is stored ("Trojan Source"). Right-to-left letters and the
 * implicit marks U+200E/U+200F stay allowed. Multi-line fields keep tab, line feed and carriage return.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point: they are refused in text
const UNSAFE_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]|\p{Cs}/u;
// eslint-disable-next-line no-control-regex -- as above, for single-line fields
const UNSAFE_IN_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]|\p{Cs}/u;

/** True when `s` holds none of the characters above; `multiline` allows tab and line breaks. */
export const isCleanText = (s: string, { multiline = false } = {}) =>
  !(multiline ? UNSAFE_IN_TEXT : UNSAFE_IN_LINE).test(s);

/** The longest e-mail address any field accepts (RFC 5321's path limit). */
export const EMAIL_MAX = 254;
