// Recent Subscribers: user, status, subscription date, next billing, View and Suspend / Reactivate, with
// real pagination ("Showing 1 to 10 of N").
import { Badge, Box, Button, Flex, HStack, Text } from '@chakra-ui/react';
import { DataList } from '../../../components/ui/data-list';
import { Table } from '../../../components/ui/table';
import { SUBSCRIBERS_PAGE_SIZE, type SubscriberRow } from '@contracts';
import { useState, type ReactNode } from 'react';
import { ItemDialog } from '../../../components/item-dialog';
import { errorText } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { notify, notifyError } from '../../../lib/toast';
import { setSuspended, useSubscribers } from '../api/admin';
import { listState, PagedList } from './paged-list';

const STATUS: Record<string, { label: string; color: string }> = {
  active: { label: 'Active', color: 'green' },
  trial: { label: 'Trial', color: 'blue' },
  canceled: { label: 'Cancelled', color: 'orange' },
  expired: { label: 'Expired', color: 'gray' },
  suspended: { label: 'Suspended', color: 'red' },
};

function SubscriberStatus({ status }: { status: string }) {
  const s = STATUS[status];
  return (
    <Badge colorPalette={s?.color ?? 'gray'} variant="subtle" data-testid="subscriber-status">
      {s?.label ?? status}
    </Badge>
  );
}

function ViewDialog({ row, onClose }: { row: SubscriberRow | null; onClose: () => void }) {
  return (
    <ItemDialog item={row} onClose={onClose} testId="subscriber-detail" title={(r) => `Subscriber #${r.id}`}>
      {(r) => (
        <DataList.Root orientation="horizontal" gap="3">
          {(
            [
              ['Username', r.username],
              ['E-mail', r.email],
              ['Status', <SubscriberStatus key="s" status={r.status} />],
              ['Subscription date', formatDate(r.subscriptionDate)],
              ['Next billing', r.nextBilling ? formatDate(r.nextBilling) : 'None scheduled'],
            ] satisfies [string, ReactNode][]
          ).map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel minW="36">{label}</DataList.ItemLabel>
              <DataList.ItemValue wordBreak="break-all">{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      )}
    </ItemDialog>
  );
}

function ConfirmSuspend({
  row,
  busy,
  onCancel,
  onConfirm,
}: {
  row: SubscriberRow | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <ItemDialog
      item={row}
      onClose={onCancel}
      role="alertdialog"
      testId="confirm-suspend"
      title={(r) => `Suspend ${r.username}?`}
      footer={() => (
        <>
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button colorPalette="red" onClick={onConfirm} loading={busy} loadingText="Suspending…">
            Suspend
          </Button>
        </>
      )}
    >
      {() => <Text>They lose access at once and are signed out everywhere. You can reactivate the account later.</Text>}
    </ItemDialog>
  );
}

interface ActionsProps {
  row: SubscriberRow;
  busy: boolean;
  self: boolean;
  onView: () => void;
  onSuspend: () => void;
  onReactivate: () => void;
}

function RowActions({ row: r, busy, self, onView, onSuspend, onReactivate }: ActionsProps) {
  return (
    <HStack gap="2" justify="flex-end">
      <Button size="xs" variant="outline" onClick={onView} aria-label={`View ${r.username}`}>
        View
      </Button>
      {r.status === 'suspended' ? (
        <Button
          size="xs"
          colorPalette="green"
          variant="outline"
          loading={busy}
          onClick={onReactivate}
          aria-label={`Reactivate ${r.username}`}
        >
          Reactivate
        </Button>
      ) : (
        <Button
          size="xs"
          colorPalette="red"
          variant="outline"
          disabled={self}
          title={self ? 'You cannot suspend your own account' : undefined}
          onClick={onSuspend}
          aria-label={`Suspend ${r.username}`}
        >
          Suspend
        </Button>
      )}
    </HStack>
  );
}

export function SubscribersTable({ currentUserId }: { currentUserId: number }) {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, isValidating } = useSubscribers(page);
  const [viewing, setViewing] = useState<SubscriberRow | null>(null);
  const [suspending, setSuspending] = useState<SubscriberRow | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const act = async (row: SubscriberRow, suspend: boolean) => {
    setBusyId(row.id);
    try {
      await setSuspended(row.id, suspend);
      if (suspend) notify('Subscriber suspended', `${row.username} no longer has access.`);
      else notify('Subscriber reactivated', `${row.username} has access again.`);
      setSuspending(null);
    } catch (err) {
      notifyError(suspend ? 'Failed to suspend subscriber' : 'Failed to reactivate subscriber', errorText(err));
    } finally {
      setBusyId(null);
    }
  };

  // The same actions in the desktop table and the phone cards.
  const actionsFor = (r: SubscriberRow) => (
    <RowActions
      row={r}
      busy={busyId === r.id}
      self={r.id === currentUserId}
      onView={() => setViewing(r)}
      onSuspend={() => setSuspending(r)}
      onReactivate={() => void act(r, false)}
    />
  );

  const rows = data?.subscribers ?? [];
  const total = data?.total ?? 0;
  const state = listState(
    { loading: isLoading && !data, error: data ? undefined : error, empty: rows.length === 0 },
    {
      loading: 'Loading subscribers...',
      failed: 'Failed to load subscribers.',
      empty: 'No subscribers found.',
      emptyTestId: 'subscribers-empty',
    },
  );

  return (
    <Box>
      {state ?? (
        <PagedList
          rows={rows}
          dimmed={isValidating && !!data}
          page={page}
          pageSize={SUBSCRIBERS_PAGE_SIZE}
          total={total}
          onPage={setPage}
          pagesLabel="Subscribers pages"
          countTestId="subscribers-count"
          noneText="No subscribers"
          table={
            <Table.Root size="sm" minW="720px" data-testid="subscribers-table">
              <Table.Header>
                <Table.Row bg="bg.subtle">
                  <Table.ColumnHeader>User</Table.ColumnHeader>
                  <Table.ColumnHeader>Status</Table.ColumnHeader>
                  <Table.ColumnHeader>Subscription Date</Table.ColumnHeader>
                  <Table.ColumnHeader>Next Billing</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((r) => (
                  <Table.Row key={r.id} data-testid="subscriber-row" data-user-id={r.id}>
                    <Table.Cell>
                      <Text fontWeight="medium">{r.username}</Text>
                      {r.email !== r.username && (
                        <Text fontSize="xs" color="fg.muted">
                          {r.email}
                        </Text>
                      )}
                    </Table.Cell>
                    <Table.Cell>
                      <SubscriberStatus status={r.status} />
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{formatDate(r.subscriptionDate)}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{r.nextBilling ? formatDate(r.nextBilling) : '—'}</Table.Cell>
                    <Table.Cell>{actionsFor(r)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          }
          cardAttrs={(r) => ({ 'data-testid': 'subscriber-card', 'data-user-id': r.id })}
          card={(r) => (
            <>
              <Flex justify="space-between" gap="2" align="flex-start">
                <Text fontWeight="medium" wordBreak="break-all">
                  {r.username}
                </Text>
                <SubscriberStatus status={r.status} />
              </Flex>
              <Text fontSize="sm" color="fg.muted" mt="1">
                Since {formatDate(r.subscriptionDate)} · Next billing {r.nextBilling ? formatDate(r.nextBilling) : '—'}
              </Text>
              <Box mt="3">{actionsFor(r)}</Box>
            </>
          )}
        />
      )}
      <ViewDialog row={viewing} onClose={() => setViewing(null)} />
      <ConfirmSuspend
        row={suspending}
        busy={!!suspending && busyId === suspending.id}
        onCancel={() => setSuspending(null)}
        onConfirm={() => suspending && void act(suspending, true)}
      />
    </Box>
  );
}
