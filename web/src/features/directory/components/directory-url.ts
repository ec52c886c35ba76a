// The directory's search lives in the URL (query, filters, category, region, sortBy, page), so Back and
// shared links work. This reads it back.
import { defaultSort, QUERY_MAX, type AirlineCategory } from '@contracts';
import { isCategory, isRegion, isSort, type DirectorySearch } from '../api/directory';

/** The search the URL describes. `filters` (from the home page) narrows to a company type when it names one. */
export function readSearch(params: URLSearchParams): DirectorySearch & { filters: string[]; mixedFilters: boolean } {
  const filters = (params.get('filters') ?? '')
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  const filterCategories = filters.filter((f): f is AirlineCategory => isCategory(f));
  const fromUrl = params.get('category');
  let category: AirlineCategory | '' = '';
  if (isCategory(fromUrl)) category = fromUrl;
  else if (filterCategories.length === 1) category = filterCategories[0]!;
  const page = Number(params.get('page'));
  const region = params.get('region');
  const sortBy = params.get('sortBy');
  const query = (params.get('query') ?? '').trim().slice(0, QUERY_MAX);
  return {
    query,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    region: isRegion(region) ? region : 'all',
    // Relevance needs a query; without one the order is the name's, as the API answers it.
    sortBy: isSort(sortBy) && !(sortBy === 'relevance' && !query) ? sortBy : defaultSort(query),
    category,
    filters,
    mixedFilters: !isCategory(fromUrl) && filterCategories.length > 1,
    ...(!isCategory(fromUrl) && filterCategories.length > 1 ? { categories: filterCategories } : {}),
  };
}
