import { Badge } from '@chakra-ui/react';
import type { SubscriptionStatus } from '@contracts';

const LABELS: Record<SubscriptionStatus, { label: string; palette: string }> = {
  none: { label: 'No Subscription', palette: 'gray' },
  trial: { label: 'Free Trial', palette: 'blue' },
  active: { label: 'Active', palette: 'green' },
  canceled: { label: 'Cancelled', palette: 'orange' },
  expired: { label: 'Expired', palette: 'red' },
  suspended: { label: 'Suspended', palette: 'red' },
};

export function StatusBadge({ status }: { status: SubscriptionStatus }) {
  const s = LABELS[status];
  return (
    <Badge colorPalette={s.palette} size="lg" variant="subtle" data-testid="subscription-status">
      {s.label}
    </Badge>
  );
}
