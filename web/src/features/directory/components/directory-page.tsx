// /directory (docs/product.md#directory): search bar, the All Airlines tab with region, company
// type and sort filters and a quick-search box, result cards 3 across (1 on phones), numbered pagination
// with "Showing a-b of N results", and the "No results found" state. The search lives in the URL
// (query, filters, category, region, sortBy, page), so Back and shared links work: this page turns each
// change into the URL, directory-url.ts reads it back, and the bars and results only show it.
import { Link, Text } from '@chakra-ui/react';
import { AIRLINE_CATEGORY_LABELS, defaultSort, type Airline } from '@contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState, type ComponentProps, type SubmitEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ContactCorrectionDialog } from '../../../components/contact-correction-dialog';
import { lazyDialog } from '../../../components/lazy-dialog';
import { IntroPage } from '../../../components/page';
import { PATHS } from '../../../config/paths';
import { useServerText } from '../../../i18n/server-text';
import { reloadAirlines } from '../api/directory';
import { AllAirlinesTab } from './all-airlines-tab';
import type { AirlineDetailsDialog as DetailsDialog } from './airline-details-dialog';
import { DirectoryFilters } from './directory-filters';
import { DIRECTORY_INTRO } from './directory-intro';
import { DirectoryResults } from './directory-results';
import { DirectorySearchBar } from './directory-search-bar';
import { readSearch } from './directory-url';

// A company's details (every contact with its source, its answer record, the official bodies of its country) load
// when details are first opened: the list shows none of them.
const AirlineDetailsDialog = lazyDialog<ComponentProps<typeof DetailsDialog>>(
  () => import('./airline-details-dialog').then((m) => ({ default: m.AirlineDetailsDialog })),
  (props) => props.airline !== null,
);

const scrollTop = () => window.scrollTo({ top: 0, behavior: 'smooth' });
/** The address's search parameters now (see update). */
const currentParams = () => new URLSearchParams(window.location.search);

export default function DirectoryPage() {
  const { i18n } = useLingui();
  const st = useServerText();
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => readSearch(params), [params]);
  const [text, setText] = useState(search.query);
  const [quick, setQuick] = useState(search.query);
  const [details, setDetails] = useState<Airline | null>(null);
  const [correcting, setCorrecting] = useState<Airline | null>(null);

  // The boxes follow the URL (Back, Clear filters, a search from the other box): adjusted while rendering,
  // when the URL's query differs from the one last seen.
  const [seenQuery, setSeenQuery] = useState(search.query);
  if (search.query !== seenQuery) {
    setSeenQuery(search.query);
    setText(search.query);
    setQuick(search.query);
  }

  /**
   * Writes the search into the URL; any change but a page change starts again at page 1. It starts from the
   * address as it is now, not from this render's params: a change updates the address at once but renders in
   * a transition, so a search submitted in between (a sort chosen, then a query typed) would otherwise bring
   * back what the change had just removed.
   */
  const update = (changes: Record<string, string | null>, opts: { keepPage?: boolean } = {}) => {
    const next = currentParams();
    for (const [k, v] of Object.entries(changes)) {
      if (v === null || v === '') next.delete(k);
      else next.set(k, v);
    }
    if (!opts.keepPage) next.delete('page');
    setParams(next);
  };

  const submitSearch = (e: SubmitEvent) => {
    e.preventDefault();
    const q = text.trim();
    if (!q) return; // docs/product.md: nothing happens on an empty query.
    update({ query: q, filters: readSearch(currentParams()).filters.join(',') || null });
  };

  const submitQuick = (e: SubmitEvent) => {
    e.preventDefault();
    const q = quick.trim();
    if (q === search.query) void reloadAirlines(search);
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
    // Without the query the default order is the name's: a chosen other order stays.
    setParams(search.sortBy === 'name' || search.sortBy === 'relevance' ? {} : { sortBy: search.sortBy });
    scrollTop();
  };

  // "charter companies and helicopter companies": the chosen types as one phrase of the page's language (German
  // keeps its nouns' capitals).
  const types = search.mixedFilters
    ? new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(
        (search.categories ?? []).map((c) => {
          const label = st(AIRLINE_CATEGORY_LABELS[c]);
          return i18n.locale === 'de' ? label : label.toLocaleLowerCase(i18n.locale);
        }),
      )
    : '';

  const filtered = !!search.query || search.region !== 'all' || !!search.category || search.filters.length > 0;

  return (
    <IntroPage intro={DIRECTORY_INTRO}>
      <DirectorySearchBar text={text} onText={setText} onSubmit={submitSearch} />
      {/* The e-mail directory is one step away from here (docs/decisions.md#j2). */}
      <Text fontSize="sm" color="fg.muted" mt="-2" mb="6" data-testid="to-email-directory">
        <Trans>
          Only need e-mail addresses to copy?{' '}
          <Link asChild color="primary" fontWeight="medium">
            <RouterLink to={PATHS.emailDirectory}>Open the E-mail Directory</RouterLink>
          </Link>
        </Trans>
      </Text>

      <AllAirlinesTab>
        <DirectoryFilters
          search={search}
          quick={quick}
          onQuick={setQuick}
          onQuickSubmit={submitQuick}
          onRegion={changeRegion}
          onCategory={changeCategory}
          onSort={(sortBy) =>
            update({ sortBy: sortBy === defaultSort(readSearch(currentParams()).query) ? null : sortBy })
          }
        />

        {search.mixedFilters && (
          <Text fontSize="sm" color="fg.muted" mb="4">
            <Trans>Showing {types}. Pick one under Company type to narrow the list further.</Trans>
          </Text>
        )}

        <DirectoryResults
          search={search}
          filtered={filtered}
          onClear={clearFilters}
          onPage={changePage}
          onDetails={setDetails}
          onReportContact={setCorrecting}
        />
      </AllAirlinesTab>

      <AirlineDetailsDialog
        airline={details}
        onClose={() => setDetails(null)}
        onReportContact={(a) => {
          setDetails(null);
          setCorrecting(a);
        }}
      />
      <ContactCorrectionDialog company={correcting} onClose={() => setCorrecting(null)} />
    </IntroPage>
  );
}
