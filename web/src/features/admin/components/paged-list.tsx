// The shell every admin list shares (subscribers, contact corrections, companies without a channel): a table on
// wide screens and one card per row on phones, both dimmed while the next page loads over the current one, then
// "Showing a to b of n" with the pages. Each list writes only its own columns and card.
import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Table } from '../../../components/ui/table';
import { Pagination } from '../../../components/pagination';

/** The rows a page shows, by number, and how many pages there are. */
export function pageWindow(page: number, pageSize: number, total: number, shown: number) {
  return {
    first: total === 0 ? 0 : (page - 1) * pageSize + 1,
    last: Math.min(total, (page - 1) * pageSize + shown),
    totalPages: Math.max(1, Math.ceil(total / pageSize)),
  };
}

/** What stands in for the list while it loads, when it failed, or when it is empty; null once there are rows. */
export function listState(
  s: { loading: boolean; error: Error | undefined; empty: boolean },
  words: { loading: ReactNode; failed: ReactNode; empty: ReactNode; emptyTestId: string },
) {
  if (s.loading) return <Text color="fg.muted">{words.loading}</Text>;
  if (s.error)
    return (
      <Text color="fg.error">
        {words.failed} {s.error.message}
      </Text>
    );
  if (s.empty)
    return (
      <Text color="fg.muted" data-testid={words.emptyTestId}>
        {words.empty}
      </Text>
    );
  return null;
}

interface PagedListProps<T extends { id: number }> {
  rows: T[];
  /** A later page is loading over this one. */
  dimmed: boolean;
  /** The wide screens' table (its header and rows); the shell gives it its frame and scrolling. */
  table: ReactNode;
  /** A phone's card of one row, and the attributes tests find it by. */
  card: (row: T) => ReactNode;
  cardAttrs: (row: T) => Record<`data-${string}`, string | number>;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** The pagination's accessible name ("Subscribers pages"). */
  pagesLabel: string;
  countTestId: string;
  /** The count line when there is nothing to count (default "Showing 0 to 0 of 0"). */
  noneText?: ReactNode;
}

export function PagedList<T extends { id: number }>(p: PagedListProps<T>) {
  const { first, last, totalPages } = pageWindow(p.page, p.pageSize, p.total, p.rows.length);
  const opacity = p.dimmed ? 0.7 : 1;
  const total = p.total;
  return (
    <>
      <Box borderWidth="1px" borderRadius="xl" overflow="hidden" opacity={opacity} hideBelow="md">
        <Table.ScrollArea>{p.table}</Table.ScrollArea>
      </Box>
      <Stack hideFrom="md" gap="3" opacity={opacity}>
        {p.rows.map((r) => (
          <Box key={r.id} borderWidth="1px" borderRadius="xl" p="4" {...p.cardAttrs(r)}>
            {p.card(r)}
          </Box>
        ))}
      </Stack>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap" mt="4">
        <Text fontSize="sm" color="fg.muted" data-testid={p.countTestId}>
          {total === 0 && p.noneText ? (
            p.noneText
          ) : (
            <Trans>
              Showing {first} to {last} of {total}
            </Trans>
          )}
        </Text>
        <Pagination page={p.page} totalPages={totalPages} onChange={p.onPage} label={p.pagesLabel} />
      </Flex>
    </>
  );
}
