/**
 * A whole number with its thousands grouped by commas, as en-US writes it ("12,345"). Not toLocaleString:
 * its first call loads the ICU number data, about 35 ms of main thread on the bench machine (140 ms on
 * Lighthouse's phone profile), paid on every page load because the footer shows the directory's size.
 */
export const formatCount = (n: number) => String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
