// /problem-management, "Problem Management" (docs/product.md#problem-management, docs/decisions.md#p6 and
// #reports-page-name):
// Not Authorized for visitors; otherwise a text search, a status filter, the reports with their status
// and e-mail delivery state, a status selector and View (the case: problem-detail-dialog.tsx), Previous /
// Next. A user sees their own reports, an admin all of them (the API decides). The search lives in the URL
// (q, status, page; report=<id> opens that report's case); the rows and cards are problem-rows.tsx, the search
// bar problem-filters.tsx.
import { Box, Button, Center, Flex, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { Alert } from '../../../components/ui/alert';
import { PROBLEM_PAGE_SIZE, PROBLEM_QUERY_MAX, type Problem, type ProblemStatus } from '@contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type SubmitEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PageContainer, PageHeading } from '../../../components/page';
import { PageSpinner } from '../../../components/page-spinner';
import { PATHS } from '../../../config/paths';
import { errorText } from '../../../lib/api-client';
import { useUser } from '../../../lib/session';
import { notify, notifyError } from '../../../lib/toast';
import { updateStatus, useProblems, type StatusFilter } from '../api/problems';
import { NotAuthorized } from './not-authorized';
import { ProblemDetailDialog } from './problem-detail-dialog';
import { isStatusFilter, ProblemFilters } from './problem-filters';
import { ProblemCards, ProblemsTable } from './problem-rows';

export default function ProblemManagementPage() {
  const { t } = useLingui();
  const { user, isLoading: userLoading } = useUser();
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim().slice(0, PROBLEM_QUERY_MAX);
  const statusParam = params.get('status');
  const status: StatusFilter = isStatusFilter(statusParam) ? statusParam : 'all';
  const pageParam = Number(params.get('page'));
  const page = Number.isInteger(pageParam) && pageParam >= 1 ? pageParam : 1;
  // ?report=<id>: the link of a mail about one report (a company's reply) opens its case.
  const reportParam = params.get('report') ?? '';
  const linked = /^[1-9]\d{0,9}$/.test(reportParam) ? Number(reportParam) : null;

  const { data, error, isLoading, isValidating, reload } = useProblems(user ? { page, status, q } : null);
  const [text, setText] = useState(q);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [viewing, setViewing] = useState<Problem | null>(null);

  // The search box follows the URL (Back, a status link): adjusted while rendering when the query changes.
  const [seenQ, setSeenQ] = useState(q);
  if (q !== seenQ) {
    setSeenQ(q);
    setText(q);
  }

  if (userLoading) return <PageSpinner />;
  if (!user) return <NotAuthorized />;

  const set = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (!v) next.delete(k);
      else next.set(k, v);
    }
    setParams(next);
  };

  const search = (e: SubmitEvent) => {
    e.preventDefault();
    set({ q: text.trim() || null, page: null });
  };

  const changeStatus = async (p: Problem, next: ProblemStatus) => {
    if (next === p.status) return;
    setBusyId(p.id);
    try {
      await updateStatus(p.id, next);
      notify(t`Status updated`, t`The problem status has been updated successfully.`);
    } catch (err) {
      notifyError(t`Failed to update status`, errorText(err));
      void reload();
    } finally {
      setBusyId(null);
    }
  };

  const problems = data?.problems ?? [];
  const total = data?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / PROBLEM_PAGE_SIZE));
  const filtered = !!q || status !== 'all';
  const shown = problems.length;

  return (
    <PageContainer maxW="7xl">
      <PageHeading
        eyebrow={user.isAdmin ? t`Every report` : t`Your reports`}
        title={t`Problem Management`}
        subtitle={
          user.isAdmin
            ? t`Every report filed by AirDesk users. Change a status as the case moves on; the reporter is notified by e-mail.`
            : t`The problems you have reported, how each reached the company, and where each case stands.`
        }
      />

      <ProblemFilters
        text={text}
        onText={setText}
        status={status}
        onStatus={(next) => set({ status: next === 'all' ? null : next, page: null })}
        onSubmit={search}
      />

      {isLoading && !data ? (
        <Center py="16" role="status">
          <Spinner size="lg" color="primary" />
        </Center>
      ) : error && !data ? (
        <Alert.Root status="error" borderRadius="lg" data-testid="problems-error">
          <Alert.Indicator />
          <Box flex="1">
            <Alert.Title>
              <Trans>Failed to load problems</Trans>
            </Alert.Title>
            <Alert.Description>
              <Trans>Please try again later</Trans>
            </Alert.Description>
          </Box>
          <Button size="sm" variant="outline" onClick={() => void reload()}>
            <Trans>Try Again</Trans>
          </Button>
        </Alert.Root>
      ) : problems.length === 0 ? (
        <Stack
          align="center"
          textAlign="center"
          gap="3"
          py="16"
          bg="bg.subtle"
          borderRadius="xl"
          data-testid="problems-empty"
        >
          <Text fontWeight="semibold">
            <Trans>No problems found with the current filters</Trans>
          </Text>
          {filtered ? (
            <Button size="sm" variant="outline" onClick={() => setParams({})}>
              <Trans>Clear filters</Trans>
            </Button>
          ) : (
            <Button asChild size="sm">
              <RouterLink to={PATHS.reportProblem}>
                <Trans>Report a Problem</Trans>
              </RouterLink>
            </Button>
          )}
        </Stack>
      ) : (
        <Stack gap="5" opacity={isValidating ? 0.7 : 1} transition="opacity 0.15s">
          <ProblemsTable
            problems={problems}
            admin={user.isAdmin}
            busyId={busyId}
            onStatus={(x, st) => void changeStatus(x, st)}
            onView={setViewing}
          />
          <ProblemCards
            problems={problems}
            admin={user.isAdmin}
            busyId={busyId}
            onStatus={(x, st) => void changeStatus(x, st)}
            onView={setViewing}
          />
          <Flex justify="space-between" align="center" gap="3" wrap="wrap">
            <Text fontSize="sm" color="fg.muted" data-testid="problems-count">
              <Trans>
                Showing {shown} of {total} problems
              </Trans>
              {totalPages > 1 && ` · ${t`page ${page} of ${totalPages}`}`}
            </Text>
            <HStack gap="2">
              <Button
                size="sm"
                variant="outline"
                disabled={page <= 1}
                onClick={() => set({ page: page - 1 > 1 ? String(page - 1) : null })}
              >
                <Trans>Previous</Trans>
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={page >= totalPages}
                onClick={() => set({ page: String(page + 1) })}
              >
                <Trans>Next</Trans>
              </Button>
            </HStack>
          </Flex>
        </Stack>
      )}

      <ProblemDetailDialog
        problem={viewing}
        problemId={viewing ? null : linked}
        onClose={() => {
          setViewing(null);
          if (linked !== null) set({ report: null });
        }}
      />
    </PageContainer>
  );
}
