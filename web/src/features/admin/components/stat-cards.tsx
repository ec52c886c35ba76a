// The dashboard's figures, all computed by the server from the database (docs/decisions.md#p8): no static
// percentages. Report revenue is a projection (reports x REPORT_FEE_USD): nobody is charged per report.
import { Badge, Box, Card, Flex, SimpleGrid, Text } from '@chakra-ui/react';
import { Skeleton } from '../../../components/ui/skeleton';
import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminStats, Trend } from '@contracts';
import type { ReactNode } from 'react';

/** Money and counts in the active language's format. */
const usd = (i18n: I18n, n: number) => i18n.number(n, { style: 'currency', currency: 'USD' });
const num = (i18n: I18n, n: number) => i18n.number(n);

function TrendLine({ trend, unit, label }: { trend: Trend | undefined; unit: 'count' | 'usd'; label: ReactNode }) {
  const { i18n, t } = useLingui();
  if (!trend) return null;
  const fmt = (n: number) => (unit === 'usd' ? usd(i18n, n) : num(i18n, n));
  const pct = trend.changePercent;
  const last = fmt(trend.last30Days);
  const before = fmt(trend.previous30Days);
  const badge =
    pct === null ? (
      trend.last30Days > 0 ? (
        <Badge size="sm" variant="subtle" colorPalette="green" title={t`Nothing in the 30 days before to compare with`}>
          <Trans>new</Trans>
        </Badge>
      ) : null
    ) : (
      <Badge
        size="sm"
        variant="subtle"
        colorPalette={pct === 0 ? 'gray' : pct > 0 ? 'green' : 'red'}
        data-testid="trend-percent"
        title={t`Change against the 30 days before`}
      >
        {pct === 0
          ? `±${i18n.number(0, { style: 'percent' })}`
          : i18n.number(pct / 100, { style: 'percent', signDisplay: 'always', maximumFractionDigits: 1 })}
      </Badge>
    );
  return (
    <Flex
      mt="3"
      pt="3"
      borderTopWidth="1px"
      gap="2"
      align="center"
      justify="space-between"
      fontSize="xs"
      color="fg.muted"
      data-testid="trend"
    >
      <Text>
        <Trans>
          {label} (30 days):{' '}
          <Text as="strong" color="fg">
            {last}
          </Text>{' '}
          · before: {before}
        </Trans>
      </Text>
      {badge}
    </Flex>
  );
}

function Stat({
  label,
  value,
  note,
  trend,
  trendLabel = '',
  unit = 'count',
  testId,
}: {
  label: ReactNode;
  value: string;
  note?: ReactNode;
  trend?: Trend;
  trendLabel?: ReactNode;
  unit?: 'count' | 'usd';
  testId: string;
}) {
  return (
    <Card.Root borderRadius="xl" data-testid={testId}>
      <Card.Body p="5">
        <Text fontSize="sm" color="fg.muted" fontWeight="medium">
          {label}
        </Text>
        <Text fontSize="3xl" fontWeight="bold" letterSpacing="-0.02em" data-testid="stat-value">
          {value}
        </Text>
        {note && (
          <Text fontSize="xs" color="fg.muted" mt="1">
            {note}
          </Text>
        )}
        <TrendLine trend={trend} unit={unit} label={trendLabel} />
      </Card.Body>
    </Card.Root>
  );
}

export function StatCards({ stats, isLoading }: { stats: AdminStats | undefined; isLoading: boolean }) {
  const { i18n } = useLingui();
  if (!stats) {
    return (
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4" aria-busy={isLoading}>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} h="32" borderRadius="xl" />
        ))}
      </SimpleGrid>
    );
  }
  const t = stats.trends;
  const reportCount = num(i18n, stats.problemReportsCount);
  const reportFee = usd(i18n, stats.reportFeeUsd);
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4" data-testid="admin-stats">
      <Stat
        testId="stat-subscribers"
        label={<Trans>Total Subscribers</Trans>}
        value={num(i18n, stats.totalSubscribers)}
        note={<Trans>Paid accounts with access now</Trans>}
        trend={t.newSubscribers}
        trendLabel={<Trans>New paid</Trans>}
      />
      <Stat
        testId="stat-trials"
        label={<Trans>Active Trials</Trans>}
        value={num(i18n, stats.activeTrials)}
        note={<Trans>Free trials running now</Trans>}
        trend={t.signups}
        trendLabel={<Trans>New sign-ups</Trans>}
      />
      <Stat
        testId="stat-monthly-revenue"
        label={<Trans>Monthly Revenue</Trans>}
        value={usd(i18n, stats.monthlyRevenue)}
        note={<Trans>Recorded payments, last 30 days</Trans>}
        trend={t.revenue}
        trendLabel={<Trans>Revenue</Trans>}
        unit="usd"
      />
      <Stat
        testId="stat-reports"
        label={<Trans>Problem Reports</Trans>}
        value={num(i18n, stats.problemReportsCount)}
        note={<Trans>All reports filed</Trans>}
        trend={t.problemReports}
        trendLabel={<Trans>New reports</Trans>}
      />
      <Stat
        testId="stat-report-revenue"
        label={<Trans>Report Revenue (projection)</Trans>}
        value={usd(i18n, stats.problemReportsRevenue)}
        note={
          <Box as="span">
            <Trans>
              {reportCount} reports × {reportFee} per report. A projection only: nobody is charged per report.
            </Trans>
          </Box>
        }
      />
      <Stat
        testId="stat-total-revenue"
        label={<Trans>Total Revenue</Trans>}
        value={usd(i18n, stats.totalRevenue)}
        note={<Trans>All recorded subscription payments</Trans>}
      />
    </SimpleGrid>
  );
}
