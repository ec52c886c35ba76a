// Companies without a channel (docs/api.md#the-directory-learns): the operator's to-do list of companies a
// traveller cannot write to through AirDesk (no e-mail, no complaint form), the most reported in the last 90 days
// first, then the largest airlines, then by name. Each row: the company (its name a search for it in the
// directory) and country, its reports in 90 days, its last report, its size rank, and Add contact, which puts a
// contact and the page that publishes it into the directory through the import's rules (add-contact-form.tsx);
// a company that gains an e-mail or a form leaves the list. Table on wide screens, stacked cards on phones.
import { Badge, Box, Button, Flex, Heading, Link, Text } from '@chakra-ui/react';
import { Table } from '../../../components/ui/table';
import { COVERAGE_PAGE_SIZE, COVERAGE_REPORT_DAYS, type CoverageCompany } from '@contracts';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { lazyDialog } from '../../../components/lazy-dialog';
import { directoryUrl } from '../../../config/paths';
import { formatDate } from '../../../lib/dates';
import { useCoverage } from '../api/admin';
import type { AddContactProps, AddContactTarget } from './add-contact-form';
import { listState, PagedList, pageWindow } from './paged-list';

// The form, Formik and the contract's schema load when the dialog first opens.
const AddContactDialog = lazyDialog<AddContactProps>(
  () => import('./add-contact-form'),
  (props) => props.company !== null,
);

const sizeRank = (c: CoverageCompany) => (c.sizeRank === null ? '—' : `#${c.sizeRank}`);

/** The last report's date, or None. */
function LastReport({ c }: { c: CoverageCompany }) {
  return c.lastReportAt ? <>{formatDate(c.lastReportAt)}</> : <Trans>None</Trans>;
}

/** A phone card's line: the reports in the window, the last one, the size rank. */
function CardFacts({ c }: { c: CoverageCompany }) {
  const reports = c.reports90d;
  const days = COVERAGE_REPORT_DAYS;
  const last = c.lastReportAt ? formatDate(c.lastReportAt) : null;
  const rank = sizeRank(c);
  return (
    <Text fontSize="sm" color="fg.muted" mt="1">
      <Plural value={reports} one={`# report in ${days} days`} other={`# reports in ${days} days`} /> ·{' '}
      {last ? <Trans>Last report {last}</Trans> : <Trans>No report yet</Trans>}
      {c.sizeRank !== null && (
        <>
          {' · '}
          <Trans>Size rank {rank}</Trans>
        </>
      )}
    </Text>
  );
}

/** The company's name as a search for it in the directory, where its card and details are. */
function CompanyName({ c }: { c: CoverageCompany }) {
  return (
    <Link asChild fontWeight="medium" wordBreak="break-word">
      <RouterLink to={directoryUrl({ query: c.name })}>{c.name}</RouterLink>
    </Link>
  );
}

function AddButton({ c, onAdd }: { c: CoverageCompany; onAdd: () => void }) {
  const { t } = useLingui();
  const name = c.name;
  return (
    <Button size="xs" variant="outline" flexShrink={0} onClick={onAdd} aria-label={t`Add contact for ${name}`}>
      <Trans>Add contact</Trans>
    </Button>
  );
}

export function CoverageList() {
  const { t } = useLingui();
  const days = COVERAGE_REPORT_DAYS;
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState<AddContactTarget | null>(null);
  const { data, error, isLoading, isValidating } = useCoverage(page);
  const rows = data?.companies ?? [];
  const total = data?.total ?? 0;
  const { totalPages } = pageWindow(page, COVERAGE_PAGE_SIZE, total, rows.length);
  // The last company of a later page gained a channel: show the page before (adjusted while rendering).
  if (data && page > totalPages) setPage(totalPages);
  const add = (c: CoverageCompany) => setAdding({ id: c.id, name: c.name });
  const state = listState(
    { loading: isLoading && !data, error: data ? undefined : error, empty: rows.length === 0 },
    {
      loading: <Trans>Loading companies...</Trans>,
      failed: <Trans>Failed to load the companies without a channel.</Trans>,
      empty: <Trans>Every company in the directory has an e-mail address or a complaint form.</Trans>,
      emptyTestId: 'coverage-empty',
    },
  );

  return (
    <Box as="section" aria-labelledby="coverage-heading" data-testid="coverage-section">
      <Flex align="center" gap="3" mb="1" wrap="wrap">
        <Heading as="h2" size="lg" id="coverage-heading">
          <Trans>Companies without a channel</Trans>
        </Heading>
        {data && (
          <Badge colorPalette={total > 0 ? 'orange' : 'gray'} variant="subtle" size="md" data-testid="coverage-total">
            {total}
          </Badge>
        )}
      </Flex>
      <Text color="fg.muted" fontSize="sm" mb="4">
        <Trans>
          The directory has no e-mail address and no complaint form for these companies, so AirDesk cannot deliver a
          traveller&apos;s report to them; it goes by post or to an official body. The most reported in the last {days}{' '}
          days come first, then the largest airlines.
        </Trans>
      </Text>

      {state ?? (
        <PagedList
          rows={rows}
          dimmed={isValidating && !!data}
          page={page}
          pageSize={COVERAGE_PAGE_SIZE}
          total={total}
          onPage={setPage}
          pagesLabel={t`Companies without a channel pages`}
          countTestId="coverage-count"
          table={
            <Table.Root size="sm" minW="720px" data-testid="coverage-table">
              <Table.Header>
                <Table.Row bg="bg.subtle">
                  <Table.ColumnHeader>
                    <Trans>Company</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">
                    <Trans>Reports ({days} days)</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader>
                    <Trans>Last report</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">
                    <Trans>Size rank</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">
                    <Trans>Action</Trans>
                  </Table.ColumnHeader>
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
                    <Table.Cell whiteSpace="nowrap">
                      <LastReport c={c} />
                    </Table.Cell>
                    <Table.Cell textAlign="end">{sizeRank(c)}</Table.Cell>
                    <Table.Cell textAlign="end">
                      <AddButton c={c} onAdd={() => add(c)} />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          }
          cardAttrs={(c) => ({ 'data-testid': 'coverage-card', 'data-airline-id': c.id })}
          card={(c) => (
            <>
              <Flex justify="space-between" gap="3" align="flex-start">
                <Box minW="0">
                  <CompanyName c={c} />
                  <Text fontSize="sm" color="fg.muted">
                    {c.country}
                  </Text>
                </Box>
                <AddButton c={c} onAdd={() => add(c)} />
              </Flex>
              <CardFacts c={c} />
            </>
          )}
        />
      )}
      <AddContactDialog company={adding} onClose={() => setAdding(null)} />
    </Box>
  );
}
