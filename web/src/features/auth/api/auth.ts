// The auth feature's calls (docs/api.md#accounts). Login and register answer the user, which replaces the
// current one (docs/product.md#states).
import { FREE_TRIAL_ORDER_ID, type LoginBody, type User } from '@contracts';
import { call, client } from '../../../lib/api-client';
import { setSessionUser } from '../../../lib/session';
import { currentLanguage } from '../../../i18n/language';

export async function login(body: LoginBody) {
  const user = await call(client.login.$post({ json: body }));
  await setSessionUser(user);
  return user;
}

/**
 * Creates the account, then starts its free trial with the API's own call (POST /api/subscription,
 * `free-trial`): signing up is signing up for the trial (docs/decisions.md#j1). The user becomes the session's
 * once both have answered, so the pages see a subscriber at once. A trial that could not start leaves the
 * account as it is; the trial button on the home page stays for it. Confirm password and terms stay in the form
 * (docs/product.md#validation).
 */
export async function registerWithTrial(body: { username: string; password: string }) {
  // The account's mails go in the language of the page it was made on (docs/api.md#languages).
  const created = await call(client.register.$post({ json: { ...body, language: currentLanguage() } }));
  let user: User = created;
  try {
    user = await call(client.subscription.$post({ json: { orderId: FREE_TRIAL_ORDER_ID } }));
  } catch (err) {
    console.error('The free trial did not start', err);
  }
  await setSessionUser(user);
  return user;
}

export const requestPasswordReset = (username: string) => call(client['forgot-password'].$post({ json: { username } }));

export const resetPassword = (token: string, password: string) =>
  call(client['reset-password'].$post({ json: { token, password } }));
