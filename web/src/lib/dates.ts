// Made on first use, not when the module loads: building an Intl formatter loads ICU's date data (about 40 ms
// of main thread on the bench machine), and pages that only might show a date (the home page's subscription
// section, for subscribers) import this module on every visit.
let fmt: Intl.DateTimeFormat | undefined;

/** "May 8, 2025" for an ISO date; an em dash when there is none. */
export const formatDate = (iso: string | null | undefined) => {
  if (!iso) return '—';
  fmt ??= new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  return fmt.format(new Date(iso));
};
