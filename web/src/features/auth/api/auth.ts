// The auth feature's calls (API.md "Accounts"). Login and register answer the user, which replaces the
// current one (SPEC.md section 4).
import type { LoginBody, User } from '@contracts';
import { api } from '../../../lib/api-client';
import { setSessionUser } from '../../../lib/session';

export async function login(body: LoginBody) {
  const user = await api.post<User>('/api/login', body);
  await setSessionUser(user);
  return user;
}

/** Confirm password and terms stay in the form (SPEC.md section 5). */
export async function register(body: { username: string; password: string }) {
  const user = await api.post<User>('/api/register', body);
  await setSessionUser(user);
  return user;
}

export const requestPasswordReset = (username: string) => api.post<{ message: string }>('/api/forgot-password', { username });

export const resetPassword = (token: string, password: string) =>
  api.post<{ message: string }>('/api/reset-password', { token, password });
