// Accounts and sessions (docs/api.md#accounts, docs/decisions.md#sessions, "Reset tokens", "Abuse limits"). The
// rows are written by auth/accounts.ts; here the limits, the password hashing and the session cookie.
import { Hono } from 'hono';
import { createAccount, endSessions, findAccount, resetPassword, setLanguage, storeResetToken } from '../auth/accounts';
import { clearSessionCookie, readSessionCookie, writeSessionCookie } from '../auth/cookies';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../auth/password';
import { createResetToken, hashResetToken } from '../auth/reset-token';
import { passwordPepper } from '../auth/secrets';
import { signSession, verifySession } from '../auth/session-token';
import {
  forgotPasswordBody,
  loginBody,
  registerBody,
  resetPasswordBody,
  updateUserBody,
} from '../contracts/schemas/auth';
import { deliverSoon } from '../delivery';
import type { AppEnv } from '../env';
import { describe } from '../lib/describe';
import { unauthorized } from '../lib/errors';
import { forRequest } from '../lib/language';
import { addressTag, clientIp, hit, LIMITS } from '../lib/rate-limit';
import { validate } from '../lib/validate';
import { requireUser } from '../middleware/session';
import { toUserView } from '../subscription/status';

const T = 'Accounts';
const FORGOT_MESSAGE = 'If an account exists for that e-mail address, we have sent instructions to reset the password.';

export const authRoutes = new Hono<AppEnv>()
  .post(
    '/register',
    describe(
      T,
      'Create an account and sign in',
      { 201: ['The user; the session cookie is set.', 'User'] },
      {
        409: 'The address already has an account.',
        429: 'Too many sign-ups from this address or network (Retry-After).',
      },
    ),
    validate('json', registerBody),
    async (c) => {
      const { username, password, language } = c.req.valid('json');
      await hit(c, `register:ip:${clientIp(c)}`, LIMITS.registerPerIp);
      const pepper = passwordPepper(c.var.config);
      await hit(c, `register:acct:${await addressTag(pepper, username)}`, LIMITS.registerPerAccount);
      const user = await createAccount(c.var.db, username, await hashPassword(password, pepper), language);
      writeSessionCookie(c, await signSession(c.var.config, user.id, user.tokenVersion, false), false);
      return c.json(toUserView(user, c.var.config), 201);
    },
  )

  .post(
    '/login',
    describe(
      T,
      'Sign in',
      { 200: ['The user; the session cookie is set (30 days with rememberMe).', 'User'] },
      { 401: 'The address or password is wrong.', 429: 'Too many attempts (Retry-After).' },
    ),
    validate('json', loginBody),
    async (c) => {
      const { username, password, rememberMe = false } = c.req.valid('json');
      await hit(c, `login:ip:${clientIp(c)}`, LIMITS.loginPerIp);
      const pepper = passwordPepper(c.var.config);
      await hit(c, `login:acct:${await addressTag(pepper, username)}`, LIMITS.loginPerAccount);
      const user = await findAccount(c.var.db, username);
      // Same work and same answer for an unknown user and a wrong password.
      const ok = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash(pepper)), pepper);
      if (!user || !ok) throw unauthorized('Invalid email or password.');
      writeSessionCookie(c, await signSession(c.var.config, user.id, user.tokenVersion, rememberMe), rememberMe);
      return c.json(toUserView(user, c.var.config));
    },
  )

  .post(
    '/logout',
    describe(T, 'Sign out everywhere the session cookie was copied', {
      204: 'The cookie is cleared; the old one stops working.',
    }),
    async (c) => {
      // Ends the session server-side too: the token version moves on, so a copied cookie stops working.
      const token = readSessionCookie(c);
      const claims = token ? await verifySession(c.var.config, token) : null;
      if (claims) await endSessions(c.var.db, claims.userId, claims.tokenVersion);
      clearSessionCookie(c);
      return c.body(null, 204);
    },
  )

  .get('/user', describe(T, 'The signed-in user', { 200: ['The user.', 'User'] }), requireUser, (c) =>
    c.json(toUserView(c.var.user, c.var.config)),
  )

  .patch(
    '/user',
    describe(T, "Change the account's language (the language of its mails)", { 200: ['The user.', 'User'] }),
    requireUser,
    validate('json', updateUserBody),
    async (c) => {
      const { language } = c.req.valid('json');
      return c.json(toUserView(await setLanguage(c.var.db, c.var.user.id, language), c.var.config));
    },
  )

  .post(
    '/forgot-password',
    describe(
      T,
      'Ask for a password reset link by e-mail',
      {
        200: ['`{message}`, the same for known and unknown addresses.', 'MessageAnswer'],
      },
      { 429: 'Too many requests for this address or network (Retry-After).' },
    ),
    validate('json', forgotPasswordBody),
    async (c) => {
      const { username } = c.req.valid('json');
      await hit(c, `forgot:ip:${clientIp(c)}`, LIMITS.forgotPerIp);
      await hit(c, `forgot:acct:${await addressTag(passwordPepper(c.var.config), username)}`, LIMITS.forgotPerAccount);
      const user = await findAccount(c.var.db, username);
      // The token is made either way so both answers cost about the same; only a known account stores it.
      const { token, tokenHash } = await createResetToken();
      if (user) {
        const link = `${c.var.config.appOrigin}/reset-password?token=${encodeURIComponent(token)}`;
        await storeResetToken(c.var.db, user, tokenHash, link);
        deliverSoon(c);
      }
      return c.json({ message: forRequest(c, FORGOT_MESSAGE) });
    },
  )

  .post(
    '/reset-password',
    describe(
      T,
      'Set a new password with a reset token',
      { 200: ['`{message}`; every session of the user ends.', 'MessageAnswer'] },
      { 400: 'The reset link is invalid or has expired.' },
    ),
    validate('json', resetPasswordBody),
    async (c) => {
      const { token, password } = c.req.valid('json');
      await resetPassword(c.var.db, await hashResetToken(token), () =>
        hashPassword(password, passwordPepper(c.var.config)),
      );
      deliverSoon(c);
      return c.json({ message: forRequest(c, 'Your password has been reset. You can now log in.') });
    },
  );
