// The signed-in user, shared by every feature (SPEC.md section 4 "Auth").
// GET /api/user answering 401 means "signed out": the user is null, not an error.
import type { PublicConfig, User } from '@contracts';
import useSWR, { mutate } from 'swr';
import { ApiError, call, client, getRequest } from './api-client';

const userRequest = getRequest(client.user, {});
const configRequest = getRequest(client.config, {});
const USER_KEY = userRequest.key;
const CONFIG_KEY = configRequest.key;

async function fetchUser(): Promise<User | null> {
  try {
    return await userRequest.load();
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}

export function useUser() {
  const { data, error, isLoading } = useSWR(USER_KEY, fetchUser);
  return { user: data ?? null, isLoading: isLoading && data === undefined, error: error as Error | undefined };
}

/**
 * Replaces the current user (after login, register, purchase, cancel) or clears it (logout). Everything
 * cached for the previous user is dropped; the public configuration stays.
 */
export async function setSessionUser(user: User | null) {
  await dropUserData();
  await mutate(USER_KEY, user, { revalidate: false });
}

/**
 * Forgets every cached answer but the user and the public configuration. Screens that are showing one
 * fetch it again; the others fetch when next shown. (Run before the user changes: a fetch started by
 * the new user must not be discarded by a later mutation.)
 */
const dropUserData = () =>
  mutate((key) => typeof key === 'string' && key !== USER_KEY && key !== CONFIG_KEY, undefined, { revalidate: true });

/** Re-reads the user from the server (after a purchase). */
export const refreshUser = () => mutate(USER_KEY);

export async function logout() {
  await call(client.logout.$post());
  await setSessionUser(null);
}

/**
 * The same user with a changed subscription (purchase, cancel): the user is replaced and everything
 * that depends on access (subscription details, lists) is fetched again when next shown.
 */
export async function updateUser(user: User) {
  await dropUserData();
  await mutate(USER_KEY, user, { revalidate: false });
}

/** POST /api/subscription: `free-trial` or a PayPal subscription id. The answer is the updated user. */
export async function purchase(orderId: string) {
  const user = await call(client.subscription.$post({ json: { orderId } }));
  await updateUser(user);
  return user;
}

const EMPTY_CONFIG: PublicConfig = {
  paypalClientId: '',
  paypalPlanId: '',
  supportEmail: '',
  supportPhone: '',
  counts: { commercial: 0, charter: 0, helicopter: 0 },
  channels: { email: 0, form: 0 },
};

/** GET /api/config: PayPal ids, support contacts and the true directory counts. */
export function useConfig() {
  const { data, error, isLoading } = useSWR(CONFIG_KEY, configRequest.load);
  return { config: data ?? EMPTY_CONFIG, loaded: data !== undefined, isLoading, error: error as Error | undefined };
}

export const companyCount = (c: PublicConfig) => c.counts.commercial + c.counts.charter + c.counts.helicopter;

/**
 * How many companies a report reaches, from the true counts (PRODUCT.md point 8: never a hard-coded
 * figure): "<N> companies receive reports by e-mail through AirDesk and <M> through their own complaint
 * form." Empty while the counts are unknown.
 */
export function channelClaim(c: PublicConfig) {
  const email = c.channels?.email ?? 0;
  const form = c.channels?.form ?? 0;
  const n = (k: number) => k.toLocaleString('en-US');
  const receive = (k: number) => `${n(k)} ${k === 1 ? 'company receives' : 'companies receive'}`;
  if (email > 0 && form > 0) return `${receive(email)} reports by e-mail through AirDesk and ${n(form)} through their own complaint form.`;
  if (email > 0) return `${receive(email)} reports by e-mail through AirDesk.`;
  if (form > 0) return `${receive(form)} reports through ${form === 1 ? 'its' : 'their'} own complaint form.`;
  return '';
}
