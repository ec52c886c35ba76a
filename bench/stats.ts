// Medians and percentiles of the bench's repeated samples.

export const median = (xs: readonly number[]) => quantile(xs, 0.5);

/** The value at quantile q (nearest rank) of an unsorted list; NaN when empty. */
export function quantile(xs: readonly number[], q: number) {
  if (!xs.length) return Number.NaN;
  const sorted = [...xs].sort((a, b) => a - b);
  if (q === 0.5 && sorted.length % 2 === 0) return (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

export const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
export const ms = (v: number) => (v >= 100 ? `${Math.round(v)} ms` : `${v.toFixed(v >= 10 ? 1 : 2)} ms`);
export const rps = (v: number) => `${Math.round(v).toLocaleString('en-US')} req/s`;
export const pct = (ratio: number) => `${Math.round(ratio * 100)}%`;
export const times = (ratio: number) => `${ratio.toFixed(2)}x`;
