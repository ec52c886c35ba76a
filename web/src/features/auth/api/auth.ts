// The auth feature's calls (docs/api.md#accounts). Login and register answer the user, which replaces the
// current one (docs/product.md#states).
import type { LoginBody } from '@contracts';
import { call, client } from '../../../lib/api-client';
import { setSessionUser } from '../../../lib/session';

export async function login(body: LoginBody) {
  const user = await call(client.login.$post({ json: body }));
  await setSessionUser(user);
  return user;
}

/** Confirm password and terms stay in the form (docs/product.md#validation). */
export async function register(body: { username: string; password: string }) {
  const user = await call(client.register.$post({ json: body }));
  await setSessionUser(user);
  return user;
}

export const requestPasswordReset = (username: string) => call(client['forgot-password'].$post({ json: { username } }));

export const resetPassword = (token: string, password: string) =>
  call(client['reset-password'].$post({ json: { token, password } }));
