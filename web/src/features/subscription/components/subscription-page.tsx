// /subscription: trial or active, end date, days remaining or Expired, plan details, a notice and the
// real payment history (docs/decisions.md#p4). A user without access (no plan, a trial, an ended one) can
// subscribe right here, with the home page's trial and PayPal buttons (components/subscribe-actions.tsx).
import { Box, Button, Card, Flex, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Alert } from '../../../components/ui/alert';
import { Table } from '../../../components/ui/table';
import { PRICE_SHORT, PRICE_USD, TRIAL_DAYS, type SubscriptionDetails, type User } from '@contracts';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageContainer, PageHeading } from '../../../components/page';
import { PageSpinner } from '../../../components/page-spinner';
import { PlanFeatures } from '../../../components/plan-features';
import { SubscribeActions } from '../../../components/subscribe-actions';
import { formatDate } from '../../../lib/dates';
import { useUser } from '../../../lib/session';
import { PATHS } from '../../../config/paths';
import { useSubscriptionDetails } from '../api/subscription';
import { StatusBadge } from './status-badge';
import { YourDataCard } from './your-data-card';

/**
 * Who is offered the trial and PayPal buttons on this page (issue 44: whoever has no paid access subscribes here,
 * not only on the home page). Every status is named, so a new one fails the typecheck until it is decided.
 */
const SUBSCRIBE_HERE: Record<SubscriptionDetails['status'], 'always' | 'after-end' | 'never'> = {
  none: 'always',
  trial: 'always',
  expired: 'always',
  // A cancelled plan keeps its access to the end date; after it, the user subscribes again.
  canceled: 'after-end',
  active: 'never',
  suspended: 'never',
};

function Notice({ d }: { d: SubscriptionDetails }) {
  const { t } = useLingui();
  const end = formatDate(d.endDate);
  const days = TRIAL_DAYS;
  const amount = PRICE_USD;
  const text = (): string => {
    switch (d.status) {
      case 'none':
        return t`You have no subscription yet. Start your ${days}-day free trial or subscribe with PayPal below.`;
      // The trial starts at sign-up (docs/decisions.md#j1) or with the trial button: neither collects payment
      // details, so no trial ever charges (docs/decisions.md#p15).
      case 'trial':
        return t`Your free trial ends on ${end}. It never charges you: subscribe with PayPal before it ends to keep access.`;
      case 'active':
        return d.autoRenew
          ? t`Your subscription renews automatically on ${end} for $${amount} USD. Subscription payments are not refundable.`
          : t`Automatic renewal is off. You keep access until ${end}.`;
      case 'canceled':
        return d.plan === 'trial'
          ? t`Your free trial is cancelled. You keep access until ${end}; subscribe with PayPal to keep it after that.`
          : t`Your subscription is cancelled and will not renew. You keep access until ${end}.`;
      case 'expired':
        return t`Your access has ended. Subscribe again below to use the directory and report problems.`;
      case 'suspended':
        return t`This account is suspended. Please contact support.`;
    }
  };
  const status = d.status === 'expired' || d.status === 'suspended' ? 'warning' : 'info';
  return (
    <Alert.Root status={status} borderRadius="lg">
      <Alert.Indicator />
      <Alert.Description>{text()}</Alert.Description>
    </Alert.Root>
  );
}

function Fact({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
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

/** The trial button (while the account has not used its trial) and PayPal, for a user without a paid plan. */
function SubscribeHere({ user }: { user: User }) {
  const price = PRICE_SHORT;
  return (
    <Card.Root borderRadius="xl" borderWidth="2px" borderColor="brand.200" data-testid="subscription-subscribe">
      <Card.Body gap="4">
        <Heading as="h2" size="md">
          <Trans>Subscribe</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>Full access for {price} a year, renewed by PayPal until you cancel. No refunds.</Trans>
        </Text>
        <Box w="full" maxW="md">
          <SubscribeActions user={user} />
        </Box>
      </Card.Body>
    </Card.Root>
  );
}

export default function SubscriptionPage() {
  const { t } = useLingui();
  const { data, error, isLoading } = useSubscriptionDetails();
  const { user } = useUser();
  const days = TRIAL_DAYS;
  const amount = PRICE_USD;

  if (isLoading) return <PageSpinner />;
  if (error || !data) {
    const message = error?.message ?? '';
    return (
      <PageContainer>
        <PageHeading title={t`Subscription Details`} />
        <Alert.Root status="error" borderRadius="lg">
          <Alert.Indicator />
          <Alert.Description>
            <Trans>Failed to load your subscription. {message}</Trans>
          </Alert.Description>
        </Alert.Root>
      </PageContainer>
    );
  }

  const expired = data.status !== 'none' && data.daysRemaining <= 0;
  const daysLeft = data.daysRemaining;
  const remaining = expired ? (
    t`Expired`
  ) : data.status === 'none' ? (
    '—'
  ) : (
    <Plural value={daysLeft} one="# day" other="# days" />
  );
  const hasAccess = !expired && (data.status === 'trial' || data.status === 'active' || data.status === 'canceled');
  const rule = SUBSCRIBE_HERE[data.status];
  const canSubscribe = rule === 'always' || (rule === 'after-end' && expired);
  const planName = data.plan === 'trial' ? <Trans>{days}-Day Free Trial</Trans> : <Trans>Annual Subscription</Trans>;

  return (
    <PageContainer maxW="5xl">
      <PageHeading title={t`Subscription Details`} subtitle={t`Your plan, its dates and your payments.`} />
      <Stack gap="6">
        <Card.Root borderRadius="xl">
          <Card.Body gap="6">
            <Flex justify="space-between" align="center" gap="3" wrap="wrap">
              <Heading as="h2" size="lg">
                {planName}
              </Heading>
              <StatusBadge status={data.status} plan={data.plan} />
            </Flex>
            <SimpleGrid columns={{ base: 1, sm: 3 }} gap="6">
              <Fact label={t`Started`} value={formatDate(data.startDate)} />
              <Fact
                label={data.status === 'active' && data.autoRenew ? t`Renews on` : t`Access until`}
                value={formatDate(data.endDate)}
                testId="end-date"
              />
              <Fact label={t`Days remaining`} value={remaining} testId="days-remaining" />
            </SimpleGrid>
            <Notice d={data} />
          </Card.Body>
        </Card.Root>

        {canSubscribe && user && <SubscribeHere user={user} />}

        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          <Card.Root borderRadius="xl">
            <Card.Header>
              <Heading as="h2" size="md">
                <Trans>Plan Details</Trans>
              </Heading>
            </Card.Header>
            <Card.Body gap="4">
              <HStack justify="space-between">
                <Text color="fg.muted">
                  <Trans>Plan</Trans>
                </Text>
                <Text fontWeight="medium" data-testid="plan-name">
                  {planName}
                </Text>
              </HStack>
              <HStack justify="space-between">
                <Text color="fg.muted">
                  <Trans>Price</Trans>
                </Text>
                <Text fontWeight="medium">
                  <Trans>${amount} USD per year</Trans>
                </Text>
              </HStack>
              <HStack justify="space-between">
                <Text color="fg.muted">
                  <Trans>Automatic renewal</Trans>
                </Text>
                <Text fontWeight="medium">{data.autoRenew ? <Trans>On</Trans> : <Trans>Off</Trans>}</Text>
              </HStack>
              <PlanFeatures align="center" gap="2" pt="2" />
            </Card.Body>
          </Card.Root>

          <Card.Root borderRadius="xl">
            <Card.Header>
              <Heading as="h2" size="md">
                <Trans>Payment History</Trans>
              </Heading>
            </Card.Header>
            <Card.Body>
              <Table.ScrollArea>
                <Table.Root size="sm" data-testid="payment-history">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>
                        <Trans>Date</Trans>
                      </Table.ColumnHeader>
                      <Table.ColumnHeader>
                        <Trans>Amount</Trans>
                      </Table.ColumnHeader>
                      <Table.ColumnHeader>
                        <Trans>Reference</Trans>
                      </Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {data.payments.length === 0 ? (
                      <Table.Row>
                        <Table.Cell colSpan={3} color="fg.muted" whiteSpace="normal">
                          {data.plan === 'trial' ? (
                            <Trans>No payments yet: the free trial is free of charge.</Trans>
                          ) : (
                            <Trans>No payments recorded.</Trans>
                          )}
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
          {hasAccess && (
            <Button asChild>
              <RouterLink to={PATHS.directory}>
                <Trans>Go to Directory</Trans>
              </RouterLink>
            </Button>
          )}
          {(data.status === 'trial' || data.status === 'active') && (
            <Button asChild variant="outline" colorPalette="red">
              <RouterLink to={PATHS.cancelSubscription}>
                <Trans>Cancel Subscription</Trans>
              </RouterLink>
            </Button>
          )}
        </Flex>
      </Stack>
    </PageContainer>
  );
}
