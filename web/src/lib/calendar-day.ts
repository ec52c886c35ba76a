// A calendar date without a time zone (a flight's day, a deadline), as the rights answers and reports give them.
// The formatter is made on first use (building one loads ICU's date data).
let fmt: Intl.DateTimeFormat | undefined;

/** A calendar date (YYYY-MM-DD) as "May 8, 2025"; any other text as it is. */
export const formatCalendarDay = (ymd: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(ymd)) return ymd;
  fmt ??= new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
  return fmt.format(new Date(`${ymd}T00:00:00Z`));
};
