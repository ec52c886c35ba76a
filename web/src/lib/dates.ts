const fmt = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** "May 8, 2025" for an ISO date; an em dash when there is none. */
export const formatDate = (iso: string | null | undefined) => (iso ? fmt.format(new Date(iso)) : '—');

/** Days left until an ISO date, in 24-hour days rounded up (docs/product.md#states). */
export const daysUntil = (iso: string | null | undefined, now = Date.now()) =>
  iso ? Math.ceil((Date.parse(iso) - now) / 86_400_000) : 0;
