// The lines of a rights answer (docs/api.md#rights) that the live card (rights-card.tsx) and a filed report share:
// each regime's amount, citation and reason, and the deadlines.
import { Badge, Box, Stack, Text } from '@chakra-ui/react';
import { perPassenger, type Deadline, type RegimeResult } from '@contracts';
import { formatCalendarDay } from '../../lib/calendar-day';

/** The headline of a regime: its amount per passenger (contracts/rights-words.ts), the damages limit, or none. */
const headline = (r: RegimeResult) =>
  r.amount !== null && r.amount > 0 && r.currency
    ? perPassenger(r.amount, r.currency)
    : r.limit
      ? `Up to ${r.limit.amount.toLocaleString('en-GB')} SDR per passenger`
      : 'No fixed amount';

export function RegimeLine({ r }: { r: RegimeResult }) {
  const barred = r.timeLimit?.expired === true;
  return (
    <Box data-testid="regime" data-regime={r.regime}>
      {/* A claim out of time leads with it: the amount is never read above the warning. */}
      {barred && (
        <Text fontWeight="semibold" color="fg.error" data-testid="time-barred">
          Time limit passed on {formatCalendarDay(r.timeLimit!.date)}: the airline may refuse this claim as too old.
        </Text>
      )}
      <Text fontWeight={barred ? 'normal' : 'semibold'} fontSize={barred ? 'sm' : undefined}>
        {barred ? `If the airline still accepts it: ${headline(r)}` : headline(r)}
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
