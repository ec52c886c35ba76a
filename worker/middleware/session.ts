// Reads the session cookie, checks the JWT and compares its token version with D1 on every request,
// so logout, a password reset, a suspension or a role change ends older sessions at once.
import { eq, sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { users } from '../../schema';
import { primaryDb } from '../db';
import { DIRECTORY_VERSION } from '../directory/version';
import { clearSessionCookie, hasSignedInCookie, readSessionCookie, writeSessionCookie } from '../auth/cookies';
import { RENEW_AFTER_SECONDS, signSession, verifySession } from '../auth/session-token';
import type { AppEnv } from '../env';
import { recordMiddleware } from '../lib/route-docs';
import { forbidden, unauthorized } from '../lib/errors';
import { hasAccess, isActiveAdmin } from '../subscription/status';

export const SUSPENDED_MESSAGE = 'This account is suspended. Please contact support.';

/**
 * The session check; `withDirectoryVersion` also reads the directory's version in the same statement (a
 * scalar subquery, directory/version.ts), so the directory's cached answers cost no D1 round trip of their
 * own: D1 runs one statement at a time per database, and each round trip is time every request waits for.
 */
const sessionCheck = (withDirectoryVersion: boolean) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const token = readSessionCookie(c);
    const claims = token ? await verifySession(c.var.config, token) : null;
    // On the primary, never a replica that may not have seen a logout yet (middleware/d1-session.ts).
    const [found] = claims
      ? await primaryDb(c.env.DB)
          .select({ user: users, directoryVersion: withDirectoryVersion ? DIRECTORY_VERSION : sql<null>`NULL` })
          .from(users)
          .where(eq(users.id, claims.userId))
          .limit(1)
      : [];
    const user = found?.user;
    if (!claims || !user || user.tokenVersion !== claims.tokenVersion) {
      // A stale companion cookie goes too, so the SPA stops asking for a user that is not there.
      if (token || hasSignedInCookie(c)) clearSessionCookie(c);
      throw unauthorized();
    }
    c.set('user', user);
    if (found.directoryVersion !== null) c.set('directoryVersion', found.directoryVersion);
    // Sliding renewal: an active user keeps a fresh token without signing in again.
    if (Date.now() / 1000 - claims.issuedAt > RENEW_AFTER_SECONDS) {
      writeSessionCookie(
        c,
        await signSession(c.var.config, user.id, user.tokenVersion, claims.rememberMe),
        claims.rememberMe,
      );
    }
    await next();
  });

export const requireUser = recordMiddleware(sessionCheck(false), {
  access: 'signed in',
  failures: { 401: 'No valid session.' },
});

/** requireUser that also reads the directory's version (c.var.directoryVersion) in the same statement. */
export const requireUserWithDirectoryVersion = recordMiddleware(sessionCheck(true), {
  access: 'signed in',
  failures: { 401: 'No valid session.' },
});

/** Signed in and with access (trial or paid, not expired, not suspended). */
export const requireAccess = recordMiddleware(
  createMiddleware<AppEnv>(async (c, next) => {
    if (c.var.user.suspended) throw forbidden(SUSPENDED_MESSAGE);
    if (!hasAccess(c.var.user)) throw forbidden('An active subscription or free trial is required.');
    await next();
  }),
  { access: 'subscriber', failures: { 403: 'No trial or subscription, or the account is suspended.' } },
);

/**
 * Signed in and not suspended: on the writes a suspended account may not make
 * (docs/architecture.md#suspended-accounts). It keeps reading its own data and may still log out, cancel and delete cards.
 */
export const refuseSuspended = recordMiddleware(
  createMiddleware<AppEnv>(async (c, next) => {
    if (c.var.user.suspended) throw forbidden(SUSPENDED_MESSAGE);
    await next();
  }),
  { failures: { 403: 'The account is suspended.' } },
);

/** The role is read from D1 on this request (requireUser), never from the token; a suspension ends it. */
export const requireAdmin = recordMiddleware(
  createMiddleware<AppEnv>(async (c, next) => {
    if (!isActiveAdmin(c.var.user)) throw forbidden('Administrator access is required.');
    await next();
  }),
  { access: 'admin', failures: { 403: 'Not an administrator.' } },
);
