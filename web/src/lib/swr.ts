// SWR defaults of docs/product.md#calls: the key is the URL, no retry, no refetch on focus, no stale expiry.
// No default fetcher: each hook passes the typed call of its own key (getRequest in lib/api-client.ts).
import type { SWRConfiguration } from 'swr';

export const swrConfig: SWRConfiguration = {
  shouldRetryOnError: false,
  errorRetryCount: 0,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  refreshInterval: 0,
};
