// The directory's results: the error, the loading skeletons, "No results found", or the cards with
// "Showing a-b of N results" (N+ past the counted 1,000) and numbered pagination; "Did you mean ...?" when
// nothing matched the query as typed and the cards are the names most like it.
import { Box, Button, Flex, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Alert } from '../../../components/ui/alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { DIRECTORY_PAGE_SIZE, type Airline } from '@contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDeferredValue, useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Pagination } from '../../../components/pagination';
import { formatCount } from '../../../lib/format-count';
import { useAirlines, type DirectorySearch } from '../api/directory';
import { AirlineCard } from './airline-card';

interface Props {
  search: DirectorySearch;
  /** Any search or filter is set, so "Clear filters" has something to clear. */
  filtered: boolean;
  onClear: () => void;
  onPage: (page: number) => void;
  onDetails: (a: Airline) => void;
  onReportContact: (a: Airline) => void;
}

export function DirectoryResults({ search, filtered, onClear, onPage, onDetails, onReportContact }: Props) {
  const { t } = useLingui();
  const { state, reload } = useAirlines(search);
  // The answer is a store update, which React renders synchronously, in one task. This component is the only
  // one that reads it, and it renders the cards from a deferred copy: first again as they were (cheap), then
  // with the answer in a render that yields to the browser every few milliseconds.
  const { data, error, isLoading, isValidating } = useDeferredValue(state);
  const [params] = useSearchParams();
  const total = data?.total ?? 0;
  const airlines = data?.airlines ?? [];
  const totalPages = Math.max(1, Math.ceil(total / DIRECTORY_PAGE_SIZE));
  // A stale link past the last page goes to the last page.
  useEffect(() => {
    if (data && data.total > 0 && search.page > totalPages) onPage(totalPages);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, search.page, totalPages]);
  const first = total === 0 ? 0 : (search.page - 1) * DIRECTORY_PAGE_SIZE + 1;
  const last = Math.min(total, search.page * DIRECTORY_PAGE_SIZE);
  const query = search.query;
  const didYouMean = data?.didYouMean ?? '';
  const count = data?.totalIsCapped ? `${formatCount(total)}+` : String(total);
  if (error) {
    return (
      <Alert.Root status="error" borderRadius="lg" data-testid="directory-error">
        <Alert.Indicator />
        <Box flex="1">
          <Alert.Title>
            <Trans>The directory could not be loaded.</Trans>
          </Alert.Title>
          <Alert.Description>{error.message}</Alert.Description>
        </Box>
        <Button size="sm" variant="outline" onClick={() => void reload()}>
          <Trans>Try Again</Trans>
        </Button>
      </Alert.Root>
    );
  }
  if (isLoading && !data) {
    return (
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="5" aria-busy="true">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} h="52" borderRadius="xl" />
        ))}
      </SimpleGrid>
    );
  }
  if (total === 0) {
    return (
      <Stack
        align="center"
        textAlign="center"
        gap="3"
        py="16"
        bg="bg.subtle"
        borderRadius="xl"
        data-testid="directory-empty"
      >
        <Text fontSize="xl" fontWeight="semibold">
          <Trans>No results found</Trans>
        </Text>
        <Text color="fg.muted" maxW="md">
          {query ? (
            <Trans>No company matches “{query}”. Try another name, country or code.</Trans>
          ) : (
            <Trans>No company matches these filters. Try another name, country or code.</Trans>
          )}
        </Text>
        {filtered && (
          <Button variant="outline" onClick={onClear}>
            <Trans>Clear filters</Trans>
          </Button>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="6">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Text color="fg.muted" fontSize="sm" data-testid="results-line" aria-live="polite">
          <Trans>
            Showing {first}-{last} of {count} results
          </Trans>
        </Text>
        {filtered && (
          <Button size="xs" variant="ghost" onClick={onClear}>
            <Trans>Clear filters</Trans>
          </Button>
        )}
      </Flex>
      {data?.didYouMean !== undefined && (
        <Text data-testid="did-you-mean">
          <Trans>
            No company matches “{query}” exactly. Did you mean{' '}
            <Link asChild color="primary" fontWeight="semibold">
              <RouterLink to={suggestion(params, data.didYouMean)}>{didYouMean}</RouterLink>
            </Link>
            ?
          </Trans>
        </Text>
      )}
      <SimpleGrid
        columns={{ base: 1, md: 2, lg: 3 }}
        gap="5"
        opacity={isValidating ? 0.6 : 1}
        transition="opacity 0.15s"
        data-testid="directory-results"
      >
        {airlines.map((a) => (
          <AirlineCard
            key={a.id}
            airline={a}
            onDetails={() => onDetails(a)}
            onReportContact={() => onReportContact(a)}
          />
        ))}
      </SimpleGrid>
      <Pagination page={search.page} totalPages={totalPages} onChange={onPage} label={t`Directory pages`} />
    </Stack>
  );
}

/** The same search with the suggested name as its query, from page 1. */
function suggestion(params: URLSearchParams, name: string) {
  const next = new URLSearchParams(params);
  next.set('query', name);
  next.delete('page');
  return `?${next.toString()}`;
}
