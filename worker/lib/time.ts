export const DAY_MS = 24 * 60 * 60 * 1000;
export const iso = (ms: number) => new Date(ms).toISOString();
/** Whole 24-hour days left, rounded up (docs/product.md#constants); 0 or less means expired. */
export const daysRemaining = (endIso: string | null, nowMs = Date.now()) =>
  endIso ? Math.ceil((Date.parse(endIso) - nowMs) / DAY_MS) : 0;
