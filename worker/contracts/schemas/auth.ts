// Account schemas (docs/product.md#validation, docs/decisions.md#passwords), used by the API and by the SPA's forms.
import * as z from 'zod/mini';
import { LOGIN_PASSWORD_MAX, MSG, PASSWORD_MAX, PASSWORD_MIN } from '../auth';
import { LANGUAGES } from '../languages';
import { USER_MSG } from '../user';
import { isCommonPassword } from '../common-passwords';
import { cleanText, emailAddress } from './fields';

export const newPassword = z.string({ error: MSG.passwordMin }).check(
  z.minLength(PASSWORD_MIN, MSG.passwordMin),
  z.maxLength(PASSWORD_MAX, MSG.passwordMax),
  cleanText(MSG.passwordChars),
  z.refine((p) => !isCommonPassword(p), MSG.passwordCommon),
);

/** E-mails are compared case-insensitively: the account key is the lower-cased address. */
const accountEmail = (message: string) =>
  z.pipe(
    emailAddress(message),
    z.transform((e) => e.toLowerCase()),
  );

/** One of the six languages (docs/api.md#languages), for the account's mails. */
const accountLanguage = z.enum(LANGUAGES, { error: USER_MSG.language });

export const registerBody = z.object({
  username: accountEmail(MSG.usernameEmail),
  password: newPassword,
  email: z.optional(z.string()),
  /** The language of the page the account was made on (English when left out). */
  language: z.optional(accountLanguage),
});

/** PATCH /api/user: the account's settings the traveller changes (its language). */
export const updateUserBody = z.object({ language: accountLanguage });

export const loginBody = z.object({
  username: accountEmail(MSG.loginEmail),
  password: z
    .string({ error: MSG.passwordRequired })
    .check(z.minLength(1, MSG.passwordRequired), z.maxLength(LOGIN_PASSWORD_MAX, MSG.passwordMax)),
  rememberMe: z.optional(z.boolean()),
});
export type LoginBody = z.input<typeof loginBody>;

export const forgotPasswordBody = z.object({ username: accountEmail(MSG.loginEmail) });

const RESET_LINK_MSG = 'Invalid reset link';
export const resetPasswordBody = z.object({
  token: z.string({ error: RESET_LINK_MSG }).check(z.minLength(1, RESET_LINK_MSG), z.maxLength(200, RESET_LINK_MSG)),
  password: newPassword,
});

// The forms add fields that never reach the server (docs/product.md#validation: confirm password and terms are not sent).
// "Passwords do not match" shows as soon as both password fields hold text, not only once every other
// field is valid (zod skips a refinement after failed fields unless `when` says otherwise).
const bothPasswordsTyped = (payload: { value: unknown }) => {
  const v = payload.value as { password?: unknown; confirmPassword?: unknown } | undefined;
  return typeof v?.password === 'string' && typeof v.confirmPassword === 'string' && v.confirmPassword.length > 0;
};
const passwordsMatch = z.refine<{ password: string; confirmPassword: string }>(
  (v) => v.password === v.confirmPassword,
  {
    path: ['confirmPassword'],
    message: MSG.passwordsMatch,
    when: bothPasswordsTyped,
  },
);

export const registerForm = z
  .extend(z.pick(registerBody, { username: true, password: true }), {
    confirmPassword: z.string().check(z.minLength(1, MSG.confirmRequired)),
    terms: z.literal(true, { error: MSG.terms }),
  })
  .check(passwordsMatch);

export const resetPasswordForm = z
  .object({
    password: newPassword,
    confirmPassword: z.string().check(z.minLength(PASSWORD_MIN, MSG.confirmRequired)),
  })
  .check(passwordsMatch);
