// The lines of a rights answer (docs/api.md#rights) that the live card (rights-card.tsx) and a filed report share:
// each regime's amount, citation and reason, and the deadlines.
import { Badge, Box, Stack, Text } from '@chakra-ui/react';
import type { Deadline, RegimeResult } from '@contracts';
import { formatCalendarDay } from '../../lib/calendar-day';

export const money = (amount: number, currency: string) => `${currency} ${amount.toLocaleString('en-GB')}`;

export function RegimeLine({ r }: { r: RegimeResult }) {
  return (
    <Box data-testid="regime" data-regime={r.regime}>
      <Text fontWeight="semibold">
        {r.amount !== null && r.amount > 0 && r.currency
          ? money(r.amount, r.currency)
          : r.limit
            ? `Up to ${r.limit.amount.toLocaleString('en-GB')} SDR`
            : 'No fixed amount'}
      </Text>
      <Text fontSize="sm">{r.citation}</Text>
      <Text fontSize="sm" color="fg.muted">
        {r.reason}
      </Text>
    </Box>
  );
}

export function DeadlineList({
  deadlines,
  today = new Date().toISOString().slice(0, 10),
}: {
  deadlines: readonly Deadline[];
  today?: string;
}) {
  if (deadlines.length === 0) return null;
  return (
    <Stack gap="2" data-testid="deadlines">
      {deadlines.map((d) => (
        <Box key={`${d.kind}-${d.date}`} data-kind={d.kind}>
          <Text fontSize="sm" fontWeight="semibold">
            {formatCalendarDay(d.date)}{' '}
            {d.date < today && (
              <Badge size="sm" colorPalette="gray">
                passed
              </Badge>
            )}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {d.description}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}
