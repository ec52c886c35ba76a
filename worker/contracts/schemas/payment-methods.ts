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
  expiryProblem,
  fullExpiryYear,
  yearInRange,
  luhnValid,
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
    // Two digits as printed on the card ("28") or four; fullExpiryYear is the API's rule too. A malformed
    // year says so and nothing else.
    expiryYear: z.string({ error: CARD_MSG.yearDigits }).check(
      z.refine((y) => fullExpiryYear(y) !== null, CARD_MSG.yearDigits),
      z.refine((y) => {
        const full = fullExpiryYear(y);
        return full === null || yearInRange(full);
      }, CARD_MSG.yearFuture),
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
    // Only a well-formed month and year can have passed: otherwise their own message is the one shown.
    z.refine((f) => expiryProblem(f.expiryMonth, f.expiryYear) !== CARD_MSG.expired, {
      path: ['expiryMonth'],
      message: CARD_MSG.expired,
    }),
  );
export type CardForm = z.input<typeof cardForm>;
export type CardFormOutput = z.output<typeof cardForm>;

const EXPIRY = /^(0[1-9]|1[0-2])\/(\d{2}|\d{4})$/;

/** POST /api/payment-methods. The route also refuses any body holding 13+ consecutive digits. */
export const addCardBody = z.object({
  cardholderName,
  cardMasked: z
    .string({ error: CARD_MSG.masked })
    .check(z.trim(), z.regex(/^\*{4} \*{4} \*{4} \d{4}$/, CARD_MSG.masked)),
  // MM/YYYY, or MM/YY as printed on a card (stored and answered as MM/YYYY): the form's rule, expiryProblem,
  // gives the one message.
  cardExpiry: z.string({ error: CARD_MSG.expiryFormat }).check(
    z.trim(),
    z.refine((e) => EXPIRY.test(e), CARD_MSG.expiryFormat),
    z.refine((e) => {
      if (!EXPIRY.test(e)) return true;
      const problem = expiryProblem(e.slice(0, 2), e.slice(3));
      return problem !== CARD_MSG.yearFuture;
    }, CARD_MSG.yearFuture),
    z.refine((e) => !EXPIRY.test(e) || expiryProblem(e.slice(0, 2), e.slice(3)) !== CARD_MSG.expired, CARD_MSG.expired),
    z.overwrite((e) => (EXPIRY.test(e) ? `${e.slice(0, 2)}/${fullExpiryYear(e.slice(3))}` : e)),
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
