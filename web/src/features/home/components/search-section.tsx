// Home search (docs/product.md#screens): a signed-in non-subscriber sees Subscription Required; everyone else
// a search box with filters. A non-empty query or any filter goes to /directory?query=…&filters=….
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { AIRLINE_CATEGORIES, type AirlineCategory } from '@contracts/airline-categories';
import { lazy, Suspense, useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { CheckIcon } from '../../../components/icons';
import { SearchInput } from '../../../components/search-input';
import { directoryUrl } from '../../../config/paths';

// Signed-in users without access see this notice instead of the search box; it loads only for them.
const SubscriptionRequired = lazy(() => import('./subscription-required'));

// One filter per company type of the directory, in the contracts' order.
const FILTER_LABELS: Record<AirlineCategory, MessageDescriptor> = {
  commercial: msg`Commercial airlines`,
  charter: msg`Charter companies`,
  helicopter: msg`Helicopter companies`,
};
const SEARCH_FILTERS = AIRLINE_CATEGORIES.map((value) => ({ value, label: FILTER_LABELS[value] }));

export function SearchSection({ showNotice, onSubscribe }: { showNotice: boolean; onSubscribe: () => void }) {
  const navigate = useNavigate();
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const [query, setQuery] = useState('');
  const [filters, setFilters] = useState<string[]>([]);

  const submit = (e: SubmitEvent) => {
    e.preventDefault();
    if (!query.trim() && filters.length === 0) return;
    void navigate(directoryUrl({ query, filters }));
  };

  const toggle = (v: string) => setFilters((f) => (f.includes(v) ? f.filter((x) => x !== v) : [...f, v]));

  return (
    <Box
      as="section"
      bg="white"
      borderRadius="2xl"
      borderWidth="1px"
      shadow="sm"
      p={{ base: '5', md: '8' }}
      data-testid="search-section"
    >
      <Stack gap="2" mb="5">
        <Heading as="h2" size={{ base: 'xl', md: '2xl' }}>
          <Trans>Find an airline contact</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>Search by airline name, country or code, and narrow it down by company type.</Trans>
        </Text>
      </Stack>
      {showNotice ? (
        <Suspense fallback={null}>
          <SubscriptionRequired onSubscribe={onSubscribe} />
        </Suspense>
      ) : (
        <form onSubmit={submit} role="search">
          <Stack gap="4">
            <Stack direction={{ base: 'column', md: 'row' }} gap="3">
              <SearchInput
                flex="1"
                size="lg"
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                placeholder={t`Search by airline name, country, or location`}
                aria-label={t`Search airlines`}
              />
              <Button type="submit" size="lg" px="8">
                <Trans>Search</Trans>
              </Button>
            </Stack>
            <HStack gap="2" wrap="wrap" role="group" aria-label={t`Filters`}>
              {SEARCH_FILTERS.map((f) => {
                const on = filters.includes(f.value);
                return (
                  <Button
                    key={f.value}
                    size="sm"
                    borderRadius="full"
                    variant={on ? 'solid' : 'outline'}
                    aria-pressed={on}
                    onClick={() => toggle(f.value)}
                  >
                    {on && <CheckIcon />}
                    {i18n._(f.label)}
                  </Button>
                );
              })}
            </HStack>
          </Stack>
        </form>
      )}
    </Box>
  );
}
