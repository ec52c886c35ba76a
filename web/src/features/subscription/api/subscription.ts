// The subscription feature's calls (API.md "Subscription").
import type { SubscriptionDetails, User } from '@contracts';
import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import { updateUser } from '../../../lib/session';

export const SUBSCRIPTION_KEY = '/api/subscription';

export function useSubscriptionDetails() {
  return useSWR<SubscriptionDetails>(SUBSCRIPTION_KEY);
}

/** POST /api/subscription/cancel: auto-renew off, access until the end date (PRODUCT.md point 5). */
export async function cancelSubscription() {
  const user = await api.post<User>('/api/subscription/cancel');
  await updateUser(user);
  return user;
}
