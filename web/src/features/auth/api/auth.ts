// The auth feature's calls (API.md "Accounts"). Login and register answer the user, which replaces the
// current one (SPEC.md section 4).
import type { LoginBody } from '@contracts';
import { call, client } from '../../../lib/api-client';
import { setSessionUser } from '../../../lib/session';

export async function login(body: LoginBody) {
  const user = await call(client.login.$post({ json: body }));
  await setSessionUser(user);
  return user;
}

/** Confirm password and terms stay in the form (SPEC.md section 5). */
export async function register(body: { username: string; password: string }) {
  const user = await call(client.register.$post({ json: body }));
  await setSessionUser(user);
  return user;
}

export const requestPasswordReset = (username: string) => call(client['forgot-password'].$post({ json: { username } }));

export const resetPassword = (token: string, password: string) => call(client['reset-password'].$post({ json: { token, password } }));
