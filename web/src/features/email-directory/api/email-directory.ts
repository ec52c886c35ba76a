// The e-mail directory's three lists: GET /api/airlines?limit=1000&category=… per company type.
import { AIRLINE_CATEGORIES, DIRECTORY_MAX_LIMIT, type AirlineCategory, type AirlineList, type ContactType, type CorrectionBody } from '@contracts';
import useSWR, { mutate } from 'swr';
import { api } from '../../../lib/api-client';

export const categoryUrl = (category: AirlineCategory) => `/api/airlines?limit=${DIRECTORY_MAX_LIMIT}&category=${category}`;

function useCategory(category: AirlineCategory) {
  return useSWR<AirlineList>(categoryUrl(category));
}

export function useEmailDirectory() {
  const commercial = useCategory('commercial');
  const charter = useCategory('charter');
  const helicopter = useCategory('helicopter');
  const error = (commercial.error ?? charter.error ?? helicopter.error) as Error | undefined;
  /** Fetches the three lists again; resolves when all three answered, rejects when one failed. */
  const reload = async () => {
    const fresh = await Promise.all(AIRLINE_CATEGORIES.map((c) => api.get<AirlineList>(categoryUrl(c))));
    await Promise.all(AIRLINE_CATEGORIES.map((c, i) => mutate(categoryUrl(c), fresh[i], { revalidate: false })));
  };
  return {
    data: { commercial: commercial.data, charter: charter.data, helicopter: helicopter.data },
    isLoading: commercial.isLoading || charter.isLoading || helicopter.isLoading,
    isValidating: commercial.isValidating || charter.isValidating || helicopter.isValidating,
    error,
    reload,
  };
}

/** Counts toward popularity; errors are swallowed (SPEC.md section 7). */
export function trackContact(airlineId: number, contactType: ContactType) {
  api.post('/api/track-contact', { airlineId, contactType }).catch(() => undefined);
}

/** "Report a wrong contact": POST /api/airlines/:id/corrections (201 {id, status: "open"}). */
export const reportCorrection = (airlineId: number, body: CorrectionBody) =>
  api.post<{ id: number; status: string }>(`/api/airlines/${airlineId}/corrections`, body);

/** Copying lives in lib/clipboard (the report letter is copied too). */
export { copyText } from '../../../lib/clipboard';
