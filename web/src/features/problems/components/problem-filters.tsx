// The search box and status filter above the Problem Management list. The page keeps both in the URL.
import { Button, Flex, HStack, Input, InputGroup } from '@chakra-ui/react';
import { NativeSelect } from '../../../components/ui/native-select';
import { isProblemStatus, PROBLEM_QUERY_MAX, PROBLEM_STATUS_LABELS, PROBLEM_STATUSES } from '@contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SubmitEvent } from 'react';
import { useServerText } from '../../../i18n/server-text';
import { SearchIcon } from '../../../components/icons';
import type { StatusFilter } from '../api/problems';

/** The filter's options: all, then each status (its label from the contracts, shown through useServerText). */
const STATUS_FILTERS: { value: StatusFilter; label: MessageDescriptor | string }[] = [
  { value: 'all', label: msg`All statuses` },
  ...PROBLEM_STATUSES.map((s) => ({ value: s, label: PROBLEM_STATUS_LABELS[s] })),
];

export const isStatusFilter = (v: string | null): v is StatusFilter =>
  v === 'all' || (v !== null && isProblemStatus(v));

interface Props {
  text: string;
  onText: (text: string) => void;
  status: StatusFilter;
  /** The filter chosen, one of the options' values. */
  onStatus: (value: string) => void;
  onSubmit: (e: SubmitEvent) => void;
}

export function ProblemFilters({ text, onText, status, onStatus, onSubmit }: Props) {
  const { i18n, t } = useLingui();
  const st = useServerText();
  return (
    <Flex as="form" onSubmit={onSubmit} gap="3" mb="6" direction={{ base: 'column', md: 'row' }} role="search">
      <InputGroup flex="1" startElement={<SearchIcon color="fg.muted" />}>
        <Input
          value={text}
          maxLength={PROBLEM_QUERY_MAX}
          onChange={(e) => onText(e.target.value)}
          placeholder={t`Search airline, flight or description`}
          aria-label={t`Search problems`}
          data-testid="problem-search"
          bg="bg"
        />
      </InputGroup>
      <HStack gap="3">
        <NativeSelect.Root w={{ base: 'full', md: '48' }}>
          <NativeSelect.Field
            value={status}
            onChange={(e) => onStatus(e.currentTarget.value)}
            aria-label={t`Filter by status`}
            data-testid="status-filter"
            bg="bg"
          >
            {STATUS_FILTERS.map((s) => (
              <option key={s.value} value={s.value}>
                {typeof s.label === 'string' ? st(s.label) : i18n._(s.label)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button type="submit">
          <Trans>Search</Trans>
        </Button>
      </HStack>
    </Flex>
  );
}
