// Status (docs/product.md#states: Submitted yellow, In Progress blue, Resolved green, anything else raw), where a
// report stands for its traveller (its stage: a letter sent nowhere is not "Submitted"), and how it reached the
// company (its delivery), both as the API derives them (worker/contracts/delivery.ts).
import { Badge, Stack, Text } from '@chakra-ui/react';
import {
  CASE_STAGE_LABELS,
  deliveryLabel,
  isEmailStatus,
  isProblemStatus,
  PROBLEM_STATUS_LABELS,
  READY_VIA,
  type CaseStage,
  type DeliveryState,
  type EmailStatus,
  type Problem,
  type ProblemStatus,
} from '@contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useServerText } from '../../../i18n/server-text';

const STATUS_COLORS: Record<ProblemStatus, string> = { submitted: 'yellow', in_progress: 'blue', resolved: 'green' };

export function StatusBadge({ status }: { status: string }) {
  const st = useServerText();
  const known = isProblemStatus(status) ? status : null;
  return (
    <Badge
      colorPalette={known ? STATUS_COLORS[known] : 'gray'}
      variant="subtle"
      size="md"
      data-testid="status-badge"
      data-status={status}
    >
      {known ? st(PROBLEM_STATUS_LABELS[known]) : status}
    </Badge>
  );
}

const EMAIL: Record<EmailStatus, { label: MessageDescriptor; color: string; title: MessageDescriptor }> = {
  queued: {
    label: msg`E-mail queued`,
    color: 'gray',
    title: msg`The report is waiting to be e-mailed to the airline.`,
  },
  sent: { label: msg`E-mail sent`, color: 'green', title: msg`The report was e-mailed to the airline.` },
  failed: {
    label: msg`E-mail not sent`,
    color: 'red',
    title: msg`The report could not be e-mailed (the airline has no e-mail address on file, or delivery failed).`,
  },
};

export function EmailBadge({ status }: { status: string }) {
  const { i18n, t } = useLingui();
  const e = isEmailStatus(status) ? EMAIL[status] : undefined;
  return (
    <Badge
      colorPalette={e?.color ?? 'gray'}
      variant="outline"
      size="sm"
      title={e ? i18n._(e.title) : undefined}
      data-testid="email-badge"
      data-email-status={status}
    >
      {e ? i18n._(e.label) : t`E-mail ${status}`}
    </Badge>
  );
}

const STAGE_COLORS: Record<CaseStage, string> = {
  unsent: 'orange',
  sending: 'gray',
  submitted: 'yellow',
  in_progress: 'blue',
  resolved: 'green',
};

/**
 * Where a report stands for its traveller (delivery.stage from the API): its status, except that a letter sent
 * nowhere reads "Not sent yet" (or "Sending" while its e-mail is queued), never "Submitted".
 */
export function StageBadge({ problem: p }: { problem: Pick<Problem, 'status' | 'delivery'> }) {
  const st = useServerText();
  const stage = p.delivery.stage;
  return (
    <Badge
      colorPalette={STAGE_COLORS[stage]}
      variant="subtle"
      size="md"
      data-testid="status-badge"
      data-status={p.status}
      data-stage={stage}
    >
      {st(CASE_STAGE_LABELS[stage])}
    </Badge>
  );
}

const DELIVERY_COLORS: Record<DeliveryState, string> = {
  sent: 'green',
  sending: 'gray',
  failed: 'red',
  ready: 'orange',
};

/**
 * How the report reached the company (delivery from the API): sent by e-mail, sent through the company's form,
 * a letter ready to send (and where to), through an official body; then any body the traveller took it to.
 * Keeps the e-mail badge's test id and data.
 */
export function DeliveryBadge({ problem: p }: { problem: Pick<Problem, 'emailStatus' | 'delivery'> }) {
  const st = useServerText();
  const d = p.delivery;
  const { label, title } = deliveryLabel(d);
  const via = d.state === 'ready' ? READY_VIA[d.channel] : '';
  const bodies = d.escalatedTo.join(', ');
  return (
    <Stack gap="0.5" align="flex-start" data-testid="delivery" data-channel={d.channel} data-state={d.state}>
      <Badge
        colorPalette={DELIVERY_COLORS[d.state]}
        variant="outline"
        size="sm"
        title={st(title)}
        data-testid="email-badge"
        data-email-status={p.emailStatus}
        data-channel={d.channel}
      >
        {st(label)}
      </Badge>
      {via && (
        <Text fontSize="xs" color="fg.muted" data-testid="delivery-via">
          {st(via)}
        </Text>
      )}
      {d.escalatedTo.length > 0 && (
        <Text fontSize="xs" color="fg.muted" data-testid="delivery-escalated">
          <Trans>Then sent to {bodies}</Trans>
        </Text>
      )}
    </Stack>
  );
}
