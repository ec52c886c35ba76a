// SWR defaults of SPEC.md section 7: the key is the URL, no retry, no refetch on focus, no stale expiry.
import type { SWRConfiguration } from 'swr';
import { fetcher } from './api-client';

export const swrConfig: SWRConfiguration = {
  fetcher,
  shouldRetryOnError: false,
  errorRetryCount: 0,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  refreshInterval: 0,
};
