// The e-mail directory's three lists: GET /api/airlines?limit=1000&category=… per company type.
import { AIRLINE_CATEGORIES, DIRECTORY_MAX_LIMIT, type AirlineCategory, type AirlineList, type ContactType } from '@contracts';
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

/** Copies text to the clipboard, with a fallback for browsers without the async clipboard API. */
export async function copyText(text: string) {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // fall through to the fallback (permission refused, insecure context)
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('Copying is not available in this browser');
}
