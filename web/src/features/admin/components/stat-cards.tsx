// The dashboard's figures, all computed by the server from the database (docs/decisions.md#p8): no static
// percentages. Report revenue is a projection (reports x REPORT_FEE_USD): nobody is charged per report.
import { Badge, Box, Card, Flex, SimpleGrid, Text } from '@chakra-ui/react';
import { Skeleton } from '../../../components/ui/skeleton';
import type { AdminStats, Trend } from '@contracts';
import type { ReactNode } from 'react';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const num = new Intl.NumberFormat('en-US');

function TrendLine({ trend, unit, label }: { trend: Trend | undefined; unit: 'count' | 'usd'; label: string }) {
  if (!trend) return null;
  const fmt = (n: number) => (unit === 'usd' ? usd.format(n) : num.format(n));
  const pct = trend.changePercent;
  const badge =
    pct === null ? (
      trend.last30Days > 0 ? (
        <Badge size="sm" variant="subtle" colorPalette="green" title="Nothing in the 30 days before to compare with">
          new
        </Badge>
      ) : null
    ) : (
      <Badge
        size="sm"
        variant="subtle"
        colorPalette={pct === 0 ? 'gray' : pct > 0 ? 'green' : 'red'}
        data-testid="trend-percent"
        title="Change against the 30 days before"
      >
        {pct === 0 ? '±0%' : `${pct > 0 ? '+' : ''}${pct}%`}
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
        {label} (30 days):{' '}
        <Text as="strong" color="fg">
          {fmt(trend.last30Days)}
        </Text>{' '}
        · before: {fmt(trend.previous30Days)}
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
  label: string;
  value: string;
  note?: ReactNode;
  trend?: Trend;
  trendLabel?: string;
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
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4" data-testid="admin-stats">
      <Stat
        testId="stat-subscribers"
        label="Total Subscribers"
        value={num.format(stats.totalSubscribers)}
        note="Paid accounts with access now"
        trend={t.newSubscribers}
        trendLabel="New paid"
      />
      <Stat
        testId="stat-trials"
        label="Active Trials"
        value={num.format(stats.activeTrials)}
        note="Free trials running now"
        trend={t.signups}
        trendLabel="New sign-ups"
      />
      <Stat
        testId="stat-monthly-revenue"
        label="Monthly Revenue"
        value={usd.format(stats.monthlyRevenue)}
        note="Recorded payments, last 30 days"
        trend={t.revenue}
        trendLabel="Revenue"
        unit="usd"
      />
      <Stat
        testId="stat-reports"
        label="Problem Reports"
        value={num.format(stats.problemReportsCount)}
        note="All reports filed"
        trend={t.problemReports}
        trendLabel="New reports"
      />
      <Stat
        testId="stat-report-revenue"
        label="Report Revenue (projection)"
        value={usd.format(stats.problemReportsRevenue)}
        note={
          <Box as="span">
            {num.format(stats.problemReportsCount)} reports × {usd.format(stats.reportFeeUsd)} per report. A projection
            only: nobody is charged per report.
          </Box>
        }
      />
      <Stat
        testId="stat-total-revenue"
        label="Total Revenue"
        value={usd.format(stats.totalRevenue)}
        note="All recorded subscription payments"
      />
    </SimpleGrid>
  );
}
