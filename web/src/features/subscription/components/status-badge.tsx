import { Badge } from '@chakra-ui/react';
import type { SubscriptionPlan, SubscriptionStatus } from '@contracts';

const LABELS: Record<SubscriptionStatus, { label: string; palette: string }> = {
  none: { label: 'No Subscription', palette: 'gray' },
  trial: { label: 'Free Trial', palette: 'blue' },
  active: { label: 'Active', palette: 'green' },
  canceled: { label: 'Cancelled', palette: 'orange' },
  expired: { label: 'Expired', palette: 'red' },
  suspended: { label: 'Suspended', palette: 'red' },
};

/** A trial that was cancelled or ran out says so: it was never a paid subscription (docs/decisions.md#j7). */
const TRIAL_LABELS: Partial<Record<SubscriptionStatus, string>> = {
  canceled: 'Trial Cancelled',
  expired: 'Trial Ended',
};

export function StatusBadge({ status, plan = null }: { status: SubscriptionStatus; plan?: SubscriptionPlan }) {
  const s = { ...LABELS[status], ...(plan === 'trial' && TRIAL_LABELS[status] ? { label: TRIAL_LABELS[status] } : {}) };
  return (
    <Badge colorPalette={s.palette} size="lg" variant="subtle" data-testid="subscription-status">
      {s.label}
    </Badge>
  );
}
