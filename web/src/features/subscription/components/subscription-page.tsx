// /subscription: trial or active, end date, days remaining or Expired, plan details, a notice and the
// real payment history (docs/decisions.md#p4).
import { Box, Button, Card, Flex, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Alert } from '../../../components/ui/alert';
import { Table } from '../../../components/ui/table';
import { PRICE_USD, TRIAL_DAYS, TRIAL_LENGTH, type SubscriptionDetails } from '@contracts';
import { Link as RouterLink } from 'react-router-dom';
import { CheckList } from '../../../components/check-list';
import { PageContainer, PageHeading } from '../../../components/page';
import { PageSpinner } from '../../../components/page-spinner';
import { formatDate } from '../../../lib/dates';
import { PATHS, SECTION } from '../../../config/paths';
import { useSubscriptionDetails } from '../api/subscription';
import { StatusBadge } from './status-badge';
import { YourDataCard } from './your-data-card';

export const PLAN_FEATURES = [
  'Full directory access',
  'Unlimited problem reporting',
  'Tracking of report status',
  'E-mail notifications',
  'Priority support',
];

function Notice({ d }: { d: SubscriptionDetails }) {
  const end = formatDate(d.endDate);
  const text: Record<SubscriptionDetails['status'], string> = {
    none: `You have no subscription yet. Start your ${TRIAL_LENGTH} free trial or subscribe with PayPal on the home page.`,
    trial: `Your free trial ends on ${end}. A trial started with the trial button never charges you: subscribe with PayPal before it ends to keep access.`,
    active: d.autoRenew
      ? `Your subscription renews automatically on ${end} for $${PRICE_USD} USD. Subscription payments are not refundable.`
      : `Automatic renewal is off. You keep access until ${end}.`,
    canceled:
      d.plan === 'trial'
        ? `Your free trial is cancelled. You keep access until ${end}; subscribe with PayPal to keep it after that.`
        : `Your subscription is cancelled and will not renew. You keep access until ${end}.`,
    expired: 'Your access has ended. Subscribe again on the home page to use the directory and report problems.',
    suspended: 'This account is suspended. Please contact support.',
  };
  const status = d.status === 'expired' || d.status === 'suspended' ? 'warning' : 'info';
  return (
    <Alert.Root status={status} borderRadius="lg">
      <Alert.Indicator />
      <Alert.Description>{text[d.status]}</Alert.Description>
    </Alert.Root>
  );
}

function Fact({ label, value, testId }: { label: string; value: React.ReactNode; testId?: string }) {
  return (
    <Box>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="semibold" fontSize="lg" data-testid={testId}>
        {value}
      </Text>
    </Box>
  );
}

export default function SubscriptionPage() {
  const { data, error, isLoading } = useSubscriptionDetails();

  if (isLoading) return <PageSpinner />;
  if (error || !data) {
    return (
      <PageContainer>
        <PageHeading title="Subscription Details" />
        <Alert.Root status="error" borderRadius="lg">
          <Alert.Indicator />
          <Alert.Description>Failed to load your subscription. {error?.message}</Alert.Description>
        </Alert.Root>
      </PageContainer>
    );
  }

  const expired = data.status !== 'none' && data.daysRemaining <= 0;
  const remaining = expired
    ? 'Expired'
    : data.status === 'none'
      ? '—'
      : `${data.daysRemaining} ${data.daysRemaining === 1 ? 'day' : 'days'}`;

  return (
    <PageContainer maxW="5xl">
      <PageHeading title="Subscription Details" subtitle="Your plan, its dates and your payments." />
      <Stack gap="6">
        <Card.Root borderRadius="xl">
          <Card.Body gap="6">
            <Flex justify="space-between" align="center" gap="3" wrap="wrap">
              <Heading as="h2" size="lg">
                {data.plan === 'trial' ? `${TRIAL_DAYS}-Day Free Trial` : 'Annual Subscription'}
              </Heading>
              <StatusBadge status={data.status} plan={data.plan} />
            </Flex>
            <SimpleGrid columns={{ base: 1, sm: 3 }} gap="6">
              <Fact label="Started" value={formatDate(data.startDate)} />
              <Fact
                label={data.status === 'active' && data.autoRenew ? 'Renews on' : 'Access until'}
                value={formatDate(data.endDate)}
                testId="end-date"
              />
              <Fact label="Days remaining" value={remaining} testId="days-remaining" />
            </SimpleGrid>
            <Notice d={data} />
          </Card.Body>
        </Card.Root>

        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          <Card.Root borderRadius="xl">
            <Card.Header>
              <Heading as="h2" size="md">
                Plan Details
              </Heading>
            </Card.Header>
            <Card.Body gap="4">
              <HStack justify="space-between">
                <Text color="fg.muted">Plan</Text>
                <Text fontWeight="medium" data-testid="plan-name">
                  {data.plan === 'trial' ? `${TRIAL_DAYS}-Day Free Trial` : 'Annual Subscription'}
                </Text>
              </HStack>
              <HStack justify="space-between">
                <Text color="fg.muted">Price</Text>
                <Text fontWeight="medium">${PRICE_USD} USD per year</Text>
              </HStack>
              <HStack justify="space-between">
                <Text color="fg.muted">Automatic renewal</Text>
                <Text fontWeight="medium">{data.autoRenew ? 'On' : 'Off'}</Text>
              </HStack>
              <CheckList items={PLAN_FEATURES} align="center" gap="2" pt="2" />
            </Card.Body>
          </Card.Root>

          <Card.Root borderRadius="xl">
            <Card.Header>
              <Heading as="h2" size="md">
                Payment History
              </Heading>
            </Card.Header>
            <Card.Body>
              <Table.ScrollArea>
                <Table.Root size="sm" data-testid="payment-history">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>Date</Table.ColumnHeader>
                      <Table.ColumnHeader>Amount</Table.ColumnHeader>
                      <Table.ColumnHeader>Reference</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {data.payments.length === 0 ? (
                      <Table.Row>
                        <Table.Cell colSpan={3} color="fg.muted" whiteSpace="normal">
                          {data.plan === 'trial'
                            ? 'No payments yet: the free trial is free of charge.'
                            : 'No payments recorded.'}
                        </Table.Cell>
                      </Table.Row>
                    ) : (
                      data.payments.map((p) => (
                        <Table.Row key={p.reference}>
                          <Table.Cell>{formatDate(p.paidAt)}</Table.Cell>
                          <Table.Cell>
                            {p.amount} {p.currency}
                          </Table.Cell>
                          <Table.Cell fontFamily="mono" fontSize="xs" wordBreak="break-all">
                            {p.reference.split(':')[0]}
                          </Table.Cell>
                        </Table.Row>
                      ))
                    )}
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
            </Card.Body>
          </Card.Root>
        </SimpleGrid>

        <YourDataCard />

        <Flex gap="3" wrap="wrap">
          {data.status === 'none' || data.status === 'expired' ? (
            <Button asChild>
              <RouterLink to={{ pathname: PATHS.home, hash: SECTION.subscription }}>Subscribe</RouterLink>
            </Button>
          ) : (
            <Button asChild>
              <RouterLink to={PATHS.directory}>Go to Directory</RouterLink>
            </Button>
          )}
          {(data.status === 'trial' || data.status === 'active') && (
            <Button asChild variant="outline" colorPalette="red">
              <RouterLink to={PATHS.cancelSubscription}>Cancel Subscription</RouterLink>
            </Button>
          )}
        </Flex>
      </Stack>
    </PageContainer>
  );
}
