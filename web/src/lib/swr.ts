// SWR defaults of docs/product.md#calls: the key is the URL, no retry, no refetch on focus, no stale expiry.
// No default fetcher: each hook passes the typed call of its own key (getRequest in lib/api-client.ts).
import useSWR, { type Key, type SWRConfiguration } from 'swr';

export const swrConfig: SWRConfiguration = {
  shouldRetryOnError: false,
  errorRetryCount: 0,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  refreshInterval: 0,
};

/**
 * useSWR with the error typed as what every fetcher of ours throws (an ApiError, or fetch's own TypeError)
 * instead of SWR's default `any`; the answer's type comes from the fetcher.
 */
export function useApi<T>(key: Key, load: (() => Promise<T>) | null, options?: SWRConfiguration<T, Error>) {
  return useSWR<T, Error>(key, load, options);
}
