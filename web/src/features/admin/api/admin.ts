// Admin calls (docs/api.md#admin): stats, the subscriber list, suspend / reactivate, redeploy, the queue of
// contact corrections with apply / dismiss (docs/api.md#directory, contact corrections), the coverage list of
// companies without a channel with its Add contact (docs/api.md#the-directory-learns), and the complaint
// routes table, read-only (docs/api.md#complaint-routes).
import { COVERAGE_PAGE_SIZE, SUBSCRIBERS_PAGE_SIZE, type AddContactBody } from '@contracts';
import { mutate } from 'swr';
import { call, client, getRequest } from '../../../lib/api-client';
import { useApi } from '../../../lib/swr';

const statsRequest = () => getRequest(client.admin.stats, {});
const subscribersRequest = (page: number) =>
  getRequest(client.admin.subscribers, { query: { page: String(page), limit: String(SUBSCRIBERS_PAGE_SIZE) } });
const correctionsRequest = (page: number) =>
  getRequest(client.admin.corrections, { query: { status: 'open', page: String(page) } });

const coverageRequest = (page: number) =>
  getRequest(client.admin.coverage, { query: { page: String(page), limit: String(COVERAGE_PAGE_SIZE) } });

const routesRequest = () => getRequest(client.admin['complaint-routes'], {});

export function useStats() {
  const r = statsRequest();
  const { data, error, isLoading } = useApi(r.key, r.load, { revalidateOnMount: true });
  return { stats: data, error, isLoading };
}

export function useSubscribers(page: number) {
  const r = subscribersRequest(page);
  const { data, error, isLoading, isValidating } = useApi(r.key, r.load, {
    keepPreviousData: true,
    revalidateOnMount: true,
  });
  return { data, error, isLoading, isValidating };
}

/** Every admin list and the stats on screen are fetched again (the others when next shown). */
const ADMIN_KEYS = [
  client.admin.stats.$path(),
  client.admin.subscribers.$path(),
  client.admin.corrections.$path(),
  client.admin.coverage.$path(),
];
const refresh = () => mutate((key) => typeof key === 'string' && ADMIN_KEYS.some((k) => key.startsWith(k)));

export async function setSuspended(id: number, suspend: boolean) {
  const user = client.admin.subscribers[':id'];
  const args = { param: { id: String(id) } };
  const row = await call(suspend ? user.suspend.$post(args) : user.reactivate.$post(args));
  await refresh();
  return row;
}

export function useOpenCorrections(page: number) {
  const r = correctionsRequest(page);
  const { data, error, isLoading, isValidating } = useApi(r.key, r.load, {
    keepPreviousData: true,
    revalidateOnMount: true,
  });
  return { data, error, isLoading, isValidating };
}

/** Applies a correction, with the admin's own value in place of the suggestion when given. */
export async function applyCorrection(id: number, value?: string) {
  const json = value !== undefined && value.trim() !== '' ? { value: value.trim() } : {};
  const row = await call(client.admin.corrections[':id'].apply.$post({ param: { id: String(id) }, json }));
  await refresh();
  return row;
}

export async function dismissCorrection(id: number) {
  const row = await call(client.admin.corrections[':id'].dismiss.$post({ param: { id: String(id) } }));
  await refresh();
  return row;
}

/** The companies without a channel of their own, the most reported in 90 days and the largest first. */
export function useCoverage(page: number) {
  const r = coverageRequest(page);
  const { data, error, isLoading, isValidating } = useApi(r.key, r.load, {
    keepPreviousData: true,
    revalidateOnMount: true,
  });
  return { data, error, isLoading, isValidating };
}

/** Adds a contact the admin found, with the page that publishes it, through the import's rules. */
export async function addContact(id: number, body: AddContactBody) {
  const row = await call(client.admin.coverage[':id'].contact.$post({ param: { id: String(id) }, json: body }));
  await refresh();
  return row;
}

export const redeploy = () => call(client.admin.redeploy.$post());

/** Every complaint route with its scope (a few dozen rows: one answer, paged on screen). */
export function useAdminRoutes() {
  const r = routesRequest();
  const { data, error, isLoading } = useApi(r.key, r.load, { revalidateOnMount: true });
  return { routes: data?.routes, error, isLoading };
}
