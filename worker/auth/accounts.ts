// Accounts in D1 (docs/api.md#accounts, docs/decisions.md#sessions, "Reset tokens"): creating one, finding one by
// its address, ending its sessions, and the reset-token writes. The routes hash passwords and set cookies.
import { and, eq, gt, sql } from 'drizzle-orm';
import { passwordResetTokens, users, type UserRow } from '../../schema';
import { DEFAULT_LANGUAGE, type Language } from '../contracts/languages';
import type { Db } from '../db';
import { badRequest, conflict } from '../lib/errors';
import { iso } from '../lib/time';
import { passwordChangedMail, passwordResetMail } from '../mail/account-mails';
import { queueMail } from '../mail/outbox';
import { RESET_TOKEN_TTL_MS } from './reset-token';
import { loadLanguageTexts } from '../language-texts-module';

/** A new account; 409 when the address is taken (the unique index decides a race between two sign-ups). */
export async function createAccount(
  db: Db,
  username: string,
  passwordHash: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<UserRow> {
  const [user] = await db
    .insert(users)
    .values({ username, email: username, passwordHash, language })
    .onConflictDoNothing({ target: users.username })
    .returning();
  if (!user) throw conflict('An account with this e-mail address already exists.');
  return user;
}

export const findAccount = (db: Db, username: string) =>
  db.query.users.findFirst({ where: eq(users.username, username) });

/** Moves the token version on (when it is still the session's), so every cookie of that version stops working. */
export async function endSessions(db: Db, userId: number, tokenVersion: number) {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(and(eq(users.id, userId), eq(users.tokenVersion, tokenVersion)));
}

/** Sets the language of the account's mails; the account as it now is. */
export async function setLanguage(db: Db, userId: number, language: Language): Promise<UserRow> {
  const [user] = await db.update(users).set({ language }).where(eq(users.id, userId)).returning();
  return user!;
}

/** Stores a reset token's hash and queues the mail with its link, in one batch. */
export async function storeResetToken(db: Db, user: UserRow, tokenHash: string, link: string) {
  await loadLanguageTexts(user.language);
  await db.batch([
    db
      .insert(passwordResetTokens)
      .values({ tokenHash, userId: user.id, expiresAt: iso(Date.now() + RESET_TOKEN_TTL_MS) }),
    queueMail(db, passwordResetMail(user.email, link, user.language)),
  ]);
}

/**
 * Sets a new password with a live reset token; 400 when the token is unknown, expired or already used.
 * `hash` makes the password hash only once the token is known to exist.
 */
export async function resetPassword(db: Db, tokenHash: string, hash: () => Promise<string>) {
  const now = iso(Date.now());
  const [target] = await db
    .select({ userId: passwordResetTokens.userId, email: users.email, language: users.language })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), gt(passwordResetTokens.expiresAt, now)));
  const invalid = () => badRequest('The reset link may be expired or invalid. Please request a new one.');
  if (!target) throw invalid();
  const passwordHash = await hash();

  // One batch is one transaction. Every write is guarded by "the token is still valid", so of two
  // concurrent uses of one token exactly one changes the password; the winner also consumes the token
  // and drops the user's other reset tokens, ending every older session with the token version. The
  // "password changed" mail is in the same batch, so it exists exactly when the change does.
  const stillValid = sql`EXISTS (SELECT 1 FROM password_reset_tokens
      WHERE token_hash = ${tokenHash} AND user_id = ${target.userId} AND expires_at > ${now})`;
  await loadLanguageTexts(target.language);
  const [, , consumed] = await db.batch([
    db
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(and(eq(users.id, target.userId), stillValid)),
    queueMail(db, passwordChangedMail(target.email, target.language), { onlyIf: stillValid }),
    db
      .delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, target.userId), stillValid))
      .returning({ tokenHash: passwordResetTokens.tokenHash }),
  ]);
  if (!consumed.some((t) => t.tokenHash === tokenHash)) throw invalid();
}
