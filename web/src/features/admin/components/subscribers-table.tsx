// Recent Subscribers: user, status, subscription date, next billing, View and Suspend / Reactivate, with
// real pagination ("Showing 1 to 10 of N").
import { Badge, Box, Button, Flex, HStack, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

const STATUS: Record<string, { label: MessageDescriptor; color: string }> = {
  active: { label: msg`Active`, color: 'green' },
  trial: { label: msg`Trial`, color: 'blue' },
  canceled: { label: msg`Cancelled`, color: 'orange' },
  expired: { label: msg`Expired`, color: 'gray' },
  suspended: { label: msg`Suspended`, color: 'red' },
};

function SubscriberStatus({ status }: { status: string }) {
  const { i18n } = useLingui();
  const s = STATUS[status];
  return (
    <Badge colorPalette={s?.color ?? 'gray'} variant="subtle" data-testid="subscriber-status">
      {s ? i18n._(s.label) : status}
    </Badge>
  );
}

function ViewDialog({ row, onClose }: { row: SubscriberRow | null; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <ItemDialog
      item={row}
      onClose={onClose}
      testId="subscriber-detail"
      title={(r) => {
        const id = r.id;
        return <Trans>Subscriber #{id}</Trans>;
      }}
    >
      {(r) => (
        <DataList.Root orientation="horizontal" gap="3">
          {(
            [
              [t`Username`, r.username],
              [t`E-mail`, r.email],
              [t`Status`, <SubscriberStatus key="s" status={r.status} />],
              [t`Subscription date`, formatDate(r.subscriptionDate)],
              [t`Next billing`, r.nextBilling ? formatDate(r.nextBilling) : t`None scheduled`],
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
  const { t } = useLingui();
  return (
    <ItemDialog
      item={row}
      onClose={onCancel}
      role="alertdialog"
      testId="confirm-suspend"
      title={(r) => {
        const name = r.username;
        return <Trans>Suspend {name}?</Trans>;
      }}
      footer={() => (
        <>
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button colorPalette="red" onClick={onConfirm} loading={busy} loadingText={t`Suspending…`}>
            <Trans>Suspend</Trans>
          </Button>
        </>
      )}
    >
      {() => (
        <Text>
          <Trans>They lose access at once and are signed out everywhere. You can reactivate the account later.</Trans>
        </Text>
      )}
    </ItemDialog>
  );
}

/** A phone card's dates: since when, and the next billing. */
function CardDates({ row: r }: { row: SubscriberRow }) {
  const since = formatDate(r.subscriptionDate);
  const next = r.nextBilling ? formatDate(r.nextBilling) : '—';
  return (
    <Text fontSize="sm" color="fg.muted" mt="1">
      <Trans>
        Since {since} · Next billing {next}
      </Trans>
    </Text>
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
  const { t } = useLingui();
  const name = r.username;
  return (
    <HStack gap="2" justify="flex-end">
      <Button size="xs" variant="outline" onClick={onView} aria-label={t`View ${name}`}>
        <Trans>View</Trans>
      </Button>
      {r.status === 'suspended' ? (
        <Button
          size="xs"
          colorPalette="green"
          variant="outline"
          loading={busy}
          onClick={onReactivate}
          aria-label={t`Reactivate ${name}`}
        >
          <Trans>Reactivate</Trans>
        </Button>
      ) : (
        <Button
          size="xs"
          colorPalette="red"
          variant="outline"
          disabled={self}
          title={self ? t`You cannot suspend your own account` : undefined}
          onClick={onSuspend}
          aria-label={t`Suspend ${name}`}
        >
          <Trans>Suspend</Trans>
        </Button>
      )}
    </HStack>
  );
}

export function SubscribersTable({ currentUserId }: { currentUserId: number }) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const { data, error, isLoading, isValidating } = useSubscribers(page);
  const [viewing, setViewing] = useState<SubscriberRow | null>(null);
  const [suspending, setSuspending] = useState<SubscriberRow | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const act = async (row: SubscriberRow, suspend: boolean) => {
    setBusyId(row.id);
    try {
      await setSuspended(row.id, suspend);
      const name = row.username;
      if (suspend) notify(t`Subscriber suspended`, t`${name} no longer has access.`);
      else notify(t`Subscriber reactivated`, t`${name} has access again.`);
      setSuspending(null);
    } catch (err) {
      notifyError(suspend ? t`Failed to suspend subscriber` : t`Failed to reactivate subscriber`, errorText(err));
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
      loading: <Trans>Loading subscribers...</Trans>,
      failed: <Trans>Failed to load subscribers.</Trans>,
      empty: <Trans>No subscribers found.</Trans>,
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
          pagesLabel={t`Subscribers pages`}
          countTestId="subscribers-count"
          noneText={<Trans>No subscribers</Trans>}
          table={
            <Table.Root size="sm" minW="720px" data-testid="subscribers-table">
              <Table.Header>
                <Table.Row bg="bg.subtle">
                  <Table.ColumnHeader>
                    <Trans>User</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader>
                    <Trans>Status</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader>
                    <Trans>Subscription Date</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader>
                    <Trans>Next Billing</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">
                    <Trans>Actions</Trans>
                  </Table.ColumnHeader>
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
              <CardDates row={r} />
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
