// The home page's subscription section: benefits for signed-in non-subscribers, the subscribe card and a
// link down to the contact section.
import { Box, Button, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { SubscriptionPlan, User } from '@contracts';
import { PRICE_SHORT, TRIAL_DAYS } from '@contracts/pricing';
import { CheckList } from '../../../components/check-list';
import { client, getRequest } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { useApi } from '../../../lib/swr';
import { scrollToId } from '../../../lib/scroll';
import { PATHS, SECTION } from '../../../config/paths';
import { SubscribeCard } from './subscribe-card';

const BENEFITS: MessageDescriptor[] = [
  msg`Customer-service phone, e-mail and website of every company in the directory`,
  msg`Problem reports e-mailed to the company with your address for the reply, or a ready letter for its own complaint form`,
  msg`Status tracking of every report, with an e-mail when it changes`,
  msg`Support by e-mail and phone on business days`,
];

const details = getRequest(client.subscription, {});

/** For a cancelled plan only: whether it was the trial, which the user object does not say (GET /api/subscription does). */
function useCancelledPlan(user: User | null) {
  const { data } = useApi(user?.subscriptionStatus === 'canceled' ? details.key : null, details.load);
  return data?.plan ?? null;
}

function summary(user: User | null, cancelledPlan: SubscriptionPlan): MessageDescriptor {
  const end = formatDate(user?.subscriptionEndDate);
  switch (user?.subscriptionStatus) {
    case 'trial':
      return msg`Your free trial runs until ${end}. Subscribe with PayPal to keep access after it ends.`;
    case 'active':
      return user.autoRenew
        ? msg`Your annual subscription is active and renews on ${end}.`
        : msg`Your subscription is active until ${end}.`;
    case 'canceled':
      if (cancelledPlan === 'trial')
        return msg`Your free trial is cancelled: you keep access until ${end}. Subscribe with PayPal to continue after that.`;
      return msg`Your subscription is cancelled: you keep access until ${end}. Subscribe again with PayPal to continue after that.`;
    case 'none':
      return msg`Your account is ready. Start the free trial to unlock everything below:`;
    case 'expired':
      return msg`Your access has ended. Subscribe with PayPal to unlock everything below again:`;
    default: {
      const price = PRICE_SHORT;
      const trialDays = TRIAL_DAYS;
      return msg`Full access for ${price} a year, after a ${trialDays}-day free trial. No fees per report.`;
    }
  }
}

export function SubscriptionSection({ user }: { user: User | null }) {
  const showBenefits = !!user && !user.subscribed;
  const cancelledPlan = useCancelledPlan(user);
  const { i18n } = useLingui();
  return (
    <Box as="section" id={SECTION.subscription} data-testid="subscription-section">
      <Grid templateColumns={{ base: '1fr', lg: '1fr 26rem' }} gap={{ base: '8', lg: '14' }} alignItems="center">
        <Stack gap="5">
          <Heading as="h2" size={{ base: 'xl', md: '3xl' }}>
            {user?.subscribed ? <Trans>Your subscription</Trans> : <Trans>One plan, everything included</Trans>}
          </Heading>
          <Text color="fg.muted" fontSize="lg" data-testid="subscription-summary">
            {i18n._(summary(user, cancelledPlan))}
          </Text>
          {showBenefits && (
            <CheckList items={BENEFITS.map((b) => i18n._(b))} markMt="1" gap="3" data-testid="benefits" />
          )}
          <Text color="fg.muted">
            <Trans>
              Questions first?{' '}
              <Button
                variant="plain"
                p="0"
                h="auto"
                color="primary"
                textDecoration="underline"
                onClick={() => scrollToId(SECTION.contact)}
              >
                Contact our support team
              </Button>
            </Trans>
          </Text>
        </Stack>
        <SubscribeCard isLoggedIn={!!user} user={user} loginPath={PATHS.auth} />
      </Grid>
    </Box>
  );
}
