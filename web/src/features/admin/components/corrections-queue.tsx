// Contact corrections: the open count and the queue of what subscribers reported, what companies' answers to
// cases showed (an address, a domain they answer from) and what the source check found stale (company, contact,
// what is wrong, the suggested value, the page it was seen on, the note, where it came from and when). Apply
// puts the value (or the admin's own, typed in the override box) into the directory through the import's rules,
// and a refusal shows its reasons; for a domain it confirms the domain. Dismiss closes it. Tables on wide
// screens, stacked cards on phones.
import { Badge, Box, Button, Flex, Heading, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import { Table } from '../../../components/ui/table';
import {
  CORRECTION_PROBLEM_LABELS,
  CORRECTION_VALUE_MAX,
  QUEUE_FIELD_LABELS,
  CORRECTIONS_PAGE_SIZE,
  type Correction,
} from '@contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { websiteHost } from '../../../components/contact-links';
import { PATHS } from '../../../config/paths';
import { ApiError, errorText } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { notify } from '../../../lib/toast';
import { useServerText } from '../../../i18n/server-text';
import { applyCorrection, dismissCorrection, useOpenCorrections } from '../api/admin';
import { inSentence } from './in-sentence';
import { listState, PagedList, pageWindow } from './paged-list';

/** A domain the company answered from: applying it confirms the domain, there is no contact value to replace. */
const isDomain = (c: Correction) => c.field === 'answerDomain';

/** The contact's name (the contract's label) in the active language, as a title and mid-sentence. */
function useFieldLabel() {
  const st = useServerText();
  const { i18n } = useLingui();
  return {
    fieldLabel: (c: Correction) => st(QUEUE_FIELD_LABELS[c.field]),
    fieldInSentence: (c: Correction) => inSentence(st(QUEUE_FIELD_LABELS[c.field]), i18n.locale),
  };
}

function ProblemLabel({ c }: { c: Correction }) {
  const st = useServerText();
  return isDomain(c) ? <Trans>Not confirmed yet</Trans> : <>{st(CORRECTION_PROBLEM_LABELS[c.problem])}</>;
}

function FieldLabel({ c }: { c: Correction }) {
  const { fieldLabel } = useFieldLabel();
  return <>{fieldLabel(c)}</>;
}

function SourceLink({ c }: { c: Correction }) {
  const { t } = useLingui();
  const { fieldInSentence } = useFieldLabel();
  const url = /^https?:\/\//i.test(c.sourceUrl) ? c.sourceUrl : '';
  if (!url)
    return (
      <Text as="span" color="fg.muted">
        {c.origin === 'case-answer' ? (
          <Trans>No page: seen in the company’s answer</Trans>
        ) : (
          <Trans>No source given</Trans>
        )}
      </Text>
    );
  const host = websiteHost(url);
  const field = fieldInSentence(c);
  const company = c.airlineName;
  return (
    <Link
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      wordBreak="break-all"
      // The name starts with the host shown, so a voice user can say what they see (WCAG 2.5.3).
      aria-label={t`${host}: source page for the ${field} of ${company}`}
      data-testid="correction-source"
    >
      {websiteHost(url)}
    </Link>
  );
}

function Suggested({ c }: { c: Correction }) {
  return c.suggestedValue ? (
    <Text as="span" fontWeight="medium" fontSize="sm" wordBreak="break-all" data-testid="correction-value">
      {c.suggestedValue}
    </Text>
  ) : (
    <Text as="span" color="fg.muted" fontStyle="italic">
      <Trans>None suggested</Trans>
    </Text>
  );
}

/** Apply (with an optional override), Dismiss, and the reasons when the value is refused. */
function Actions({ c }: { c: Correction }) {
  const { t } = useLingui();
  const { fieldInSentence } = useFieldLabel();
  const company = c.airlineName;
  const domain = c.suggestedValue;
  const id = c.id;
  const [override, setOverride] = useState('');
  const [busy, setBusy] = useState<'apply' | 'dismiss' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const run = async (kind: 'apply' | 'dismiss') => {
    setBusy(kind);
    setProblem(null);
    try {
      if (kind === 'apply' && isDomain(c)) {
        await applyCorrection(c.id);
        notify(t`Domain confirmed`, t`Mail from ${domain} now counts as ${company}’s answer.`);
      } else if (kind === 'apply') {
        await applyCorrection(c.id, override);
        const field = fieldInSentence(c);
        notify(t`Correction applied`, t`The ${field} of ${company} is updated in the directory.`);
      } else {
        await dismissCorrection(c.id);
        notify(t`Correction dismissed`, t`The report about ${company} is closed without a change.`);
      }
    } catch (err) {
      setProblem(err instanceof ApiError ? err.detail : errorText(err));
      setBusy(null);
    }
  };

  return (
    <Stack gap="2" minW="0">
      {isDomain(c) ? (
        <Text fontSize="xs" color="fg.muted">
          <Trans>Confirming it makes mail from this domain count as the company’s answer.</Trans>
        </Text>
      ) : (
        <Input
          size="xs"
          value={override}
          onChange={(e) => setOverride(e.target.value)}
          maxLength={CORRECTION_VALUE_MAX}
          placeholder={c.suggestedValue ? t`Or apply another value` : t`Value to apply (empty clears it)`}
          aria-label={t`Value to apply instead for ${company} (optional)`}
          data-testid="correction-override"
          bg="bg"
        />
      )}
      <HStack gap="2">
        <Button
          size="xs"
          colorPalette="green"
          // Chakra's solid green (green.600) gives white text 3.3:1; the darker shade reaches 4.5:1 (WCAG 1.4.3).
          bg="green.700"
          _hover={{ bg: 'green.800' }}
          loading={busy === 'apply'}
          disabled={busy !== null}
          onClick={() => void run('apply')}
          aria-label={
            isDomain(c) ? t`Confirm domain ${domain} for ${company}` : t`Apply correction ${id} for ${company}`
          }
        >
          {isDomain(c) ? <Trans>Confirm domain</Trans> : <Trans>Apply</Trans>}
        </Button>
        <Button
          size="xs"
          variant="outline"
          loading={busy === 'dismiss'}
          disabled={busy !== null}
          onClick={() => void run('dismiss')}
          aria-label={t`Dismiss correction ${id} for ${company}`}
        >
          <Trans>Dismiss</Trans>
        </Button>
      </HStack>
      {problem && (
        <Text fontSize="xs" color="fg.error" role="alert" data-testid="correction-apply-error">
          {problem}
        </Text>
      )}
    </Stack>
  );
}

/** Where the entry came from: the subscriber who reported it, a company's answer to a case, or the source check. */
function Origin({ c }: { c: Correction }) {
  if (c.origin === 'source-check') return <Trans>Source check</Trans>;
  if (c.origin === 'subscriber') return c.username != null ? <>{c.username}</> : <Trans>A deleted account</Trans>;
  // The report is gone once its traveller erased their data: the entry still says what it was learned from.
  if (c.problemId === null) return <Trans>Learned from a company’s answer</Trans>;
  const reportId = c.problemId;
  return (
    <Trans>
      Learned from a company’s answer{' '}
      <Text as="span" whiteSpace="nowrap">
        (
        <Link asChild display="inline" color="fg.muted" textDecoration="underline">
          <RouterLink to={`${PATHS.problemManagement}?report=${reportId}`}>report #{reportId}</RouterLink>
        </Link>
        )
      </Text>
    </Trans>
  );
}

function Who({ c }: { c: Correction }) {
  return (
    <Text fontSize="xs" color="fg.muted" wordBreak="break-word" data-testid="correction-origin" data-origin={c.origin}>
      <Origin c={c} />
      <br />
      {formatDate(c.createdAt)}
    </Text>
  );
}

export function CorrectionsQueue({ openCount }: { openCount: number | undefined }) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const { data, error, isLoading, isValidating } = useOpenCorrections(page);
  const rows = data?.corrections ?? [];
  const total = data?.total ?? 0;
  const count = openCount ?? data?.total;
  const { totalPages } = pageWindow(page, CORRECTIONS_PAGE_SIZE, total, rows.length);
  // The last open correction of a later page was closed: show the page before (adjusted while rendering,
  // as React recommends for state that follows other state).
  if (data && page > totalPages) setPage(totalPages);
  const state = listState(
    { loading: isLoading && !data, error: data ? undefined : error, empty: rows.length === 0 },
    {
      loading: <Trans>Loading corrections...</Trans>,
      failed: <Trans>Failed to load corrections.</Trans>,
      empty: <Trans>No open corrections. The directory is as subscribers last saw it.</Trans>,
      emptyTestId: 'corrections-empty',
    },
  );

  return (
    <Box as="section" aria-labelledby="corrections-heading" data-testid="corrections-section">
      <Flex align="center" gap="3" mb="1" wrap="wrap">
        <Heading as="h2" size="lg" id="corrections-heading">
          <Trans>Contact corrections</Trans>
        </Heading>
        {count !== undefined && (
          <Badge colorPalette={count > 0 ? 'orange' : 'gray'} variant="subtle" size="md" data-testid="open-corrections">
            <Trans>{count} open</Trans>
          </Badge>
        )}
      </Flex>
      <Text color="fg.muted" fontSize="sm" mb="4">
        <Trans>
          Wrong, dead or missing contacts reported by subscribers, addresses and domains companies answered cases from,
          and contacts the source check no longer finds on their page. Applying checks the value with the same rules as
          the CSV import.
        </Trans>
      </Text>

      {state ?? (
        <PagedList
          rows={rows}
          dimmed={isValidating && !!data}
          page={page}
          pageSize={CORRECTIONS_PAGE_SIZE}
          total={total}
          onPage={setPage}
          pagesLabel={t`Corrections pages`}
          countTestId="corrections-count"
          // Fixed columns: long values, notes and refusal reasons wrap inside their column.
          table={
            <Table.Root
              size="sm"
              minW="880px"
              tableLayout="fixed"
              data-testid="corrections-table"
              css={{ '& td': { whiteSpace: 'normal', overflowWrap: 'anywhere' } }}
            >
              <Table.Header>
                <Table.Row bg="bg.subtle">
                  <Table.ColumnHeader w="20%">
                    <Trans>Company and contact</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader w="22%">
                    <Trans>Suggested value and source</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader w="20%">
                    <Trans>Note</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader w="14%">
                    <Trans>From</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader w="24%">
                    <Trans>Actions</Trans>
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((c) => (
                  <Table.Row key={c.id} data-testid="correction-row" data-correction-id={c.id} verticalAlign="top">
                    <Table.Cell>
                      <Text fontWeight="medium">{c.airlineName}</Text>
                      <Text fontSize="sm">
                        <FieldLabel c={c} /> ·{' '}
                        <Text as="span" color="fg.muted">
                          <ProblemLabel c={c} />
                        </Text>
                      </Text>
                    </Table.Cell>
                    <Table.Cell>
                      <Stack gap="1">
                        <Suggested c={c} />
                        <Text fontSize="xs">
                          <SourceLink c={c} />
                        </Text>
                      </Stack>
                    </Table.Cell>
                    <Table.Cell fontSize="sm">
                      {c.note ? (
                        <Text whiteSpace="pre-wrap">{c.note}</Text>
                      ) : (
                        <Text as="span" color="fg.muted">
                          —
                        </Text>
                      )}
                    </Table.Cell>
                    <Table.Cell>
                      <Who c={c} />
                    </Table.Cell>
                    <Table.Cell>
                      <Actions c={c} />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          }
          cardAttrs={(c) => ({ 'data-testid': 'correction-card', 'data-correction-id': c.id })}
          card={(c) => (
            <>
              <Flex justify="space-between" gap="2" align="flex-start">
                <Text fontWeight="medium">{c.airlineName}</Text>
                <Badge variant="outline" size="sm" flexShrink={0}>
                  <FieldLabel c={c} />
                </Badge>
              </Flex>
              <Text fontSize="sm" color="fg.muted">
                <ProblemLabel c={c} />
              </Text>
              <Stack gap="1" mt="2" fontSize="sm">
                <Suggested c={c} />
                <Text fontSize="xs">
                  <SourceLink c={c} />
                </Text>
                {c.note && (
                  <Text whiteSpace="pre-wrap" wordBreak="break-word">
                    {c.note}
                  </Text>
                )}
                <Who c={c} />
              </Stack>
              <Box mt="3">
                <Actions c={c} />
              </Box>
            </>
          )}
        />
      )}
    </Box>
  );
}
