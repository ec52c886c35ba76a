// Saved cards (docs/api.md#payment-methods, docs/decisions.md#p11, docs/product.md#validation).
// The full number and the CVV never leave the browser: the form schema checks them there, and the API
// body carries only the cardholder name, a masked number, the expiry and the brand. The schemas are in
// schemas/payment-methods.ts.
import type { AddCardBody, CardFormOutput } from './schemas/payment-methods';

export const CARD_MSG = {
  cardholderName: 'Cardholder name is required',
  cardholderNameMax: 'Cardholder name must be at most 100 characters',
  cardholderNameChars: 'Cardholder name must not contain control or text-direction characters',
  cardNumberLength: 'Card number must be between 13-19 digits',
  cardNumberDigits: 'Card number must contain only digits',
  cardNumberLuhn: 'Card number is not valid',
  monthRequired: 'Month is required',
  monthDigits: 'Month should be 1-2 digits',
  monthRange: 'Month must be between 1-12',
  yearDigits: 'Year must be 2 or 4 digits',
  yearFuture: 'Must be a valid future year',
  expired: 'This card has expired',
  cvvLength: 'CVV must be 3-4 digits',
  cvvDigits: 'CVV must contain only digits',
  masked: 'Card number must be masked as **** **** **** 1234',
  expiryFormat: 'Expiry must be MM/YYYY or MM/YY',
  fullNumber: 'Never send the full card number or the CVV: only the last four digits are stored.',
  brand: 'Unknown card brand',
} as const;

export const CARD_BRANDS = [
  'visa',
  'mastercard',
  'amex',
  'discover',
  'diners',
  'jcb',
  'unionpay',
  'maestro',
  'other',
] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** A saved card as the API answers it. */
export interface Card {
  id: number;
  cardholderName: string;
  cardMasked: string; // **** **** **** 1234
  cardExpiry: string; // MM/YYYY
  brand: string;
  isDefault: boolean;
}

export interface HasPaymentMethod {
  hasPaymentMethod: boolean;
}

export const YEAR_MIN = 2020;
export const YEAR_MAX = 2099;
export const CARDHOLDER_NAME_MIN = 3;
export const CARDHOLDER_NAME_MAX = 100;
export const CARD_NUMBER_MIN = 13;
export const CARD_NUMBER_MAX = 19;
export const CVV_MIN = 3;
export const CVV_MAX = 4;

/**
 * The expiry year as typed or printed: four digits, or the card's two ("28" is 2028). The form and the API
 * read a year through this one rule; null for anything else.
 */
export function fullExpiryYear(year: string): number | null {
  if (/^\d{4}$/.test(year)) return Number(year);
  if (/^\d{2}$/.test(year)) return 2000 + Number(year);
  return null;
}

/** A year a card may carry at all: YEAR_MIN..YEAR_MAX. A past one within it is an expired card, said as such. */
export const yearInRange = (year: number) => year >= YEAR_MIN && year <= YEAR_MAX;

/**
 * The one message an expiry deserves, or null when it is valid: the month's own fault first, then the year's,
 * and "expired" only for a well-formed date that has passed (so "07/28" is never both expired and malformed).
 */
export function expiryProblem(month: string, year: string, now = new Date()): string | null {
  if (month === '') return CARD_MSG.monthRequired;
  if (!/^\d{1,2}$/.test(month)) return CARD_MSG.monthDigits;
  const m = Number(month);
  if (m < 1 || m > 12) return CARD_MSG.monthRange;
  const y = fullExpiryYear(year);
  if (y === null) return CARD_MSG.yearDigits;
  if (!yearInRange(y)) return CARD_MSG.yearFuture;
  return isExpired(m, y, now) ? CARD_MSG.expired : null;
}

/** True when a card valid through month/year (1-12) has run out at `now` (valid to the month's end). */
export function isExpired(month: number, year: number, now = new Date()) {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth() + 1;
  return year < y || (year === y && month < m);
}

/** Luhn checksum of a digit string. */
export function luhnValid(digits: string) {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** The brand from the leading digits of a card number (IIN ranges). */
export function detectBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  if (/^3(0[0-5]|[689])/.test(digits)) return 'diners';
  if (/^35(2[89]|[3-8])/.test(digits)) return 'jcb';
  if (/^62/.test(digits)) return 'unionpay';
  if (/^(5018|5020|5038|6304|6759|676[1-3])/.test(digits)) return 'maestro';
  return 'other';
}

/** What the browser sends: built from the form, without the number and the CVV. */
export function toAddCardBody(form: CardFormOutput): AddCardBody {
  return {
    cardholderName: form.cardholderName,
    cardMasked: `**** **** **** ${form.cardNumber.slice(-4)}`,
    cardExpiry: `${form.expiryMonth.padStart(2, '0')}/${fullExpiryYear(form.expiryYear)}`,
    isDefault: form.isDefault,
    brand: detectBrand(form.cardNumber),
  };
}

/** 13 or more digits in a row, also when written with spaces, dots or hyphens between them. */
export function holdsCardNumber(text: string) {
  return /\d{13,}/.test(text) || /\d{13,}/.test(text.replace(/[\s.\-_/]/g, ''));
}
