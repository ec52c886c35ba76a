// Status (SPEC.md section 4: Submitted yellow, In Progress blue, Resolved green, anything else raw) and the
// e-mail delivery state of a report (queued, sent, failed).
import { Badge } from '@chakra-ui/react';
import { PROBLEM_STATUS_LABELS, type EmailStatus, type ProblemStatus } from '@contracts';

const STATUS_COLORS: Record<ProblemStatus, string> = { submitted: 'yellow', in_progress: 'blue', resolved: 'green' };

export function StatusBadge({ status }: { status: string }) {
  const known = status in STATUS_COLORS ? (status as ProblemStatus) : null;
  return (
    <Badge colorPalette={known ? STATUS_COLORS[known] : 'gray'} variant="subtle" size="md" data-testid="status-badge" data-status={status}>
      {known ? PROBLEM_STATUS_LABELS[known] : status}
    </Badge>
  );
}

const EMAIL: Record<EmailStatus, { label: string; color: string; title: string }> = {
  queued: { label: 'E-mail queued', color: 'gray', title: 'The report is waiting to be e-mailed to the airline.' },
  sent: { label: 'E-mail sent', color: 'green', title: 'The report was e-mailed to the airline.' },
  failed: { label: 'E-mail not sent', color: 'red', title: 'The report could not be e-mailed (the airline has no e-mail address on file, or delivery failed).' },
};

export function EmailBadge({ status }: { status: string }) {
  const e = EMAIL[status as EmailStatus];
  return (
    <Badge colorPalette={e?.color ?? 'gray'} variant="outline" size="sm" title={e?.title} data-testid="email-badge" data-email-status={status}>
      {e?.label ?? `E-mail ${status}`}
    </Badge>
  );
}
