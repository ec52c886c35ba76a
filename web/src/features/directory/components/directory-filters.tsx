// The filter bar of the All Airlines tab: region, company type, sort order and a quick-search box.
import { Box, Flex, Input, InputGroup, type NativeSelectFieldProps } from '@chakra-ui/react';
import { Field } from '../../../components/ui/field';
import { NativeSelect } from '../../../components/ui/native-select';
import {
  AIRLINE_CATEGORIES,
  AIRLINE_CATEGORY_LABELS,
  QUERY_MAX,
  REGION_FILTER_LABELS,
  REGION_FILTERS,
  SORT_LABELS,
  SORT_VALUES,
} from '@contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SubmitEvent } from 'react';
import { SearchIcon } from '../../../components/icons';
import { useServerText } from '../../../i18n/server-text';
import type { DirectorySearch } from '../api/directory';

function FilterSelect({
  label,
  value,
  onChange,
  options,
  testId,
}: {
  label: string;
  value: string;
  onChange: NativeSelectFieldProps['onChange'];
  options: { value: string; label: string }[];
  testId: string;
}) {
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

interface Props {
  search: DirectorySearch;
  quick: string;
  onQuick: (text: string) => void;
  onQuickSubmit: (e: SubmitEvent) => void;
  onRegion: (region: string) => void;
  onCategory: (category: string) => void;
  onSort: (sortBy: string) => void;
}

export function DirectoryFilters({ search, quick, onQuick, onQuickSubmit, onRegion, onCategory, onSort }: Props) {
  const { t } = useLingui();
  const st = useServerText();
  return (
    <Flex
      gap="3"
      wrap="wrap"
      align="flex-end"
      bg="bg.subtle"
      borderRadius="xl"
      p="4"
      mb="6"
      data-testid="directory-filters"
    >
      <FilterSelect
        label={t`Region`}
        testId="region-filter"
        value={search.region}
        onChange={(e) => onRegion(e.currentTarget.value)}
        options={REGION_FILTERS.map((r) => ({ value: r, label: st(REGION_FILTER_LABELS[r]) }))}
      />
      <FilterSelect
        label={t`Company type`}
        testId="category-filter"
        value={search.category}
        onChange={(e) => onCategory(e.currentTarget.value)}
        options={[
          { value: '', label: t`All company types` },
          ...AIRLINE_CATEGORIES.map((c) => ({ value: c, label: st(AIRLINE_CATEGORY_LABELS[c]) })),
        ]}
      />
      <FilterSelect
        label={t`Sort by`}
        testId="sort-select"
        value={search.sortBy}
        onChange={(e) => onSort(e.currentTarget.value)}
        // Relevance ranks matches of a query; without one there is nothing to rank.
        options={SORT_VALUES.filter((s) => s !== 'relevance' || search.query).map((s) => ({
          value: s,
          label: st(SORT_LABELS[s]),
        }))}
      />
      {/* The form wraps the field: a Field root rendered as the form would put role="group" on a <form>. */}
      <Box as="form" flex={{ base: '1 1 100%', md: '1.4 1 0' }} minW={{ sm: '48' }} onSubmit={onQuickSubmit}>
        <Field.Root>
          <Field.Label fontSize="xs" color="fg.muted" fontWeight="medium">
            <Trans>Quick search</Trans>
          </Field.Label>
          <InputGroup startElement={<SearchIcon color="fg.muted" />}>
            <Input
              size="sm"
              value={quick}
              maxLength={QUERY_MAX}
              onChange={(e) => onQuick(e.target.value)}
              placeholder={t`Type and press Enter`}
              data-testid="quick-search"
              enterKeyHint="search"
              bg="bg"
            />
          </InputGroup>
        </Field.Root>
      </Box>
    </Flex>
  );
}
