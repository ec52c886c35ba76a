const dateFmt = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
const dateTimeFmt = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "May 8, 2025" in the reader's time zone. */
export const formatDay = (iso: string) => (iso ? dateFmt.format(new Date(iso)) : '—');
/** "May 8, 2025, 3:04 PM" in the reader's time zone. */
export const formatDateTime = (iso: string) => (iso ? dateTimeFmt.format(new Date(iso)) : '—');
