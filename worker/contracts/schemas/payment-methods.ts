// Saved-card schemas (docs/api.md#payment-methods, docs/product.md#validation): the browser's form, which
// checks the full number and the CVV, and the API body, which never holds them.
import * as z from 'zod/mini';
import {
  CARD_BRANDS,
  CARD_MSG,
  CARD_NUMBER_MAX,
  CARD_NUMBER_MIN,
  CARDHOLDER_NAME_MAX,
  CARDHOLDER_NAME_MIN,
  CVV_MAX,
  CVV_MIN,
  isExpired,
  luhnValid,
  YEAR_MAX,
  YEAR_MIN,
} from '../payment-methods';
import { cleanText } from './fields';

const cardholderName = z
  .string({ error: CARD_MSG.cardholderName })
  .check(
    z.trim(),
    z.minLength(CARDHOLDER_NAME_MIN, CARD_MSG.cardholderName),
    z.maxLength(CARDHOLDER_NAME_MAX, CARD_MSG.cardholderNameMax),
    cleanText(CARD_MSG.cardholderNameChars),
  );

/** The add-card form in the browser (docs/product.md#validation). Inputs strip non-digits before this runs. */
export const cardForm = z
  .object({
    cardholderName,
    cardNumber: z
      .string({ error: CARD_MSG.cardNumberLength })
      .check(
        z.regex(/^\d*$/, CARD_MSG.cardNumberDigits),
        z.minLength(CARD_NUMBER_MIN, CARD_MSG.cardNumberLength),
        z.maxLength(CARD_NUMBER_MAX, CARD_MSG.cardNumberLength),
        z.refine(luhnValid, CARD_MSG.cardNumberLuhn),
      ),
    expiryMonth: z.string({ error: CARD_MSG.monthRequired }).check(
      z.minLength(1, CARD_MSG.monthRequired),
      z.regex(/^\d{1,2}$/, CARD_MSG.monthDigits),
      z.refine((m) => Number(m) >= 1 && Number(m) <= 12, CARD_MSG.monthRange),
    ),
    expiryYear: z.string({ error: CARD_MSG.yearDigits }).check(
      z.regex(/^\d{4}$/, CARD_MSG.yearDigits),
      z.refine(
        (y) => Number(y) >= YEAR_MIN && Number(y) <= YEAR_MAX && Number(y) >= new Date().getUTCFullYear(),
        CARD_MSG.yearFuture,
      ),
    ),
    cvv: z
      .string({ error: CARD_MSG.cvvLength })
      .check(
        z.regex(/^\d*$/, CARD_MSG.cvvDigits),
        z.minLength(CVV_MIN, CARD_MSG.cvvLength),
        z.maxLength(CVV_MAX, CARD_MSG.cvvLength),
      ),
    isDefault: z._default(z.boolean(), true),
  })
  .check(
    z.refine((f) => !isExpired(Number(f.expiryMonth), Number(f.expiryYear)), {
      path: ['expiryMonth'],
      message: CARD_MSG.expired,
    }),
  );
export type CardForm = z.input<typeof cardForm>;
export type CardFormOutput = z.output<typeof cardForm>;

/** POST /api/payment-methods. The route also refuses any body holding 13+ consecutive digits. */
export const addCardBody = z.object({
  cardholderName,
  cardMasked: z
    .string({ error: CARD_MSG.masked })
    .check(z.trim(), z.regex(/^\*{4} \*{4} \*{4} \d{4}$/, CARD_MSG.masked)),
  cardExpiry: z.string({ error: CARD_MSG.expiryFormat }).check(
    z.trim(),
    z.regex(/^(0[1-9]|1[0-2])\/\d{4}$/, CARD_MSG.expiryFormat),
    z.refine((e) => {
      const y = Number(e.slice(3));
      return y >= YEAR_MIN && y <= YEAR_MAX;
    }, CARD_MSG.yearFuture),
    z.refine((e) => !isExpired(Number(e.slice(0, 2)), Number(e.slice(3))), CARD_MSG.expired),
  ),
  isDefault: z._default(z.boolean({ error: 'isDefault must be true or false' }), true),
  brand: z.optional(
    z.string().check(
      z.trim(),
      z.toLowerCase(),
      z.refine((b) => b === '' || (CARD_BRANDS as readonly string[]).includes(b), CARD_MSG.brand),
    ),
  ),
});
export type AddCardBody = z.input<typeof addCardBody>;
