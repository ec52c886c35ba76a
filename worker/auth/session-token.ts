// The session JWT: HS256 pinned, exp/iat/sub required, kid so the secret can be rotated
// (JWT_SECRET signs; JWT_SECRET_PREVIOUS still verifies), and the user's token version.
import { SignJWT, jwtVerify } from 'jose';
import type { Config } from '../config';
import { jwtSecret } from './secrets';

export const REMEMBER_ME_SECONDS = 30 * 24 * 60 * 60;
/** A browser-session token lives a day and is renewed while the user is active. */
export const SESSION_SECONDS = 24 * 60 * 60;
export const RENEW_AFTER_SECONDS = 60 * 60;

export interface SessionClaims {
  userId: number;
  tokenVersion: number;
  rememberMe: boolean;
  issuedAt: number;
}

const enc = new TextEncoder();

async function keyId(secret: string) {
  const digest = await crypto.subtle.digest('SHA-256', enc.encode(secret));
  return 'k' + [...new Uint8Array(digest).slice(0, 4)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export async function signSession(config: Config, userId: number, tokenVersion: number, rememberMe: boolean) {
  const secret = jwtSecret(config);
  return new SignJWT({ tv: tokenVersion, rm: rememberMe })
    .setProtectedHeader({ alg: 'HS256', kid: await keyId(secret), typ: 'JWT' })
    .setSubject(String(userId))
    .setIssuedAt()
    .setExpirationTime(`${rememberMe ? REMEMBER_ME_SECONDS : SESSION_SECONDS}s`)
    .sign(enc.encode(secret));
}

/** Returns the claims of a valid token, or null for anything else (bad alg, tampered, expired, ...). */
export async function verifySession(config: Config, token: string): Promise<SessionClaims | null> {
  const secrets = [jwtSecret(config), config.jwtSecretPrevious].filter((s) => s !== '');
  for (const secret of secrets) {
    try {
      const { payload, protectedHeader } = await jwtVerify(token, enc.encode(secret), {
        algorithms: ['HS256'],
        requiredClaims: ['exp', 'iat', 'sub'],
      });
      if (protectedHeader.kid !== (await keyId(secret))) continue;
      const userId = Number(payload.sub);
      if (!Number.isSafeInteger(userId) || typeof payload.tv !== 'number') return null;
      return { userId, tokenVersion: payload.tv, rememberMe: payload.rm === true, issuedAt: payload.iat! };
    } catch {
      // try the next secret
    }
  }
  return null;
}
