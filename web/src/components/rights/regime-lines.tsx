// The lines of a rights answer (docs/api.md#rights) that the live card (rights-card.tsx) and a filed report share:
// each regime's amount, citation and reason, and the deadlines.
import { Badge, Box, Link, Stack, Text } from '@chakra-ui/react';
import { perPassenger, type Deadline, type PendingLaw, type RegimeResult } from '@contracts';
import { formatCalendarDay } from '../../lib/calendar-day';

/** The headline of a regime: its amount per passenger (contracts/rights-words.ts), the damages limit, or none. */
const headline = (r: RegimeResult) =>
  r.amount !== null && r.amount > 0 && r.currency
    ? perPassenger(r.amount, r.currency)
    : r.limit
      ? `Up to ${r.limit.amount.toLocaleString('en-GB')} SDR per passenger`
      : 'No fixed amount';

/**
 * Law announced but not in force on the flight's date that would change this regime's answer (docs/api.md#rights,
 * `pending`): said beside the regime, in its own words, never in the amount above it or in the letter.
 */
function PendingNote({ law }: { law: PendingLaw }) {
  return (
    <Box mt="2" ps="3" borderStartWidth="3px" borderColor="border.emphasized" data-testid="pending-law">
      <Text fontSize="sm">
        <Text as="span" fontWeight="semibold">
          Pending law:
        </Text>{' '}
        {law.status}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {law.what}{' '}
        <Link
          href={law.source}
          target="_blank"
          rel="noopener noreferrer"
          textDecoration="underline"
          aria-label="Source of the pending law"
        >
          Source
        </Link>
      </Text>
    </Box>
  );
}

export function RegimeLine({ r, pending = [] }: { r: RegimeResult; pending?: readonly PendingLaw[] }) {
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
      {pending
        .filter((p) => p.regime === r.regime)
        .map((p) => (
          <PendingNote key={p.source + p.status} law={p} />
        ))}
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
