// Whether a contact still appears on the page recorded as its source (the scheduled source check,
// docs/api.md#the-directory-learns). The page is read as text, markup included, so a mailto: or tel: link counts
// as much as the visible text. Lenient on purpose: a wrong "missing" puts a good contact before the admins, a
// wrong "found" only waits for the next check. Pure.
import type { CheckedContact } from '../contracts';

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  commat: '@',
  period: '.',
  plus: '+',
  hyphen: '-',
  dash: '-',
  lpar: '(',
  rpar: ')',
  sol: '/',
  colon: ':',
};

/**
 * The page as searchable text: character references decoded (&amp;, &#64;, &#x40;, the few named ones a contact
 * uses), %40 read as @ (a percent-encoded mailto:), every run of white space one space.
 */
export function pageText(raw: string): string {
  return raw
    .replace(/&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]{2,8});?/gi, (whole, ref: string) => {
      if (ref.startsWith('#')) {
        const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      }
      return NAMED[ref.toLowerCase()] ?? whole;
    })
    .replace(/%40/gi, '@')
    .replace(/[\s\u00a0\u2000-\u200b\u202f]+/g, ' ');
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The address as a whole word: not the end of a longer local part, not the start of a longer domain. */
function hasEmail(text: string, email: string) {
  const re = new RegExp(`(?<![a-z0-9._%+-])${escape(email.toLowerCase())}(?![a-z0-9-]|\\.[a-z0-9])`, 'i');
  return re.test(text);
}

/**
 * The ways a page may write `phone` (stored as "+CC rest"): the whole international number (with + or 00 before
 * it, or neither), or the national number with or without its trunk 0. Its digits may be split by spaces, dots,
 * dashes, slashes or parentheses, but no other digit may touch the match.
 */
function hasPhone(text: string, phone: string) {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 6) return false;
  const spaced = /^\+(\d{1,3})[\s-]/.exec(phone.trim());
  const codeLengths = spaced ? [spaced[1]!.length] : [1, 2, 3];
  const national = codeLengths.map((n) => digits.slice(n)).filter((d) => d.length >= 6);
  const forms = [digits, `00${digits}`, ...national, ...national.map((d) => `0${d}`)];
  const sep = '[\\s.\\-/()]{0,3}';
  return forms.some((form) => new RegExp(`(?<!\\d)${form.split('').join(sep)}(?!\\d)`).test(text));
}

/** The form's address, or its path (a page links its own forms relatively), or its host when it is the root. */
function hasForm(text: string, formUrl: string) {
  let url: URL;
  try {
    url = new URL(formUrl);
  } catch {
    return text.toLowerCase().includes(formUrl.toLowerCase());
  }
  const lower = text.toLowerCase();
  if (lower.includes(formUrl.toLowerCase())) return true;
  const path = `${url.pathname.replace(/\/+$/, '')}${url.search}`.toLowerCase();
  const needle = path === '' ? url.hostname.toLowerCase() : path;
  return new RegExp(`${escape(needle)}(?![a-z0-9_-])`).test(lower);
}

/** The same page: the scheme, host and path alike (the fragment, a trailing slash and the host's case aside). */
export function samePage(a: string, b: string) {
  try {
    const key = (s: string) => {
      const u = new URL(s);
      return `${u.protocol}//${u.host}${u.pathname.replace(/\/+$/, '')}${u.search}`;
    };
    return key(a) === key(b);
  } catch {
    return false;
  }
}

/** Whether `value` (the contact as the directory holds it) appears in `text` (from pageText). */
export function appearsOn(contact: CheckedContact, value: string, text: string): boolean {
  if (contact === 'email') return hasEmail(text, value.trim());
  if (contact === 'phone') return hasPhone(text, value);
  return hasForm(text, value.trim());
}
