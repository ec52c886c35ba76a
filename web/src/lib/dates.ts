const fmt = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** "May 8, 2025" for an ISO date; an em dash when there is none. */
export const formatDate = (iso: string | null | undefined) => (iso ? fmt.format(new Date(iso)) : '—');
