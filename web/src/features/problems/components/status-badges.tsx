// Status (docs/product.md#states: Submitted yellow, In Progress blue, Resolved green, anything else raw) and the
// delivery state of a report: its e-mail (queued, sent, failed), or for a company reached through its own
// form (or through an official body's form, channel `regulator`) whether the traveller sent it there, or that
// the company has no channel we can use.
import { Badge } from '@chakra-ui/react';
import {
  isEmailStatus,
  isProblemStatus,
  PROBLEM_STATUS_LABELS,
  type EmailStatus,
  type Problem,
  type ProblemStatus,
} from '@contracts';

const STATUS_COLORS: Record<ProblemStatus, string> = { submitted: 'yellow', in_progress: 'blue', resolved: 'green' };

export function StatusBadge({ status }: { status: string }) {
  const known = isProblemStatus(status) ? status : null;
  return (
    <Badge
      colorPalette={known ? STATUS_COLORS[known] : 'gray'}
      variant="subtle"
      size="md"
      data-testid="status-badge"
      data-status={status}
    >
      {known ? PROBLEM_STATUS_LABELS[known] : status}
    </Badge>
  );
}

const EMAIL: Record<EmailStatus, { label: string; color: string; title: string }> = {
  queued: { label: 'E-mail queued', color: 'gray', title: 'The report is waiting to be e-mailed to the airline.' },
  sent: { label: 'E-mail sent', color: 'green', title: 'The report was e-mailed to the airline.' },
  failed: {
    label: 'E-mail not sent',
    color: 'red',
    title: 'The report could not be e-mailed (the airline has no e-mail address on file, or delivery failed).',
  },
};

export function EmailBadge({ status }: { status: string }) {
  const e = isEmailStatus(status) ? EMAIL[status] : undefined;
  return (
    <Badge
      colorPalette={e?.color ?? 'gray'}
      variant="outline"
      size="sm"
      title={e?.title}
      data-testid="email-badge"
      data-email-status={status}
    >
      {e?.label ?? `E-mail ${status}`}
    </Badge>
  );
}

/** What the badge says for a report the traveller sends through a form: [label, title] before and after sending. */
const FORM_SENDING = {
  form: {
    pending: ['To send through form', 'The company takes complaints through its own form: send the letter there.'],
    sent: ['Sent through form', 'You sent the letter through the company’s own complaint form.'],
  },
  regulator: {
    pending: [
      'Through an official body',
      'The company publishes no channel: the letter goes through the complaint form of an official body, which forwards it.',
    ],
    sent: [
      'Sent through an official body',
      'You sent the letter through the complaint form of the official body, which forwards it to the company.',
    ],
  },
} as const;

/** The delivery state by the report's channel (keeps the e-mail badge's test id and data). */
export function DeliveryBadge({
  problem: p,
}: {
  problem: Pick<Problem, 'channel' | 'emailStatus' | 'formSubmittedAt'>;
}) {
  if (p.channel === 'form' || p.channel === 'regulator') {
    const sent = !!p.formSubmittedAt;
    const [label, title] = FORM_SENDING[p.channel][sent ? 'sent' : 'pending'];
    return (
      <Badge
        colorPalette={sent ? 'green' : 'orange'}
        variant="outline"
        size="sm"
        title={title}
        data-testid="email-badge"
        data-email-status={p.emailStatus}
        data-channel={p.channel}
      >
        {label}
      </Badge>
    );
  }
  if (p.channel === 'none') {
    return (
      <Badge
        colorPalette="gray"
        variant="outline"
        size="sm"
        title="The company publishes no complaint e-mail or form that we know of: the letter is sent by other means."
        data-testid="email-badge"
        data-email-status={p.emailStatus}
        data-channel="none"
      >
        No e-mail or form
      </Badge>
    );
  }
  return <EmailBadge status={p.emailStatus} />;
}
