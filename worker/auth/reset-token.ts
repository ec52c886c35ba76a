// Reset tokens: 32 random bytes, base64url; only SHA-256(token) is stored (docs/decisions.md#security-and-reliability).
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

const b64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

export async function hashResetToken(token: string) {
  return b64url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token))));
}

export async function createResetToken() {
  const token = b64url(crypto.getRandomValues(new Uint8Array(32)));
  return { token, tokenHash: await hashResetToken(token) };
}
