// Account rules (docs/product.md#validation, docs/decisions.md#passwords): the limits and messages the API and the SPA's
// forms share. The schemas that apply them are in schemas/auth.ts.

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
/** A login checks a password against the stored hash only; longer input is refused before hashing. */
export const LOGIN_PASSWORD_MAX = 1024;

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
