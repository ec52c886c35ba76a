// The home page's subscription section: benefits for signed-in non-subscribers, the subscribe card and a
// link down to the contact section.
import { Box, Button, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import type { SubscriptionPlan, User } from '@contracts';
import { PRICE_SHORT, TRIAL_LENGTH } from '@contracts/pricing';
import { CheckList } from '../../../components/check-list';
import { client, getRequest } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { useApi } from '../../../lib/swr';
import { scrollToId } from '../../../lib/scroll';
import { PATHS, SECTION } from '../../../config/paths';
import { SubscribeCard } from './subscribe-card';

const BENEFITS = [
  'Customer-service phone, e-mail and website of every company in the directory',
  'Problem reports e-mailed to the company with your address for the reply, or a ready letter for its own complaint form',
  'Status tracking of every report, with an e-mail when it changes',
  'Support by e-mail and phone on business days',
];

const details = getRequest(client.subscription, {});

/** For a cancelled plan only: whether it was the trial, which the user object does not say (GET /api/subscription does). */
function useCancelledPlan(user: User | null) {
  const { data } = useApi(user?.subscriptionStatus === 'canceled' ? details.key : null, details.load);
  return data?.plan ?? null;
}

function summary(user: User | null, cancelledPlan: SubscriptionPlan) {
  const end = formatDate(user?.subscriptionEndDate);
  switch (user?.subscriptionStatus) {
    case 'trial':
      return `Your free trial runs until ${end}. Subscribe with PayPal to keep access after it ends.`;
    case 'active':
      return user.autoRenew
        ? `Your annual subscription is active and renews on ${end}.`
        : `Your subscription is active until ${end}.`;
    case 'canceled':
      if (cancelledPlan === 'trial')
        return `Your free trial is cancelled: you keep access until ${end}. Subscribe with PayPal to continue after that.`;
      return `Your subscription is cancelled: you keep access until ${end}. Subscribe again with PayPal to continue after that.`;
    case 'none':
      return 'Your account is ready. Start the free trial to unlock everything below:';
    case 'expired':
      return 'Your access has ended. Subscribe with PayPal to unlock everything below again:';
    default:
      return `Full access for ${PRICE_SHORT} a year, after a ${TRIAL_LENGTH} free trial. No fees per report.`;
  }
}

export function SubscriptionSection({ user }: { user: User | null }) {
  const showBenefits = !!user && !user.subscribed;
  const cancelledPlan = useCancelledPlan(user);
  return (
    <Box as="section" id={SECTION.subscription} data-testid="subscription-section">
      <Grid templateColumns={{ base: '1fr', lg: '1fr 26rem' }} gap={{ base: '8', lg: '14' }} alignItems="center">
        <Stack gap="5">
          <Heading as="h2" size={{ base: 'xl', md: '3xl' }}>
            {user?.subscribed ? 'Your subscription' : 'One plan, everything included'}
          </Heading>
          <Text color="fg.muted" fontSize="lg" data-testid="subscription-summary">
            {summary(user, cancelledPlan)}
          </Text>
          {showBenefits && <CheckList items={BENEFITS} markMt="1" gap="3" data-testid="benefits" />}
          <Text color="fg.muted">
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
          </Text>
        </Stack>
        <SubscribeCard isLoggedIn={!!user} user={user} loginPath={PATHS.auth} />
      </Grid>
    </Box>
  );
}
