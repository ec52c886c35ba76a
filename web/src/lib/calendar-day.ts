// A calendar date without a time zone (a flight's day, a deadline), as the rights answers and reports give them.
// The formatter is made on first use (building one loads ICU's date data), one per language.
import { formatDateIn } from '@contracts/i18n/values';
import { currentLanguage } from '../i18n/language';

const fmts = new Map<string, Intl.DateTimeFormat>();

/** A calendar date (YYYY-MM-DD) as the active language writes it ("May 8, 2025"); any other text as it is. */
export const formatCalendarDay = (ymd: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(ymd)) return ymd;
  const lang = currentLanguage();
  let fmt = fmts.get(lang);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
    fmts.set(lang, fmt);
  }
  return formatDateIn(lang, fmt, new Date(`${ymd}T00:00:00Z`));
};
