// Made on first use, not when the module loads: building an Intl formatter loads ICU's date data (about 40 ms
// of main thread on the bench machine), and pages that only might show a date (the home page's subscription
// section, for subscribers) import this module on every visit. One formatter per language, in the active one.
import { formatDateIn } from '@contracts/i18n/values';
import { currentLanguage } from '../i18n/language';

const fmts = new Map<string, Intl.DateTimeFormat>();

/** "May 8, 2025" for an ISO date, as the active language writes it ("8 mai 2025", "1er mai 2025"); an em dash when there is none. */
export const formatDate = (iso: string | null | undefined) => {
  if (!iso) return '—';
  const lang = currentLanguage();
  let fmt = fmts.get(lang);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    fmts.set(lang, fmt);
  }
  return formatDateIn(lang, fmt, new Date(iso));
};
