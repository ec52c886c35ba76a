// Account rules (SPEC.md section 5, SECURITY.md "Passwords"), used by the API and by the SPA's forms.
import { z } from 'zod';
import { cleanText, emailAddress } from './common';
import { isCommonPassword } from './common-passwords';

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;

export const MSG = {
  usernameEmail: 'Username must be a valid email address',
  loginEmail: 'Please enter a valid email address',
  passwordMin: 'Password must be at least 6 characters',
  passwordMax: 'Password must be at most 128 characters',
  passwordCommon: 'This password is too common. Please choose another one.',
  passwordChars: 'Password must not contain control or text-direction characters',
  passwordRequired: 'Password is required',
  confirmRequired: 'Confirm password is required',
  passwordsMatch: 'Passwords do not match',
  terms: 'You must agree to the terms and conditions',
} as const;

export const newPassword = z
  .string({ error: MSG.passwordMin })
  .min(PASSWORD_MIN, MSG.passwordMin)
  .max(PASSWORD_MAX, MSG.passwordMax)
  .check(cleanText(MSG.passwordChars))
  .refine((p) => !isCommonPassword(p), MSG.passwordCommon);

/** E-mails are compared case-insensitively: the account key is the lower-cased address. */
const accountEmail = (message: string) => emailAddress(message).transform((e) => e.toLowerCase());

export const registerBody = z.object({
  username: accountEmail(MSG.usernameEmail),
  password: newPassword,
  email: z.string().optional(),
});
export type RegisterBody = z.input<typeof registerBody>;

export const loginBody = z.object({
  username: accountEmail(MSG.loginEmail),
  password: z.string({ error: MSG.passwordRequired }).min(1, MSG.passwordRequired).max(1024, MSG.passwordMax),
  rememberMe: z.boolean().optional(),
});
export type LoginBody = z.input<typeof loginBody>;

export const forgotPasswordBody = z.object({ username: accountEmail(MSG.loginEmail) });

export const resetPasswordBody = z.object({
  token: z.string({ error: 'Invalid reset link' }).min(1, 'Invalid reset link').max(200, 'Invalid reset link'),
  password: newPassword,
});

// The forms add fields that never reach the server (SPEC.md: confirm password and terms are not sent).
// "Passwords do not match" shows as soon as both password fields hold text, not only once every other
// field is valid (zod skips a refinement after failed fields unless `when` says otherwise).
const bothPasswordsTyped = (payload: { value: unknown }) => {
  const v = payload.value as { password?: unknown; confirmPassword?: unknown } | undefined;
  return typeof v?.password === 'string' && typeof v.confirmPassword === 'string' && v.confirmPassword.length > 0;
};
const passwordsMatch = { path: ['confirmPassword'], message: MSG.passwordsMatch, when: bothPasswordsTyped };

export const registerForm = registerBody
  .pick({ username: true, password: true })
  .extend({
    confirmPassword: z.string().min(1, MSG.confirmRequired),
    terms: z.literal(true, { error: MSG.terms }),
  })
  .refine((v) => v.password === v.confirmPassword, passwordsMatch);

export const resetPasswordForm = z
  .object({
    password: newPassword,
    confirmPassword: z.string().min(PASSWORD_MIN, MSG.confirmRequired),
  })
  .refine((v) => v.password === v.confirmPassword, passwordsMatch);
