// The price and the free trial, as the pages, the mails and the subscription rules state them. Plain values
// with no schema library, so any part of either half can import them; the copy is rendered from them so a
// new price or trial length is one edit here.

/** The length of the one free trial each account may use. */
export const TRIAL_DAYS = 7;
/** The yearly price in US dollars, as PayPal's plan charges it and the payments table records it. */
export const PRICE_USD = '3.00';
/** A payment row: the first year, paid when a PayPal subscription starts, or a yearly renewal. */
export const PAYMENT_KINDS = ['activation', 'renewal'] as const;

/** "7-day", as in "your 7-day free trial". */
export const TRIAL_LENGTH = `${TRIAL_DAYS}-day`;
/** "$3": the price in short, as the marketing copy says it (whole dollars, no cents). */
export const PRICE_SHORT = `$${PRICE_USD.replace(/\.00$/, '')}`;
