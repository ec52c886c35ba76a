// Saved cards (API.md "Payment methods", PRODUCT.md point 11, SPEC.md section 5 "Card form").
// The full number and the CVV never leave the browser: the form schema checks them there, and the API
// body carries only the cardholder name, a masked number, the expiry and the brand.
import { z } from 'zod';
import { cleanText } from './common';

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
  yearDigits: 'Year must be 4 digits',
  yearFuture: 'Must be a valid future year',
  expired: 'This card has expired',
  cvvLength: 'CVV must be 3-4 digits',
  cvvDigits: 'CVV must contain only digits',
  masked: 'Card number must be masked as **** **** **** 1234',
  expiryFormat: 'Expiry must be MM/YYYY',
  fullNumber: 'Never send the full card number or the CVV: only the last four digits are stored.',
  brand: 'Unknown card brand',
} as const;

export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'diners', 'jcb', 'unionpay', 'maestro', 'other'] as const;
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

const cardholderName = z
  .string({ error: CARD_MSG.cardholderName })
  .trim()
  .min(3, CARD_MSG.cardholderName)
  .max(100, CARD_MSG.cardholderNameMax)
  .check(cleanText(CARD_MSG.cardholderNameChars));

/** The add-card form in the browser (SPEC.md section 5). Inputs strip non-digits before this runs. */
export const cardForm = z
  .object({
    cardholderName,
    cardNumber: z
      .string({ error: CARD_MSG.cardNumberLength })
      .regex(/^\d*$/, CARD_MSG.cardNumberDigits)
      .min(13, CARD_MSG.cardNumberLength)
      .max(19, CARD_MSG.cardNumberLength)
      .refine(luhnValid, CARD_MSG.cardNumberLuhn),
    expiryMonth: z
      .string({ error: CARD_MSG.monthRequired })
      .min(1, CARD_MSG.monthRequired)
      .regex(/^\d{1,2}$/, CARD_MSG.monthDigits)
      .refine((m) => Number(m) >= 1 && Number(m) <= 12, CARD_MSG.monthRange),
    expiryYear: z
      .string({ error: CARD_MSG.yearDigits })
      .regex(/^\d{4}$/, CARD_MSG.yearDigits)
      .refine((y) => Number(y) >= YEAR_MIN && Number(y) <= YEAR_MAX && Number(y) >= new Date().getUTCFullYear(), CARD_MSG.yearFuture),
    cvv: z.string({ error: CARD_MSG.cvvLength }).regex(/^\d*$/, CARD_MSG.cvvDigits).min(3, CARD_MSG.cvvLength).max(4, CARD_MSG.cvvLength),
    isDefault: z.boolean().default(true),
  })
  .refine((f) => !isExpired(Number(f.expiryMonth), Number(f.expiryYear)), { path: ['expiryMonth'], message: CARD_MSG.expired });
export type CardForm = z.input<typeof cardForm>;

/** What the browser sends: built from the form, without the number and the CVV. */
export function toAddCardBody(form: z.output<typeof cardForm>): AddCardBody {
  return {
    cardholderName: form.cardholderName,
    cardMasked: `**** **** **** ${form.cardNumber.slice(-4)}`,
    cardExpiry: `${form.expiryMonth.padStart(2, '0')}/${form.expiryYear}`,
    isDefault: form.isDefault,
    brand: detectBrand(form.cardNumber),
  };
}

/** POST /api/payment-methods. The route also refuses any body holding 13+ consecutive digits. */
export const addCardBody = z
  .object({
    cardholderName,
    cardMasked: z.string({ error: CARD_MSG.masked }).trim().regex(/^\*{4} \*{4} \*{4} \d{4}$/, CARD_MSG.masked),
    cardExpiry: z
      .string({ error: CARD_MSG.expiryFormat })
      .trim()
      .regex(/^(0[1-9]|1[0-2])\/\d{4}$/, CARD_MSG.expiryFormat)
      .refine((e) => {
        const y = Number(e.slice(3));
        return y >= YEAR_MIN && y <= YEAR_MAX;
      }, CARD_MSG.yearFuture)
      .refine((e) => !isExpired(Number(e.slice(0, 2)), Number(e.slice(3))), CARD_MSG.expired),
    isDefault: z.boolean({ error: 'isDefault must be true or false' }).default(true),
    brand: z
      .string()
      .trim()
      .toLowerCase()
      .refine((b) => b === '' || (CARD_BRANDS as readonly string[]).includes(b), CARD_MSG.brand)
      .optional(),
  });
export type AddCardBody = z.input<typeof addCardBody>;

/** 13 or more digits in a row, also when written with spaces, dots or hyphens between them. */
export function holdsCardNumber(text: string) {
  return /\d{13,}/.test(text) || /\d{13,}/.test(text.replace(/[\s.\-_/]/g, ''));
}
