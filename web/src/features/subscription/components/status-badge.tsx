import { Badge } from '@chakra-ui/react';
import type { SubscriptionPlan, SubscriptionStatus } from '@contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';

const LABELS: Record<SubscriptionStatus, { label: MessageDescriptor; palette: string }> = {
  none: { label: msg`No Subscription`, palette: 'gray' },
  trial: { label: msg`Free Trial`, palette: 'blue' },
  active: { label: msg`Active`, palette: 'green' },
  canceled: { label: msg`Cancelled`, palette: 'orange' },
  expired: { label: msg`Expired`, palette: 'red' },
  suspended: { label: msg`Suspended`, palette: 'red' },
};

/** A trial that was cancelled or ran out says so: it was never a paid subscription (docs/decisions.md#j7). */
const TRIAL_LABELS: Partial<Record<SubscriptionStatus, MessageDescriptor>> = {
  canceled: msg`Trial Cancelled`,
  expired: msg`Trial Ended`,
};

export function StatusBadge({ status, plan = null }: { status: SubscriptionStatus; plan?: SubscriptionPlan }) {
  const { i18n } = useLingui();
  const s = { ...LABELS[status], ...(plan === 'trial' && TRIAL_LABELS[status] ? { label: TRIAL_LABELS[status] } : {}) };
  return (
    <Badge colorPalette={s.palette} size="lg" variant="subtle" data-testid="subscription-status">
      {i18n._(s.label)}
    </Badge>
  );
}
