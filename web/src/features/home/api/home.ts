// The home feature's calls: featured airlines (subscribers only), the payment-method check of the
// payment prompt, and contact tracking from the featured cards.
import type { Airline, ContactType, HasPaymentMethod } from '@contracts';
import useSWR from 'swr';
import { api } from '../../../lib/api-client';

export type FeaturedAirline = Airline;

export const FEATURED_KEY = '/api/airlines/featured';
export const HAS_PAYMENT_METHOD_KEY = '/api/payment-methods/has-payment-method';

/** Errors stay quiet: the section simply shows no cards. */
export function useFeaturedAirlines(enabled: boolean) {
  const { data, error, isLoading } = useSWR<FeaturedAirline[] | { airlines: FeaturedAirline[] }>(enabled ? FEATURED_KEY : null);
  const list = Array.isArray(data) ? data : (data?.airlines ?? []);
  return { airlines: error ? [] : list, isLoading, failed: !!error };
}

/** SPEC.md section 7: a failure or error counts as "no payment method". */
async function hasPaymentMethod(url: string) {
  try {
    const res = await api.get<HasPaymentMethod>(url);
    return res?.hasPaymentMethod === true;
  } catch (err) {
    console.error('Payment-method check failed', err);
    return false;
  }
}

export function useHasPaymentMethod(enabled: boolean) {
  // Asked afresh on every visit to the home page: a card added since must silence the prompt.
  const { data } = useSWR<boolean>(enabled ? HAS_PAYMENT_METHOD_KEY : null, hasPaymentMethod, { revalidateOnMount: true });
  return data;
}

/** Counts toward popularity; errors are swallowed (SPEC.md section 7). */
export function trackContact(airlineId: number, contactType: ContactType) {
  api.post('/api/track-contact', { airlineId, contactType }).catch(() => undefined);
}
