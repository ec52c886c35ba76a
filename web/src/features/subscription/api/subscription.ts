// The subscription feature's calls (docs/api.md#subscription).
import { call, client, getRequest } from '../../../lib/api-client';
import { updateUser } from '../../../lib/session';
import { useApi } from '../../../lib/swr';

export function useSubscriptionDetails() {
  const r = getRequest(client.subscription, {});
  return useApi(r.key, r.load);
}

/** POST /api/subscription/cancel: auto-renew off, access until the end date (docs/decisions.md#p5). */
export async function cancelSubscription() {
  const user = await call(client.subscription.cancel.$post());
  await updateUser(user);
  return user;
}
