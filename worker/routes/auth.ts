// Accounts and sessions (docs/api.md#accounts, docs/decisions.md#sessions, "Reset tokens", "Abuse limits").
import { and, eq, gt, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { describe } from '../lib/describe';
import { passwordResetTokens, users } from '../../schema';
import { clearSessionCookie, readSessionCookie, writeSessionCookie } from '../auth/cookies';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../auth/password';
import { createResetToken, hashResetToken, RESET_TOKEN_TTL_MS } from '../auth/reset-token';
import { passwordPepper } from '../auth/secrets';
import { signSession, verifySession } from '../auth/session-token';
import { forgotPasswordBody, loginBody, registerBody, resetPasswordBody } from '../contracts/schemas/auth';
import type { AppEnv } from '../env';
import { badRequest, conflict, unauthorized } from '../lib/errors';
import { clientIp, hit, LIMITS } from '../lib/rate-limit';
import { iso } from '../lib/time';
import { validate } from '../lib/validate';
import { passwordChangedMail, passwordResetMail } from '../mail/account-mails';
import { queueMail } from '../mail/outbox';
import { deliverSoon } from '../delivery';
import { requireUser } from '../middleware/session';
import { toUserView } from '../subscription/status';

const T = 'Accounts';
const FORGOT_MESSAGE = 'If an account exists for that e-mail address, we have sent instructions to reset the password.';

export const authRoutes = new Hono<AppEnv>()
  .post(
    '/register',
    describe(T, 'Create an account and sign in', { 201: 'The user; the session cookie is set.' }),
    validate('json', registerBody),
    async (c) => {
      const { username, password } = c.req.valid('json');
      await hit(c, `register:ip:${clientIp(c)}`, LIMITS.registerPerIp);
      await hit(c, `register:acct:${username}`, LIMITS.registerPerAccount);
      const passwordHash = await hashPassword(password, passwordPepper(c.env));
      // The unique index decides a race between two sign-ups with one address.
      const inserted = await c.var.db
        .insert(users)
        .values({ username, email: username, passwordHash })
        .onConflictDoNothing({ target: users.username })
        .returning();
      const user = inserted[0];
      if (!user) throw conflict('An account with this e-mail address already exists.');
      writeSessionCookie(c, await signSession(c.env, user.id, user.tokenVersion, false), false);
      return c.json(toUserView(user, c.env), 201);
    },
  )

  .post(
    '/login',
    describe(T, 'Sign in', { 200: 'The user; the session cookie is set (30 days with rememberMe).' }),
    validate('json', loginBody),
    async (c) => {
      const { username, password, rememberMe = false } = c.req.valid('json');
      await hit(c, `login:ip:${clientIp(c)}`, LIMITS.loginPerIp);
      await hit(c, `login:acct:${username}`, LIMITS.loginPerAccount);
      const pepper = passwordPepper(c.env);
      const user = await c.var.db.query.users.findFirst({ where: eq(users.username, username) });
      // Same work and same answer for an unknown user and a wrong password.
      const ok = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash(pepper)), pepper);
      if (!user || !ok) throw unauthorized('Invalid email or password.');
      writeSessionCookie(c, await signSession(c.env, user.id, user.tokenVersion, rememberMe), rememberMe);
      return c.json(toUserView(user, c.env));
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
      const claims = token ? await verifySession(c.env, token) : null;
      if (claims) {
        await c.var.db
          .update(users)
          .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
          .where(and(eq(users.id, claims.userId), eq(users.tokenVersion, claims.tokenVersion)));
      }
      clearSessionCookie(c);
      return c.body(null, 204);
    },
  )

  .get('/user', describe(T, 'The signed-in user', { 200: 'The user.' }), requireUser, (c) =>
    c.json(toUserView(c.var.user, c.env)),
  )

  .post(
    '/forgot-password',
    describe(T, 'Ask for a password reset link by e-mail', {
      200: '`{message}`, the same for known and unknown addresses.',
    }),
    validate('json', forgotPasswordBody),
    async (c) => {
      const { username } = c.req.valid('json');
      await hit(c, `forgot:ip:${clientIp(c)}`, LIMITS.forgotPerIp);
      await hit(c, `forgot:acct:${username}`, LIMITS.forgotPerAccount);
      const user = await c.var.db.query.users.findFirst({ where: eq(users.username, username) });
      // The token is made either way so both answers cost about the same; only a known account stores it.
      const { token, tokenHash } = await createResetToken();
      if (user) {
        const link = `${c.env.APP_ORIGIN.replace(/\/$/, '')}/reset-password?token=${encodeURIComponent(token)}`;
        await c.var.db.batch([
          c.var.db
            .insert(passwordResetTokens)
            .values({ tokenHash, userId: user.id, expiresAt: iso(Date.now() + RESET_TOKEN_TTL_MS) }),
          queueMail(c.var.db, passwordResetMail(user.email, link)),
        ]);
        deliverSoon(c);
      }
      return c.json({ message: FORGOT_MESSAGE });
    },
  )

  .post(
    '/reset-password',
    describe(T, 'Set a new password with a reset token', { 200: '`{message}`; every session of the user ends.' }),
    validate('json', resetPasswordBody),
    async (c) => {
      const { token, password } = c.req.valid('json');
      const db = c.var.db;
      const tokenHash = await hashResetToken(token);
      const now = iso(Date.now());
      const found = await db
        .select({ userId: passwordResetTokens.userId, email: users.email })
        .from(passwordResetTokens)
        .innerJoin(users, eq(users.id, passwordResetTokens.userId))
        .where(and(eq(passwordResetTokens.tokenHash, tokenHash), gt(passwordResetTokens.expiresAt, now)));
      const target = found[0];
      const invalid = () => badRequest('The reset link may be expired or invalid. Please request a new one.');
      if (!target) throw invalid();
      const passwordHash = await hashPassword(password, passwordPepper(c.env));

      // One batch is one transaction. Every write is guarded by "the token is still valid", so of two
      // concurrent uses of one token exactly one changes the password; the winner also consumes the token
      // and drops the user's other reset tokens, ending every older session with the token version. The
      // "password changed" mail is in the same batch, so it exists exactly when the change does.
      const stillValid = sql`EXISTS (SELECT 1 FROM password_reset_tokens
      WHERE token_hash = ${tokenHash} AND user_id = ${target.userId} AND expires_at > ${now})`;
      const [, , consumed] = await db.batch([
        db
          .update(users)
          .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
          .where(and(eq(users.id, target.userId), stillValid)),
        queueMail(db, passwordChangedMail(target.email), { onlyIf: stillValid }),
        db
          .delete(passwordResetTokens)
          .where(and(eq(passwordResetTokens.userId, target.userId), stillValid))
          .returning({ tokenHash: passwordResetTokens.tokenHash }),
      ]);
      if (!consumed.some((t) => t.tokenHash === tokenHash)) throw invalid();
      deliverSoon(c);
      return c.json({ message: 'Your password has been reset. You can now log in.' });
    },
  );
