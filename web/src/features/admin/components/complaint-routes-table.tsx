// Complaint routes, read-only (docs/api.md#complaint-routes): each official body with its state, when it takes
// a complaint (directly, or so many days after the complaint to the company), the pages it was checked on and
// when. Routes change through `npm run routes:import`, where every row is checked, not here.
import { Badge, Box, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { Table } from '../../../components/ui/table';
import { routeKey, type RouteRecord } from '@contracts';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Pagination } from '../../../components/pagination';
import { formatDate } from '../../../lib/dates';
import { useAdminRoutes } from '../api/admin';

const PAGE_SIZE = 10;

function Opens({ route: r }: { route: RouteRecord }) {
  const waitDays = r.waitDays;
  return r.takesComplaintDirectly ? (
    <Badge colorPalette="green" variant="subtle">
      <Trans>Takes directly</Trans>
    </Badge>
  ) : (
    <Text as="span" whiteSpace="nowrap">
      <Trans>After {waitDays} days</Trans>
    </Text>
  );
}

/** `source` holds one or more space-separated URLs: each a numbered link. */
function Sources({ route: r }: { route: RouteRecord }) {
  const { t } = useLingui();
  const urls = r.source.split(/\s+/).filter(Boolean);
  const label = (i: number) => {
    const number = i + 1;
    return urls.length > 1 ? t`Source ${number}` : t`Source`;
  };
  return (
    <Flex gap="2" wrap="wrap">
      {urls.map((u, i) => (
        <Link
          key={u}
          href={u}
          target="_blank"
          rel="noopener noreferrer"
          color="blue.700"
          textDecoration="underline"
          title={u}
        >
          {label(i)}
        </Link>
      ))}
    </Flex>
  );
}

export function ComplaintRoutesTable() {
  const { t } = useLingui();
  const { routes, error, isLoading } = useAdminRoutes();
  const [page, setPage] = useState(1);
  const all = routes ?? [];
  const routeCount = all.length;
  const totalPages = Math.max(1, Math.ceil(all.length / PAGE_SIZE));
  const rows = all.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const errorMessage = error?.message ?? '';
  const status =
    isLoading && !routes
      ? t`Loading routes...`
      : error && !routes
        ? t`Failed to load routes. ${errorMessage}`
        : all.length === 0
          ? t`No complaint routes.`
          : '';

  return (
    <Box data-testid="admin-routes">
      <Text fontSize="sm" color="fg.muted" mb="4">
        <Trans>
          The official bodies that take a passenger&apos;s complaint up, as reports and the directory use them. Changed
          with <code>npm run routes:import</code>.
        </Trans>
      </Text>
      {status ? (
        <Text color={error ? 'fg.error' : 'fg.muted'}>{status}</Text>
      ) : (
        <>
          <Box borderWidth="1px" borderRadius="xl" overflow="hidden" hideBelow="md">
            <Table.ScrollArea>
              <Table.Root size="sm" minW="720px" data-testid="routes-table">
                <Table.Header>
                  <Table.Row bg="bg.subtle">
                    <Table.ColumnHeader>
                      <Trans>ID</Trans>
                    </Table.ColumnHeader>
                    <Table.ColumnHeader>
                      <Trans>Country</Trans>
                    </Table.ColumnHeader>
                    <Table.ColumnHeader>
                      <Trans>Body</Trans>
                    </Table.ColumnHeader>
                    <Table.ColumnHeader>
                      <Trans>Opens</Trans>
                    </Table.ColumnHeader>
                    <Table.ColumnHeader>
                      <Trans>Source</Trans>
                    </Table.ColumnHeader>
                    <Table.ColumnHeader>
                      <Trans>Checked</Trans>
                    </Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {rows.map((r) => (
                    <Table.Row key={routeKey(r)} data-testid="route-row" data-route-key={routeKey(r)}>
                      <Table.Cell fontFamily="mono" fontSize="xs" whiteSpace="nowrap">
                        {r.id}
                      </Table.Cell>
                      <Table.Cell>{r.country}</Table.Cell>
                      {/* Long official names wrap within the column rather than run over the next one. */}
                      <Table.Cell minW="56" maxW="80" whiteSpace="normal" wordBreak="break-word">
                        <Link href={r.url} target="_blank" rel="noopener noreferrer" textDecoration="underline">
                          {r.body}
                        </Link>
                      </Table.Cell>
                      <Table.Cell>
                        <Opens route={r} />
                      </Table.Cell>
                      <Table.Cell>
                        <Sources route={r} />
                      </Table.Cell>
                      <Table.Cell whiteSpace="nowrap">{formatDate(r.checkedAt)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          </Box>
          {/* Phones: one card per route. */}
          <Stack hideFrom="md" gap="3">
            {rows.map((r) => {
              const checked = formatDate(r.checkedAt);
              return (
                <Box key={routeKey(r)} borderWidth="1px" borderRadius="xl" p="4" data-testid="route-card">
                  <Flex justify="space-between" gap="2" align="flex-start">
                    <Text fontFamily="mono" fontSize="xs">
                      {r.id} · {r.country}
                    </Text>
                    <Opens route={r} />
                  </Flex>
                  <Link
                    href={r.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    textDecoration="underline"
                    fontWeight="medium"
                    mt="1"
                    wordBreak="break-word"
                  >
                    {r.body}
                  </Link>
                  <Flex gap="3" mt="2" fontSize="sm" color="fg.muted" wrap="wrap" align="center">
                    <Text>
                      <Trans>Checked {checked}</Trans>
                    </Text>
                    <Sources route={r} />
                  </Flex>
                </Box>
              );
            })}
          </Stack>
          <Flex justify="space-between" align="center" gap="3" wrap="wrap" mt="4">
            <Text fontSize="sm" color="fg.muted" data-testid="routes-count">
              <Plural value={routeCount} one="# route" other="# routes" />
            </Text>
            <Pagination page={page} totalPages={totalPages} onChange={setPage} label={t`Complaint routes pages`} />
          </Flex>
        </>
      )}
    </Box>
  );
}
