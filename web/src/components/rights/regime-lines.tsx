// The lines of a rights answer (docs/api.md#rights) that the live card (rights-card.tsx) and a filed report share:
// each regime's amount, citation and reason, and the deadlines.
import { Badge, Box, Link, Stack, Text } from '@chakra-ui/react';
import { perPassenger, type Deadline, type PendingLaw, type RegimeResult } from '@contracts';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { useServerText } from '../../i18n/server-text';
import { RightsText } from './rights-text';
import { formatCalendarDay } from '../../lib/calendar-day';

/**
 * The headline of a regime in the active language: its amount per passenger (contracts/rights-words.ts, through
 * the server texts), the damages limit, or none.
 */
function useHeadline() {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const st = useServerText();
  return (r: RegimeResult) => {
    if (r.amount !== null && r.amount > 0 && r.currency) return st(perPassenger(r.amount, r.currency));
    if (!r.limit) return t`No fixed amount`;
    const sdr = i18n.number(r.limit.amount);
    return t`Up to ${sdr} SDR per passenger`;
  };
}

/**
 * Law announced but not in force on the flight's date that would change this regime's answer (docs/api.md#rights,
 * `pending`): said beside the regime, in its own words, never in the amount above it or in the letter.
 */
function PendingNote({ law }: { law: PendingLaw }) {
  const { t } = useLinguiMacro();
  return (
    <Box mt="2" ps="3" borderStartWidth="3px" borderColor="border.emphasized" data-testid="pending-law">
      <Text fontSize="sm">
        <Text as="span" fontWeight="semibold">
          <Trans>Pending law:</Trans>
        </Text>{' '}
        <RightsText text={law.status} />
      </Text>
      <Text fontSize="sm" color="fg.muted">
        <RightsText text={law.what} />{' '}
        <Link
          href={law.source}
          target="_blank"
          rel="noopener noreferrer"
          textDecoration="underline"
          aria-label={t`Source of the pending law`}
        >
          <Trans>Source</Trans>
        </Link>
      </Text>
    </Box>
  );
}

export function RegimeLine({ r, pending = [] }: { r: RegimeResult; pending?: readonly PendingLaw[] }) {
  const barred = r.timeLimit?.expired === true;
  const headline = useHeadline()(r);
  const limitDate = r.timeLimit ? formatCalendarDay(r.timeLimit.date) : '';
  return (
    <Box data-testid="regime" data-regime={r.regime}>
      {/* A claim out of time leads with it: the amount is never read above the warning. */}
      {barred && (
        <Text fontWeight="semibold" color="fg.error" data-testid="time-barred">
          <Trans>Time limit passed on {limitDate}: the airline may refuse this claim as too old.</Trans>
        </Text>
      )}
      <Text fontWeight={barred ? 'normal' : 'semibold'} fontSize={barred ? 'sm' : undefined}>
        {barred ? <Trans>If the airline still accepts it: {headline}</Trans> : headline}
      </Text>
      <Text fontSize="sm">
        <RightsText text={r.citation} />
      </Text>
      <Text fontSize="sm" color="fg.muted">
        <RightsText text={r.reason} />
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
                <Trans>passed</Trans>
              </Badge>
            )}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            <RightsText text={d.description} />
          </Text>
        </Box>
      ))}
    </Stack>
  );
}
