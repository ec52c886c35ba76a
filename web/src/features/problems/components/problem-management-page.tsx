// /problem-management, "All Reported Problems" (SPEC.md section 2 "Problem Management", PRODUCT.md point 6):
// Not Authorized for visitors; otherwise a text search, a status filter, the reports with their status
// and e-mail delivery state, a status selector and View (a dialog with the status history), Previous /
// Next. A user sees their own reports, an admin all of them (the API decides).
import {
  Alert,
  Box,
  Button,
  Card,
  Center,
  Flex,
  Heading,
  HStack,
  Input,
  InputGroup,
  NativeSelect,
  Spinner,
  Stack,
  Table,
  Text,
  VStack,
} from '@chakra-ui/react';
import { alertSlotRecipe, cardSlotRecipe, inputAddonRecipe, inputRecipe, nativeSelectSlotRecipe, tableSlotRecipe } from '@chakra-ui/react/theme';
import { isProblemStatus, PROBLEM_PAGE_SIZE, PROBLEM_QUERY_MAX, PROBLEM_STATUS_LABELS, PROBLEM_STATUSES, problemCategoryLabel, type Problem, type ProblemStatus } from '@contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { SearchIcon } from '../../../components/icons';
import { PageContainer, PageHeading } from '../../../components/page';
import { PageSpinner } from '../../../components/page-spinner';
import { errorText } from '../../../lib/api-client';
import { useUser } from '../../../lib/session';
import { notify, notifyError } from '../../../lib/toast';
import { PATHS } from '../../../routes/paths';
import { problemsUrl, updateStatus, useProblems, type StatusFilter } from '../api/problems';
import { formatDay } from './format';
import { ProblemDetailDialog } from './problem-detail-dialog';
import { DeliveryBadge, StatusBadge } from './status-badges';
import { registerRecipes } from '../../../theme/recipes';

registerRecipes({ recipes: { input: inputRecipe, inputAddon: inputAddonRecipe }, slotRecipes: { alert: alertSlotRecipe, card: cardSlotRecipe, nativeSelect: nativeSelectSlotRecipe, table: tableSlotRecipe } });

const STATUS_FILTERS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All statuses' },
  ...PROBLEM_STATUSES.map((s) => ({ value: s, label: PROBLEM_STATUS_LABELS[s] })),
];

const isStatusFilter = (v: string | null): v is StatusFilter => v === 'all' || (v !== null && isProblemStatus(v));

function StatusSelect({ problem, busy, onChange }: { problem: Problem; busy: boolean; onChange: (s: ProblemStatus) => void }) {
  return (
    <NativeSelect.Root size="xs" w="32" disabled={busy}>
      <NativeSelect.Field
        value={problem.status}
        onChange={(e) => {
          const status = e.currentTarget.value;
          if (isProblemStatus(status)) onChange(status);
        }}
        aria-label={`Status of problem ${problem.id}`}
        data-testid="status-select"
      >
        {!isProblemStatus(problem.status) && <option value={problem.status}>{problem.status}</option>}
        {PROBLEM_STATUSES.map((s) => (
          <option key={s} value={s}>
            {PROBLEM_STATUS_LABELS[s]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

function NotAuthorized() {
  return (
    <Center minH="50vh" px="6">
      <VStack gap="3" textAlign="center">
        <Heading as="h1" size="2xl">
          Not Authorized
        </Heading>
        <Text color="fg.muted">Please log in to see your reported problems.</Text>
        <Button asChild>
          <RouterLink to={PATHS.auth}>Log In</RouterLink>
        </Button>
      </VStack>
    </Center>
  );
}

interface RowProps {
  problem: Problem;
  busy: boolean;
  onStatus: (p: Problem, s: ProblemStatus) => void;
  onView: (p: Problem) => void;
}

function CategoryCell({ p }: { p: Problem }) {
  return (
    <>
      <Text>{problemCategoryLabel(p.category)}</Text>
      {p.flightNumber && (
        <Text fontSize="xs" color="fg.muted">
          Flight {p.flightNumber}
        </Text>
      )}
    </>
  );
}

function ProblemRow({ problem: p, busy, onStatus, onView }: RowProps) {
  return (
    <Table.Row data-testid="problem-row" data-problem-id={p.id}>
      <Table.Cell fontFamily="mono" fontSize="sm">
        #{p.id}
      </Table.Cell>
      <Table.Cell>
        <Text fontWeight="medium">{p.airline.name}</Text>
        <DeliveryBadge problem={p} />
      </Table.Cell>
      <Table.Cell maxW="56">
        <Text truncate>{p.username}</Text>
        <Text fontSize="xs" color="fg.muted" truncate>
          {p.contactEmail}
        </Text>
      </Table.Cell>
      <Table.Cell>
        <CategoryCell p={p} />
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">{formatDay(p.dateSubmitted)}</Table.Cell>
      <Table.Cell>
        <StatusBadge status={p.status} />
      </Table.Cell>
      <Table.Cell>
        <HStack gap="2">
          <StatusSelect problem={p} busy={busy} onChange={(s) => onStatus(p, s)} />
          <Button size="xs" variant="outline" onClick={() => onView(p)} aria-label={`View problem ${p.id}`}>
            View
          </Button>
        </HStack>
      </Table.Cell>
    </Table.Row>
  );
}

/** Phones: one card per report instead of a wide table. */
function ProblemCard({ problem: p, busy, onStatus, onView }: RowProps) {
  return (
    <Card.Root borderRadius="xl" data-testid="problem-card" data-problem-id={p.id}>
      <Card.Body gap="3" p="4">
        <Flex justify="space-between" align="flex-start" gap="2">
          <Box minW="0">
            <Text fontSize="xs" color="fg.muted" fontFamily="mono">
              #{p.id} · {formatDay(p.dateSubmitted)}
            </Text>
            <Text fontWeight="semibold">{p.airline.name}</Text>
          </Box>
          <StatusBadge status={p.status} />
        </Flex>
        <Box fontSize="sm">
          <CategoryCell p={p} />
        </Box>
        <Box fontSize="sm" minW="0">
          <Text truncate>{p.username}</Text>
          <Text fontSize="xs" color="fg.muted" truncate>
            {p.contactEmail}
          </Text>
        </Box>
        <Flex justify="space-between" align="center" gap="2" wrap="wrap">
          <DeliveryBadge problem={p} />
          <HStack gap="2">
            <StatusSelect problem={p} busy={busy} onChange={(s) => onStatus(p, s)} />
            <Button size="xs" variant="outline" onClick={() => onView(p)} aria-label={`View problem ${p.id}`}>
              View
            </Button>
          </HStack>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

export default function ProblemManagementPage() {
  const { user, isLoading: userLoading } = useUser();
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim().slice(0, 100);
  const statusParam = params.get('status');
  const status: StatusFilter = isStatusFilter(statusParam) ? statusParam : 'all';
  const pageParam = Number(params.get('page'));
  const page = Number.isInteger(pageParam) && pageParam >= 1 ? pageParam : 1;

  const { data, error, isLoading, isValidating, reload } = useProblems(user ? problemsUrl({ page, status, q }) : null);
  const [text, setText] = useState(q);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [viewing, setViewing] = useState<Problem | null>(null);

  useEffect(() => setText(q), [q]);

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

  const search = (e: FormEvent) => {
    e.preventDefault();
    set({ q: text.trim() || null, page: null });
  };

  const changeStatus = async (p: Problem, next: ProblemStatus) => {
    if (next === p.status) return;
    setBusyId(p.id);
    try {
      await updateStatus(p.id, next);
      notify('Status updated', 'The problem status has been updated successfully.');
    } catch (err) {
      notifyError('Failed to update status', errorText(err));
      void reload();
    } finally {
      setBusyId(null);
    }
  };

  const problems = data?.problems ?? [];
  const total = data?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / PROBLEM_PAGE_SIZE));
  const filtered = !!q || status !== 'all';

  return (
    <PageContainer maxW="7xl">
      <PageHeading
        eyebrow="Problem Management"
        title="All Reported Problems"
        subtitle={
          user.isAdmin
            ? 'Every report filed by AirDesk users. Change a status as the case moves on; the reporter is notified by e-mail.'
            : 'The problems you have reported, whether each was e-mailed to the airline, and where each case stands.'
        }
      />

      <Flex as="form" onSubmit={search} gap="3" mb="6" direction={{ base: 'column', md: 'row' }} role="search">
        <InputGroup flex="1" startElement={<SearchIcon color="fg.muted" />}>
          <Input
            value={text}
            maxLength={PROBLEM_QUERY_MAX}
            onChange={(e) => setText(e.target.value)}
            placeholder="Search airline, flight or description"
            aria-label="Search problems"
            data-testid="problem-search"
            bg="bg"
          />
        </InputGroup>
        <HStack gap="3">
          <NativeSelect.Root w={{ base: 'full', md: '48' }}>
            <NativeSelect.Field
              value={status}
              onChange={(e) => set({ status: e.currentTarget.value === 'all' ? null : e.currentTarget.value, page: null })}
              aria-label="Filter by status"
              data-testid="status-filter"
              bg="bg"
            >
              {STATUS_FILTERS.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button type="submit">Search</Button>
        </HStack>
      </Flex>

      {isLoading && !data ? (
        <Center py="16" role="status">
          <Spinner size="lg" color="primary" />
        </Center>
      ) : error && !data ? (
        <Alert.Root status="error" borderRadius="lg" data-testid="problems-error">
          <Alert.Indicator />
          <Box flex="1">
            <Alert.Title>Failed to load problems</Alert.Title>
            <Alert.Description>Please try again later</Alert.Description>
          </Box>
          <Button size="sm" variant="outline" onClick={() => void reload()}>
            Try Again
          </Button>
        </Alert.Root>
      ) : problems.length === 0 ? (
        <Stack align="center" textAlign="center" gap="3" py="16" bg="bg.subtle" borderRadius="xl" data-testid="problems-empty">
          <Text fontWeight="semibold">No problems found with the current filters</Text>
          {filtered ? (
            <Button size="sm" variant="outline" onClick={() => setParams({})}>
              Clear filters
            </Button>
          ) : (
            <Button asChild size="sm">
              <RouterLink to={PATHS.reportProblem}>Report a Problem</RouterLink>
            </Button>
          )}
        </Stack>
      ) : (
        <Stack gap="5" opacity={isValidating ? 0.7 : 1} transition="opacity 0.15s">
          <Box hideBelow="md" borderWidth="1px" borderRadius="xl" overflow="hidden">
            <Table.ScrollArea>
              <Table.Root size="sm" interactive data-testid="problems-table">
                <Table.Header>
                  <Table.Row bg="bg.subtle">
                    <Table.ColumnHeader>ID</Table.ColumnHeader>
                    <Table.ColumnHeader>Airline</Table.ColumnHeader>
                    <Table.ColumnHeader>Customer</Table.ColumnHeader>
                    <Table.ColumnHeader>Category</Table.ColumnHeader>
                    <Table.ColumnHeader>Submitted</Table.ColumnHeader>
                    <Table.ColumnHeader>Status</Table.ColumnHeader>
                    <Table.ColumnHeader>Actions</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {problems.map((p) => (
                    <ProblemRow key={p.id} problem={p} busy={busyId === p.id} onStatus={(x, s) => void changeStatus(x, s)} onView={setViewing} />
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          </Box>
          <Stack hideFrom="md" gap="3">
            {problems.map((p) => (
              <ProblemCard key={p.id} problem={p} busy={busyId === p.id} onStatus={(x, s) => void changeStatus(x, s)} onView={setViewing} />
            ))}
          </Stack>
          <Flex justify="space-between" align="center" gap="3" wrap="wrap">
            <Text fontSize="sm" color="fg.muted" data-testid="problems-count">
              Showing {problems.length} of {total} problems
              {totalPages > 1 && ` · page ${page} of ${totalPages}`}
            </Text>
            <HStack gap="2">
              <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => set({ page: page - 1 > 1 ? String(page - 1) : null })}>
                Previous
              </Button>
              <Button size="sm" variant="outline" disabled={page >= totalPages} onClick={() => set({ page: String(page + 1) })}>
                Next
              </Button>
            </HStack>
          </Flex>
        </Stack>
      )}

      <ProblemDetailDialog problem={viewing} onClose={() => setViewing(null)} />
    </PageContainer>
  );
}
