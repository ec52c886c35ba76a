// Values inside a translated sentence written the language's way: the rights engine writes amounts ("€250",
// "CAD 1,234.50"), numbers ("3,500") and dates ("2028-06-01", "1 June 2028") in English, once, without Intl (the
// same output in node and workerd); translate.ts passes each value a rights template caught through here.
import type { Language } from '../languages';

const SYMBOLS: Record<string, string> = { '€': 'EUR', '£': 'GBP' };
/** The months as the engine and the English letters write them ("1 June 2028"). */
export const ENGLISH_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const AMOUNT = /^(?:([€£])|([A-Z]{3}) )(\d{1,3}(?:,\d{3})*)(?:\.(\d{2}))?$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const LONG_DATE = new RegExp(`^(\\d{1,2}) (${ENGLISH_MONTHS.join('|')}) (\\d{4})$`);
const NUMBER = /^\d{1,3}(?:,\d{3})+$/;

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let f = formatters.get(key);
  if (!f) formatters.set(key, (f = make()));
  return f as T;
}

function amount(lang: Language, m: RegExpExecArray): string | undefined {
  const currency = m[1] ? SYMBOLS[m[1]]! : m[2]!;
  // SDR is the IMF's unit, not an ISO 4217 currency that Intl knows by that code.
  if (currency === 'SDR') return undefined;
  const cents = m[4] !== undefined;
  const value = Number(m[3]!.replace(/,/g, '')) + (cents ? Number(m[4]) / 100 : 0);
  try {
    const f = cached(
      `${lang} ${currency} ${cents}`,
      () =>
        new Intl.NumberFormat(lang, {
          style: 'currency',
          currency,
          minimumFractionDigits: cents ? 2 : 0,
          maximumFractionDigits: cents ? 2 : 0,
        }),
    );
    return f.format(value);
  } catch {
    return undefined;
  }
}

/**
 * A date as `f` writes it, the first of a month as French writes it ("1er juin 2026", where Intl writes "1 juin");
 * any other day, and every other language, as Intl writes them. The one place for the rule: the SPA's dates, the
 * server texts' and the mails' use it (the letters have their own date words, rights/letter-words/).
 */
export function formatDateIn(lang: string, f: Intl.DateTimeFormat, date: Date): string {
  if (lang !== 'fr') return f.format(date);
  return f
    .formatToParts(date)
    .map((p) => (p.type === 'day' && p.value === '1' ? '1er' : p.value))
    .join('');
}

function day(lang: Language, year: number, month: number, date: number): string {
  const f = cached(
    `${lang} date`,
    () => new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  );
  return formatDateIn(lang, f, new Date(Date.UTC(year, month - 1, date)));
}

/** A value the language writes otherwise (an amount, a number, a date), or undefined for one it writes the same. */
export function formatValue(lang: Language, value: string): string | undefined {
  if (lang === 'en') return undefined;
  const a = AMOUNT.exec(value);
  if (a) return amount(lang, a);
  const iso = ISO_DATE.exec(value);
  if (iso) return day(lang, Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const long = LONG_DATE.exec(value);
  if (long) return day(lang, Number(long[3]), ENGLISH_MONTHS.indexOf(long[2]!) + 1, Number(long[1]));
  if (NUMBER.test(value))
    return cached(`${lang} number`, () => new Intl.NumberFormat(lang)).format(Number(value.replace(/,/g, '')));
  return undefined;
}
