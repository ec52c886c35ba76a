// The home feature's calls: featured airlines (subscribers only), the payment-method check of the
// payment prompt.
import type { Airline } from '@contracts';
import { client, getRequest } from '../../../lib/api-client';
import { useApi } from '../../../lib/swr';

export type FeaturedAirline = Airline;

/** Errors stay quiet: the section simply shows no cards. */
export function useFeaturedAirlines(enabled: boolean) {
  const r = getRequest(client.airlines.featured, {});
  const { data, error, isLoading } = useApi(enabled ? r.key : null, r.load);
  return { airlines: error ? [] : (data ?? []), isLoading, failed: !!error };
}

const paymentMethodCheck = getRequest(client['payment-methods']['has-payment-method'], {});

/** docs/product.md#calls: a failure or error counts as "no payment method". */
async function hasPaymentMethod() {
  try {
    const res = await paymentMethodCheck.load();
    return res.hasPaymentMethod;
  } catch (err) {
    console.error('Payment-method check failed', err);
    return false;
  }
}

export function useHasPaymentMethod(enabled: boolean) {
  // Asked afresh on every visit to the home page: a card added since must silence the prompt.
  const { data } = useApi(enabled ? paymentMethodCheck.key : null, hasPaymentMethod, { revalidateOnMount: true });
  return data;
}
