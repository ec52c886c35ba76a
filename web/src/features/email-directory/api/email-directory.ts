// The e-mail directory's three lists: GET /api/airlines?limit=1000&category=… per company type.
import { AIRLINE_CATEGORIES, DIRECTORY_MAX_LIMIT, type AirlineCategory } from '@contracts';
import { mutate } from 'swr';
import { client, getRequest } from '../../../lib/api-client';
import { useApi } from '../../../lib/swr';

const categoryRequest = (category: AirlineCategory) =>
  getRequest(client.airlines, { query: { limit: String(DIRECTORY_MAX_LIMIT), category } });

function useCategory(category: AirlineCategory) {
  const r = categoryRequest(category);
  return useApi(r.key, r.load);
}

export function useEmailDirectory() {
  const commercial = useCategory('commercial');
  const charter = useCategory('charter');
  const helicopter = useCategory('helicopter');
  const error = commercial.error ?? charter.error ?? helicopter.error;
  /** Fetches the three lists again; resolves when all three answered, rejects when one failed. */
  const reload = async () => {
    const requests = AIRLINE_CATEGORIES.map(categoryRequest);
    const fresh = await Promise.all(requests.map((r) => r.load()));
    await Promise.all(requests.map((r, i) => mutate(r.key, fresh[i], { revalidate: false })));
  };
  return {
    data: { commercial: commercial.data, charter: charter.data, helicopter: helicopter.data },
    isLoading: commercial.isLoading || charter.isLoading || helicopter.isLoading,
    isValidating: commercial.isValidating || charter.isValidating || helicopter.isValidating,
    error,
    reload,
  };
}

/** Copying lives in lib/clipboard (the report letter is copied too). */
export { copyText } from '../../../lib/clipboard';
