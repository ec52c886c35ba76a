// Companies without a channel (docs/api.md#the-directory-learns): the operator's to-do list of companies a
// traveller cannot write to through AirDesk (no e-mail, no complaint form), the most reported in the last 90 days
// first, then the largest airlines, then by name. Each row: the company (its name a search for it in the
// directory) and country, its reports in 90 days, its last report, its size rank, and Add contact, which puts a
// contact and the page that publishes it into the directory through the import's rules (add-contact-form.tsx);
// a company that gains an e-mail or a form leaves the list. Table on wide screens, stacked cards on phones.
import { Badge, Box, Button, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Table } from '../../../components/ui/table';
import { COVERAGE_PAGE_SIZE, COVERAGE_REPORT_DAYS, type CoverageCompany } from '@contracts';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { lazyDialog } from '../../../components/lazy-dialog';
import { Pagination } from '../../../components/pagination';
import { directoryUrl } from '../../../config/paths';
import { formatDate } from '../../../lib/dates';
import { useCoverage } from '../api/admin';
import type { AddContactProps, AddContactTarget } from './add-contact-form';

// The form, Formik and the contract's schema load when the dialog first opens.
const AddContactDialog = lazyDialog<AddContactProps>(
  () => import('./add-contact-form'),
  (props) => props.company !== null,
);

const sizeRank = (c: CoverageCompany) => (c.sizeRank === null ? '—' : `#${c.sizeRank}`);
const lastReport = (c: CoverageCompany) => (c.lastReportAt ? formatDate(c.lastReportAt) : 'None');

/** The company's name as a search for it in the directory, where its card and details are. */
function CompanyName({ c }: { c: CoverageCompany }) {
  return (
    <Link asChild fontWeight="medium" wordBreak="break-word">
      <RouterLink to={directoryUrl({ query: c.name })}>{c.name}</RouterLink>
    </Link>
  );
}

function AddButton({ c, onAdd }: { c: CoverageCompany; onAdd: () => void }) {
  return (
    <Button size="xs" variant="outline" flexShrink={0} onClick={onAdd} aria-label={`Add contact for ${c.name}`}>
      Add contact
    </Button>
  );
}

export function CoverageList() {
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState<AddContactTarget | null>(null);
  const { data, error, isLoading, isValidating } = useCoverage(page);
  const rows = data?.companies ?? [];
  const total = data?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / COVERAGE_PAGE_SIZE));
  // The last company of a later page gained a channel: show the page before (adjusted while rendering).
  if (data && page > totalPages) setPage(totalPages);
  const first = total === 0 ? 0 : (page - 1) * COVERAGE_PAGE_SIZE + 1;
  const last = Math.min(total, (page - 1) * COVERAGE_PAGE_SIZE + rows.length);
  const add = (c: CoverageCompany) => setAdding({ id: c.id, name: c.name });
  const state =
    isLoading && !data ? (
      <Text color="fg.muted">Loading companies...</Text>
    ) : error && !data ? (
      <Text color="fg.error">Failed to load the companies without a channel. {error.message}</Text>
    ) : rows.length === 0 ? (
      <Text color="fg.muted" data-testid="coverage-empty">
        Every company in the directory has an e-mail address or a complaint form.
      </Text>
    ) : null;

  return (
    <Box as="section" aria-labelledby="coverage-heading" data-testid="coverage-section">
      <Flex align="center" gap="3" mb="1" wrap="wrap">
        <Heading as="h2" size="lg" id="coverage-heading">
          Companies without a channel
        </Heading>
        {data && (
          <Badge colorPalette={total > 0 ? 'orange' : 'gray'} variant="subtle" size="md" data-testid="coverage-total">
            {total}
          </Badge>
        )}
      </Flex>
      <Text color="fg.muted" fontSize="sm" mb="4">
        The directory has no e-mail address and no complaint form for these companies, so AirDesk cannot deliver a
        traveller&apos;s report to them; it goes by post or to an official body. The most reported in the last{' '}
        {COVERAGE_REPORT_DAYS} days come first, then the largest airlines.
      </Text>

      {state ?? (
        <>
          <Box
            borderWidth="1px"
            borderRadius="xl"
            overflow="hidden"
            opacity={isValidating && data ? 0.7 : 1}
            hideBelow="md"
          >
            <Table.ScrollArea>
              <Table.Root size="sm" minW="720px" data-testid="coverage-table">
                <Table.Header>
                  <Table.Row bg="bg.subtle">
                    <Table.ColumnHeader>Company</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Reports ({COVERAGE_REPORT_DAYS} days)</Table.ColumnHeader>
                    <Table.ColumnHeader>Last report</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Size rank</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Action</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {rows.map((c) => (
                    <Table.Row key={c.id} data-testid="coverage-row" data-airline-id={c.id}>
                      <Table.Cell>
                        <CompanyName c={c} />
                        <Text fontSize="xs" color="fg.muted">
                          {c.country}
                        </Text>
                      </Table.Cell>
                      <Table.Cell textAlign="end" data-testid="coverage-reports">
                        {c.reports90d}
                      </Table.Cell>
                      <Table.Cell whiteSpace="nowrap">{lastReport(c)}</Table.Cell>
                      <Table.Cell textAlign="end">{sizeRank(c)}</Table.Cell>
                      <Table.Cell textAlign="end">
                        <AddButton c={c} onAdd={() => add(c)} />
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          </Box>
          {/* Phones: one card per company. */}
          <Stack hideFrom="md" gap="3" opacity={isValidating && data ? 0.7 : 1}>
            {rows.map((c) => (
              <Box
                key={c.id}
                borderWidth="1px"
                borderRadius="xl"
                p="4"
                data-testid="coverage-card"
                data-airline-id={c.id}
              >
                <Flex justify="space-between" gap="3" align="flex-start">
                  <Box minW="0">
                    <CompanyName c={c} />
                    <Text fontSize="sm" color="fg.muted">
                      {c.country}
                    </Text>
                  </Box>
                  <AddButton c={c} onAdd={() => add(c)} />
                </Flex>
                <Text fontSize="sm" color="fg.muted" mt="1">
                  {c.reports90d} {c.reports90d === 1 ? 'report' : 'reports'} in {COVERAGE_REPORT_DAYS} days ·{' '}
                  {c.lastReportAt ? `Last report ${formatDate(c.lastReportAt)}` : 'No report yet'}
                  {c.sizeRank !== null && ` · Size rank ${sizeRank(c)}`}
                </Text>
              </Box>
            ))}
          </Stack>
          <Flex justify="space-between" align="center" gap="3" wrap="wrap" mt="4">
            <Text fontSize="sm" color="fg.muted" data-testid="coverage-count">
              Showing {first} to {last} of {total}
            </Text>
            <Pagination
              page={page}
              totalPages={totalPages}
              onChange={setPage}
              label="Companies without a channel pages"
            />
          </Flex>
        </>
      )}
      <AddContactDialog company={adding} onClose={() => setAdding(null)} />
    </Box>
  );
}
