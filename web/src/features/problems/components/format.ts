// Dates of a case in the active language (docs/i18n.md), in the reader's time zone.
import { formatDateIn } from '@contracts/i18n/values';
import { currentLanguage } from '../../../i18n/language';

const DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
const DATE_TIME: Intl.DateTimeFormatOptions = { ...DAY, hour: 'numeric', minute: '2-digit' };

// One formatter per language and shape, made on first use (building one loads ICU's date data).
const formatters = new Map<string, Intl.DateTimeFormat>();
const formatter = (options: Intl.DateTimeFormatOptions, shape: string) => {
  const locale = currentLanguage();
  const key = `${locale}|${shape}`;
  let f = formatters.get(key);
  if (!f) formatters.set(key, (f = new Intl.DateTimeFormat(locale, options)));
  return f;
};

/** "May 8, 2025" in the reader's time zone. */
export const formatDay = (iso: string) =>
  iso ? formatDateIn(currentLanguage(), formatter(DAY, 'day'), new Date(iso)) : '—';
/** "May 8, 2025, 3:04 PM" in the reader's time zone. */
export const formatDateTime = (iso: string) =>
  iso ? formatDateIn(currentLanguage(), formatter(DATE_TIME, 'time'), new Date(iso)) : '—';
