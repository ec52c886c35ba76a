// PBKDF2-HMAC-SHA-256 through WebCrypto, peppered with an HMAC so a stolen database alone is not enough
// (docs/decisions.md#security-and-reliability). Stored as pbkdf2-sha256$iterations$salt$hash so the cost can be raised later.
const enc = new TextEncoder();

/** Deployed Workers refuse more than 100,000 PBKDF2 iterations (docs/toolchain.md). */
export const PBKDF2_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BYTES = 32;

const b64 = (bytes: ArrayBuffer | Uint8Array) => btoa(String.fromCharCode(...new Uint8Array(bytes)));
const unb64 = (s: string) => Uint8Array.from(atob(s), (ch) => ch.charCodeAt(0));

async function pepper(password: string, pepperSecret: string) {
  const key = await crypto.subtle.importKey('raw', enc.encode(pepperSecret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  return crypto.subtle.sign('HMAC', key, enc.encode(password));
}

async function derive(password: string, pepperSecret: string, salt: Uint8Array, iterations: number) {
  const base = await crypto.subtle.importKey('raw', await pepper(password, pepperSecret), 'PBKDF2', false, [
    'deriveBits',
  ]);
  return crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, base, HASH_BYTES * 8);
}

export async function hashPassword(password: string, pepperSecret: string) {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, pepperSecret, salt, PBKDF2_ITERATIONS);
  return `pbkdf2-sha256$${PBKDF2_ITERATIONS}$${b64(salt)}$${b64(hash)}`;
}

export async function verifyPassword(password: string, stored: string, pepperSecret: string) {
  const [scheme, iter, saltB64, hashB64] = stored.split('$');
  const iterations = Number(iter);
  if (scheme !== 'pbkdf2-sha256' || !saltB64 || !hashB64 || !(iterations > 0 && iterations <= PBKDF2_ITERATIONS))
    return false;
  const expected = unb64(hashB64);
  const actual = new Uint8Array(await derive(password, pepperSecret, unb64(saltB64), iterations));
  return actual.byteLength === expected.byteLength && crypto.subtle.timingSafeEqual(actual, expected);
}

/** A hash to verify against when the account does not exist, so both answers take as long. */
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = (pepperSecret: string) =>
  (dummyHash ??= hashPassword('not-a-real-password', pepperSecret));
