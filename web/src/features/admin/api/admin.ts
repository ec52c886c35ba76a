// Admin calls (API.md "Admin"): stats, the subscriber list, suspend / reactivate, redeploy, and the queue of
// contact corrections with apply / dismiss (API.md "Directory", contact corrections).
import type { AdminStats, Correction, CorrectionList, RedeployResult, SubscriberList, SubscriberRow } from '@contracts';
import useSWR, { mutate } from 'swr';
import { api } from '../../../lib/api-client';

export const STATS_KEY = '/api/admin/stats';
export const SUBSCRIBERS_PAGE_SIZE = 10;
export const subscribersUrl = (page: number) => `/api/admin/subscribers?page=${page}&limit=${SUBSCRIBERS_PAGE_SIZE}`;

export function useStats() {
  const { data, error, isLoading } = useSWR<AdminStats>(STATS_KEY, { revalidateOnMount: true });
  return { stats: data, error: error as Error | undefined, isLoading };
}

export function useSubscribers(page: number) {
  const { data, error, isLoading, isValidating } = useSWR<SubscriberList>(subscribersUrl(page), { keepPreviousData: true, revalidateOnMount: true });
  return { data, error: error as Error | undefined, isLoading, isValidating };
}

const refresh = () => mutate((key) => typeof key === 'string' && key.startsWith('/api/admin/'));

export async function setSuspended(id: number, suspend: boolean) {
  const row = await api.post<SubscriberRow>(`/api/admin/subscribers/${id}/${suspend ? 'suspend' : 'reactivate'}`);
  await refresh();
  return row;
}

/** The server's page size for the corrections queue. */
export const CORRECTIONS_PAGE_SIZE = 20;
export const correctionsUrl = (page: number) => `/api/admin/corrections?status=open&page=${page}`;

export function useOpenCorrections(page: number) {
  const { data, error, isLoading, isValidating } = useSWR<CorrectionList>(correctionsUrl(page), { keepPreviousData: true, revalidateOnMount: true });
  return { data, error: error as Error | undefined, isLoading, isValidating };
}

/** Applies a correction, with the admin's own value in place of the suggestion when given. */
export async function applyCorrection(id: number, value?: string) {
  const body = value !== undefined && value.trim() !== '' ? { value: value.trim() } : {};
  const row = await api.post<Correction>(`/api/admin/corrections/${id}/apply`, body);
  await refresh();
  return row;
}

export async function dismissCorrection(id: number) {
  const row = await api.post<Correction>(`/api/admin/corrections/${id}/dismiss`);
  await refresh();
  return row;
}

export const redeploy = () => api.post<RedeployResult>('/api/admin/redeploy');
