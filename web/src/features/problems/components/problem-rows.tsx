// One report in the Problem Management list: a table row on wide screens, a card on phones, each with the
// company, how the report reached it and where it stands (the API's delivery), a status selector and View.
// The customer (username and contact e-mail) is shown to admins only: a traveller's list holds only their own.
import { Box, Button, Card, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { NativeSelect } from '../../../components/ui/native-select';
import { Table } from '../../../components/ui/table';
import {
  CASE_STAGE_LABELS,
  isProblemStatus,
  PROBLEM_STATUS_LABELS,
  PROBLEM_STATUSES,
  problemCategoryLabel,
  type Problem,
  type ProblemStatus,
} from '@contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useServerText } from '../../../i18n/server-text';
import { formatDay } from './format';
import { DeliveryBadge, StageBadge } from './status-badges';

function StatusSelect({
  problem,
  busy,
  onChange,
}: {
  problem: Problem;
  busy: boolean;
  onChange: (s: ProblemStatus) => void;
}) {
  const { t } = useLingui();
  const st = useServerText();
  const id = problem.id;
  return (
    <NativeSelect.Root size="xs" w="32" disabled={busy}>
      <NativeSelect.Field
        value={problem.status}
        onChange={(e) => {
          const status = e.currentTarget.value;
          if (isProblemStatus(status)) onChange(status);
        }}
        aria-label={t`Status of problem ${id}`}
        data-testid="status-select"
      >
        {!isProblemStatus(problem.status) && <option value={problem.status}>{problem.status}</option>}
        {PROBLEM_STATUSES.map((s) => (
          <option key={s} value={s}>
            {/* An open report whose letter reached no one is not called Submitted here either. */}
            {s === 'submitted' && problem.delivery.stage !== 'submitted' && problem.status === 'submitted'
              ? st(CASE_STAGE_LABELS[problem.delivery.stage])
              : st(PROBLEM_STATUS_LABELS[s])}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

interface RowProps {
  problem: Problem;
  /** An admin's list: every traveller's reports, with the customer. */
  admin: boolean;
  busy: boolean;
  onStatus: (p: Problem, s: ProblemStatus) => void;
  onView: (p: Problem) => void;
}

function CategoryCell({ p }: { p: Problem }) {
  const st = useServerText();
  const flightNumber = p.flightNumber;
  return (
    <>
      <Text>{st(problemCategoryLabel(p.category))}</Text>
      {flightNumber && (
        <Text fontSize="xs" color="fg.muted">
          <Trans>Flight {flightNumber}</Trans>
        </Text>
      )}
    </>
  );
}

/** Who filed the report: the username, and the contact e-mail when it is another address. */
function CustomerText({ p }: { p: Problem }) {
  return (
    <>
      <Text truncate>{p.username}</Text>
      {p.contactEmail.toLowerCase() !== p.username.toLowerCase() && (
        <Text fontSize="xs" color="fg.muted" truncate>
          {p.contactEmail}
        </Text>
      )}
    </>
  );
}

function ProblemRow({ problem: p, admin, busy, onStatus, onView }: RowProps) {
  const { t } = useLingui();
  const id = p.id;
  return (
    <Table.Row data-testid="problem-row" data-problem-id={p.id}>
      <Table.Cell fontFamily="mono" fontSize="sm">
        #{p.id}
      </Table.Cell>
      <Table.Cell>
        <Text fontWeight="medium">{p.airline.name}</Text>
      </Table.Cell>
      <Table.Cell>
        <DeliveryBadge problem={p} />
      </Table.Cell>
      {admin && (
        <Table.Cell maxW="56" data-testid="customer">
          <CustomerText p={p} />
        </Table.Cell>
      )}
      <Table.Cell>
        <CategoryCell p={p} />
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">{formatDay(p.dateSubmitted)}</Table.Cell>
      <Table.Cell>
        <StageBadge problem={p} />
      </Table.Cell>
      <Table.Cell>
        <HStack gap="2">
          <StatusSelect problem={p} busy={busy} onChange={(s) => onStatus(p, s)} />
          <Button size="xs" variant="outline" onClick={() => onView(p)} aria-label={t`View problem ${id}`}>
            <Trans>View</Trans>
          </Button>
        </HStack>
      </Table.Cell>
    </Table.Row>
  );
}

/** Phones: one card per report instead of a wide table. */
function ProblemCard({ problem: p, admin, busy, onStatus, onView }: RowProps) {
  const { t } = useLingui();
  const id = p.id;
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
          <StageBadge problem={p} />
        </Flex>
        <Box fontSize="sm">
          <CategoryCell p={p} />
        </Box>
        {admin && (
          <Box fontSize="sm" minW="0" data-testid="customer">
            <CustomerText p={p} />
          </Box>
        )}
        <Flex justify="space-between" align="center" gap="2" wrap="wrap">
          <DeliveryBadge problem={p} />
          <HStack gap="2">
            <StatusSelect problem={p} busy={busy} onChange={(s) => onStatus(p, s)} />
            <Button size="xs" variant="outline" onClick={() => onView(p)} aria-label={t`View problem ${id}`}>
              <Trans>View</Trans>
            </Button>
          </HStack>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

interface ListProps {
  problems: Problem[];
  admin: boolean;
  busyId: number | null;
  onStatus: (p: Problem, s: ProblemStatus) => void;
  onView: (p: Problem) => void;
}

/** Wide screens: the reports as a table. */
export function ProblemsTable({ problems, admin, busyId, onStatus, onView }: ListProps) {
  return (
    <Box hideBelow="md" borderWidth="1px" borderRadius="xl" overflow="hidden">
      <Table.ScrollArea>
        <Table.Root size="sm" interactive data-testid="problems-table">
          <Table.Header>
            <Table.Row bg="bg.subtle">
              <Table.ColumnHeader>
                <Trans>ID</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Airline</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>How it was sent</Trans>
              </Table.ColumnHeader>
              {admin && (
                <Table.ColumnHeader>
                  <Trans>Customer</Trans>
                </Table.ColumnHeader>
              )}
              <Table.ColumnHeader>
                <Trans>Category</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Reported</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Status</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Actions</Trans>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {problems.map((p) => (
              <ProblemRow
                key={p.id}
                problem={p}
                admin={admin}
                busy={busyId === p.id}
                onStatus={onStatus}
                onView={onView}
              />
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Box>
  );
}

/** Phones: the reports as cards. */
export function ProblemCards({ problems, admin, busyId, onStatus, onView }: ListProps) {
  return (
    <Stack hideFrom="md" gap="3">
      {problems.map((p) => (
        <ProblemCard key={p.id} problem={p} admin={admin} busy={busyId === p.id} onStatus={onStatus} onView={onView} />
      ))}
    </Stack>
  );
}
