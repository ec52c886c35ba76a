// /directory (SPEC.md section 2 "Airline directory"): search bar, the All Airlines tab with region, company
// type and sort filters and a quick-search box, result cards 3 across (1 on phones), numbered pagination
// with "Showing a-b of N results", and the "No results found" state. The search lives in the URL
// (query, filters, category, region, sortBy, page), so Back and shared links work.
import {
  Alert,
  Box,
  Button,
  Field,
  Flex,
  Input,
  InputGroup,
  NativeSelect,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
  type NativeSelectFieldProps,
} from '@chakra-ui/react';
import { alertSlotRecipe, fieldSlotRecipe, inputAddonRecipe, inputRecipe, nativeSelectSlotRecipe, skeletonRecipe, tabsSlotRecipe } from '@chakra-ui/react/theme';
import {
  AIRLINE_CATEGORIES,
  AIRLINE_CATEGORY_LABELS,
  DIRECTORY_PAGE_SIZE,
  QUERY_MAX,
  REGION_FILTER_LABELS,
  REGION_FILTERS,
  SORT_LABELS,
  SORT_VALUES,
  type Airline,
  type AirlineCategory,
} from '@contracts';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SearchIcon } from '../../../components/icons';
import { PageContainer, PageHeading } from '../../../components/page';
import { Pagination } from '../../../components/pagination';
import { ContactCorrectionDialog } from '../../../components/contact-correction-dialog';
import { isCategory, isRegion, isSort, reportCorrection, useAirlines, type DirectorySearch } from '../api/directory';
import { AirlineCard } from './airline-card';
import { AirlineDetailsDialog } from './airline-details-dialog';
import { registerRecipes } from '../../../theme/recipes';

registerRecipes({ recipes: { input: inputRecipe, inputAddon: inputAddonRecipe, skeleton: skeletonRecipe }, slotRecipes: { alert: alertSlotRecipe, field: fieldSlotRecipe, nativeSelect: nativeSelectSlotRecipe, tabs: tabsSlotRecipe } });

const scrollTop = () => window.scrollTo({ top: 0, behavior: 'smooth' });

/** The search the URL describes. `filters` (from the home page) narrows to a company type when it names one. */
function readSearch(params: URLSearchParams): DirectorySearch & { filters: string[]; mixedFilters: boolean } {
  const filters = (params.get('filters') ?? '').split(',').map((f) => f.trim()).filter(Boolean);
  const filterCategories = filters.filter((f): f is AirlineCategory => isCategory(f));
  const fromUrl = params.get('category');
  let category: AirlineCategory | '' = '';
  if (isCategory(fromUrl)) category = fromUrl;
  else if (filterCategories.length === 1) category = filterCategories[0]!;
  const page = Number(params.get('page'));
  const region = params.get('region');
  const sortBy = params.get('sortBy');
  return {
    query: (params.get('query') ?? '').trim().slice(0, QUERY_MAX),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    region: isRegion(region) ? region : 'all',
    sortBy: isSort(sortBy) ? sortBy : 'name',
    category,
    filters,
    mixedFilters: !isCategory(fromUrl) && filterCategories.length > 1,
    ...(!isCategory(fromUrl) && filterCategories.length > 1 ? { categories: filterCategories } : {}),
  };
}

function FilterSelect({ label, value, onChange, options, testId }: { label: string; value: string; onChange: NativeSelectFieldProps['onChange']; options: { value: string; label: string }[]; testId: string }) {
  return (
    <Field.Root flex={{ base: '1 1 40%', sm: '1 1 0' }} minW={{ sm: '40' }}>
      <Field.Label fontSize="xs" color="fg.muted" fontWeight="medium">
        {label}
      </Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={onChange} data-testid={testId} bg="bg">
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

export default function DirectoryPage() {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => readSearch(params), [params]);
  const { data, error, isLoading, isValidating, reload } = useAirlines(search);
  const [text, setText] = useState(search.query);
  const [quick, setQuick] = useState(search.query);
  const [details, setDetails] = useState<Airline | null>(null);
  const [correcting, setCorrecting] = useState<Airline | null>(null);

  // The boxes follow the URL (Back, Clear filters, a search from the other box).
  useEffect(() => {
    setText(search.query);
    setQuick(search.query);
  }, [search.query]);

  /** Writes the search into the URL; any change but a page change starts again at page 1. */
  const update = (changes: Record<string, string | null>, opts: { keepPage?: boolean } = {}) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null || v === '') next.delete(k);
      else next.set(k, v);
    }
    if (!opts.keepPage) next.delete('page');
    setParams(next);
  };

  const submitSearch = (e: FormEvent) => {
    e.preventDefault();
    const q = text.trim();
    if (!q) return; // SPEC.md: nothing happens on an empty query.
    update({ query: q, filters: search.filters.join(',') || null });
  };

  const submitQuick = (e: FormEvent) => {
    e.preventDefault();
    const q = quick.trim();
    if (q === search.query) reload();
    else update({ query: q || null });
  };

  const changeRegion = (region: string) => {
    update({ region: region === 'all' ? null : region });
    scrollTop();
  };
  const changeCategory = (category: string) => {
    update({ category: category || null, filters: null });
    scrollTop();
  };
  const changePage = (page: number) => {
    update({ page: page > 1 ? String(page) : null }, { keepPage: true });
    scrollTop();
  };
  const clearFilters = () => {
    setParams(search.sortBy === 'name' ? {} : { sortBy: search.sortBy });
    scrollTop();
  };

  const total = data?.total ?? 0;
  const airlines = data?.airlines ?? [];
  const totalPages = Math.max(1, Math.ceil(total / DIRECTORY_PAGE_SIZE));
  const first = total === 0 ? 0 : (search.page - 1) * DIRECTORY_PAGE_SIZE + 1;
  const last = Math.min(total, search.page * DIRECTORY_PAGE_SIZE);
  // A stale link past the last page goes to the last page.
  useEffect(() => {
    if (data && data.total > 0 && search.page > totalPages) changePage(totalPages);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, search.page, totalPages]);

  const filtered = !!search.query || search.region !== 'all' || !!search.category || search.filters.length > 0;

  return (
    <PageContainer maxW="7xl">
      <PageHeading
        title="Comprehensive Worldwide Airline Directory"
        subtitle="Customer-service phone numbers, e-mail addresses and websites of airlines, charter and helicopter companies."
      />

      <Box as="form" onSubmit={submitSearch} role="search" mb="8">
        <Stack direction={{ base: 'column', md: 'row' }} gap="3">
          <InputGroup flex="1" startElement={<SearchIcon color="fg.muted" />}>
            <Input
              size={{ base: 'md', md: 'lg' }}
              value={text}
              maxLength={QUERY_MAX}
              onChange={(e) => setText(e.target.value)}
              placeholder="Search by airline name, country, or location"
              aria-label="Search airlines"
              data-testid="directory-search"
              bg="bg"
            />
          </InputGroup>
          <Button type="submit" size={{ base: 'md', md: 'lg' }} px="8">
            Search
          </Button>
        </Stack>
      </Box>

      <Tabs.Root value="all" variant="line" onValueChange={() => changePage(1)}>
        <Tabs.List mb="4">
          <Tabs.Trigger value="all">All Airlines</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="all" pt="0">
          <Flex gap="3" wrap="wrap" align="flex-end" bg="bg.subtle" borderRadius="xl" p="4" mb="6" data-testid="directory-filters">
            <FilterSelect
              label="Region"
              testId="region-filter"
              value={search.region}
              onChange={(e) => changeRegion(e.currentTarget.value)}
              options={REGION_FILTERS.map((r) => ({ value: r, label: REGION_FILTER_LABELS[r] }))}
            />
            <FilterSelect
              label="Company type"
              testId="category-filter"
              value={search.category}
              onChange={(e) => changeCategory(e.currentTarget.value)}
              options={[{ value: '', label: 'All company types' }, ...AIRLINE_CATEGORIES.map((c) => ({ value: c, label: AIRLINE_CATEGORY_LABELS[c] }))]}
            />
            <FilterSelect
              label="Sort by"
              testId="sort-select"
              value={search.sortBy}
              onChange={(e) => update({ sortBy: e.currentTarget.value === 'name' ? null : e.currentTarget.value })}
              options={SORT_VALUES.map((s) => ({ value: s, label: SORT_LABELS[s] }))}
            />
            {/* The form wraps the field: a Field root rendered as the form would put role="group" on a <form>. */}
            <Box as="form" flex={{ base: '1 1 100%', md: '1.4 1 0' }} minW={{ sm: '48' }} onSubmit={submitQuick}>
              <Field.Root>
                <Field.Label fontSize="xs" color="fg.muted" fontWeight="medium">
                  Quick search
                </Field.Label>
                <InputGroup startElement={<SearchIcon color="fg.muted" />}>
                  <Input
                    size="sm"
                    value={quick}
                    maxLength={QUERY_MAX}
                    onChange={(e) => setQuick(e.target.value)}
                    placeholder="Type and press Enter"
                    data-testid="quick-search"
                    enterKeyHint="search"
                    bg="bg"
                  />
                </InputGroup>
              </Field.Root>
            </Box>
          </Flex>

          {search.mixedFilters && (
            <Text fontSize="sm" color="fg.muted" mb="4">
              Showing {search.categories?.map((c) => AIRLINE_CATEGORY_LABELS[c].toLowerCase()).join(' and ')}. Pick one under Company type to narrow the list further.
            </Text>
          )}

          {error ? (
            <Alert.Root status="error" borderRadius="lg" data-testid="directory-error">
              <Alert.Indicator />
              <Box flex="1">
                <Alert.Title>The directory could not be loaded.</Alert.Title>
                <Alert.Description>{error.message}</Alert.Description>
              </Box>
              <Button size="sm" variant="outline" onClick={reload}>
                Try Again
              </Button>
            </Alert.Root>
          ) : isLoading && !data ? (
            <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="5" aria-busy="true">
              {Array.from({ length: 6 }, (_, i) => (
                <Skeleton key={i} h="52" borderRadius="xl" />
              ))}
            </SimpleGrid>
          ) : total === 0 ? (
            <Stack align="center" textAlign="center" gap="3" py="16" bg="bg.subtle" borderRadius="xl" data-testid="directory-empty">
              <Text fontSize="xl" fontWeight="semibold">
                No results found
              </Text>
              <Text color="fg.muted" maxW="md">
                No company matches {search.query ? `“${search.query}”` : 'these filters'}. Try another name, country or code.
              </Text>
              {filtered && (
                <Button variant="outline" onClick={clearFilters}>
                  Clear filters
                </Button>
              )}
            </Stack>
          ) : (
            <Stack gap="6">
              <Flex justify="space-between" align="center" gap="3" wrap="wrap">
                <Text color="fg.muted" fontSize="sm" data-testid="results-line" aria-live="polite">
                  Showing {first}-{last} of {total} results
                </Text>
                {filtered && (
                  <Button size="xs" variant="ghost" onClick={clearFilters}>
                    Clear filters
                  </Button>
                )}
              </Flex>
              <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="5" opacity={isValidating ? 0.6 : 1} transition="opacity 0.15s" data-testid="directory-results">
                {airlines.map((a) => (
                  <AirlineCard key={a.id} airline={a} onDetails={() => setDetails(a)} onReportContact={() => setCorrecting(a)} />
                ))}
              </SimpleGrid>
              <Pagination page={search.page} totalPages={totalPages} onChange={changePage} label="Directory pages" />
            </Stack>
          )}
        </Tabs.Content>
      </Tabs.Root>

      <AirlineDetailsDialog
        airline={details}
        onClose={() => setDetails(null)}
        onReportContact={(a) => {
          setDetails(null);
          setCorrecting(a);
        }}
      />
      <ContactCorrectionDialog company={correcting} onClose={() => setCorrecting(null)} submit={reportCorrection} />
    </PageContainer>
  );
}
