// The signed-in user, shared by every feature (docs/product.md#states).
// GET /api/user answering 401 means "signed out": the user is null, not an error.
//
// The worker sets a companion cookie, `airdesk_signed_in=1`, next to the HttpOnly session cookie (same
// lifetime; see worker/auth/cookies.ts). Without it the visitor is signed out and the SPA does not ask:
// a signed-out page makes no request that answers 401, and guarded pages do not wait for one.
import type { PublicConfig, User } from '@contracts';
import { plural, t } from '@lingui/core/macro';
import { useSyncExternalStore } from 'react';
import { mutate } from 'swr';
import { ApiError, call, client, getRequest } from './api-client';
import { formatCount } from './format-count';
import { useApi } from './swr';

const userRequest = getRequest(client.user, {});
const configRequest = getRequest(client.config, {});
export const USER_KEY = userRequest.key;
export const CONFIG_KEY = configRequest.key;
const SIGNED_IN_COOKIE = 'airdesk_signed_in';

const hintListeners = new Set<() => void>();
const readHint = () =>
  typeof document !== 'undefined' && document.cookie.split('; ').some((c) => c.startsWith(`${SIGNED_IN_COOKIE}=`));
let signedInHint = readHint();

/** Re-reads the companion cookie after the worker may have set or cleared it. */
function syncHint() {
  const next = readHint();
  if (next === signedInHint) return;
  signedInHint = next;
  for (const listener of hintListeners) listener();
}

const subscribeHint = (listener: () => void) => {
  hintListeners.add(listener);
  return () => hintListeners.delete(listener);
};

async function fetchUser(): Promise<User | null> {
  try {
    return await userRequest.load();
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) {
      // The worker cleared a stale companion cookie with this answer.
      syncHint();
      return null;
    }
    throw err;
  }
}

/**
 * The build renders a guarded page's HTML as what a signed-in visitor sees first, the session being
 * checked (web/src/prerender.tsx); every other prerendered page is signed out.
 */
let prerenderChecking = false;
export function prerenderSessionCheck(checking: boolean) {
  prerenderChecking = checking;
}

export function useUser() {
  // Prerendered pages are signed out (the server snapshot), so hydration matches them; a signed-in visitor's
  // page then re-renders from the cookie.
  const signedIn = useSyncExternalStore(
    subscribeHint,
    () => signedInHint,
    () => false,
  );
  const { data, error, isLoading } = useApi(signedIn ? USER_KEY : null, fetchUser);
  if (prerenderChecking) return { user: null, isLoading: true, error: undefined };
  if (!signedIn) return { user: null, isLoading: false, error: undefined };
  return { user: data ?? null, isLoading: isLoading && data === undefined, error };
}

/**
 * Replaces the current user (after login, register, purchase, cancel) or clears it (logout). Everything
 * cached for the previous user is dropped; the public configuration stays.
 */
export async function setSessionUser(user: User | null) {
  await dropUserData();
  await mutate(USER_KEY, user, { revalidate: false });
  // The answer that signed in (or out) also set (or cleared) the companion cookie.
  syncHint();
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
  routes: { companies: 0 },
  operator: { name: '', address: '' },
};

/** GET /api/config: PayPal ids, support contacts and the true directory counts. */
export function useConfig() {
  // Only `data` is read: SWR re-renders a hook for the fields it read, and no caller shows the loading state.
  const { data } = useApi(CONFIG_KEY, configRequest.load);
  return { config: data ?? EMPTY_CONFIG, loaded: data !== undefined };
}

/** The channel claim (channelClaim) once GET /api/config has answered, '' until then. */
export function useChannelClaim() {
  const { config, loaded } = useConfig();
  return loaded ? channelClaim(config) : '';
}

export const companyCount = (c: PublicConfig) => c.counts.commercial + c.counts.charter + c.counts.helicopter;

/**
 * How many companies a report reaches, from the true counts (docs/decisions.md#p8: never a hard-coded
 * figure): "<N> companies receive reports by e-mail through AirDesk and <M> through their own complaint
 * form", then, when there are any, the companies whose home country has an official body that takes the
 * complaint up (config.routes.companies), which covers many that publish no channel. Empty while the counts
 * are unknown. In the active language: called while rendering, never at module level.
 */
export function channelClaim(c: PublicConfig) {
  const email = c.channels.email;
  const form = c.channels.form;
  const routed = c.routes.companies;
  const emailCount = formatCount(email);
  const formCount = formatCount(form);
  const routedCount = formatCount(routed);
  let own = '';
  if (email > 0 && form > 0)
    own = plural(email, {
      one: `${emailCount} company receives reports by e-mail through AirDesk and ${formCount} through their own complaint form`,
      other: `${emailCount} companies receive reports by e-mail through AirDesk and ${formCount} through their own complaint form`,
    });
  else if (email > 0)
    own = plural(email, {
      one: `${emailCount} company receives reports by e-mail through AirDesk`,
      other: `${emailCount} companies receive reports by e-mail through AirDesk`,
    });
  else if (form > 0)
    own = plural(form, {
      one: `${formCount} company receives reports through its own complaint form`,
      other: `${formCount} companies receive reports through their own complaint form`,
    });
  if (routed > 0 && !own)
    return plural(routed, {
      one: `For ${routedCount} company an official body takes complaints about flights in its home country.`,
      other: `For ${routedCount} companies an official body takes complaints about flights in their home country.`,
    });
  if (routed <= 0) return own ? `${own}.` : '';
  const bodies = plural(routed, {
    one: `for ${routedCount} company an official body takes complaints about flights in its home country`,
    other: `for ${routedCount} companies an official body takes complaints about flights in their home country`,
  });
  return t`${own}, and ${bodies}.`;
}
