// The subscribe card (docs/product.md#screens): Annual Subscription, the yearly price, features, the free trial;
// signed in: the trial button (once per account) and the PayPal button; signed out: Login to Subscribe.
import { Badge, Box, Button, Card, Heading, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import type { User } from '@contracts';
import { PRICE_SHORT, PRICE_USD, TRIAL_DAYS, TRIAL_LENGTH } from '@contracts/pricing';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { CheckList } from '../../../components/check-list';
import { errorText } from '../../../lib/api-client';
import { purchase } from '../../../lib/session';
import { notify, notifyError } from '../../../lib/toast';
import { PATHS } from '../../../config/paths';

// Shown only to signed-in users who can subscribe: its code loads only for them.
const PaypalButton = lazy(() => import('./paypal-button').then((m) => ({ default: m.PaypalButton })));

const FEATURES = [
  'Full directory access',
  'Unlimited problem reporting',
  'Tracking of report status',
  'E-mail notifications',
  'Priority support',
];

interface Props {
  isLoggedIn: boolean;
  user: User | null;
  /** Where signed-out visitors go to log in. */
  loginPath: string;
}

export function SubscribeCard({ isLoggedIn, user, loginPath }: Props) {
  const navigate = useNavigate();
  const [starting, setStarting] = useState(false);

  const startTrial = async () => {
    setStarting(true);
    notify('Activating free trial', `Starting your ${TRIAL_LENGTH} free trial...`, 'loading');
    try {
      await purchase('free-trial');
      // docs/decisions.md#p15: a button trial collects no payment details, so it never debits by itself; the
      // fewest words that make SPEC's text true is one added "not".
      notify(
        'Free trial activated!',
        `Your ${TRIAL_LENGTH} free trial has started. Annual debit order of ${PRICE_SHORT} will not begin automatically after the trial period ends.`,
      );
      void navigate(PATHS.home);
      window.scrollTo({ top: 0 });
    } catch (err) {
      console.error('Subscription failed', errorText(err));
      notifyError('Subscription failed', 'There was a problem processing your subscription. Please try again.');
    } finally {
      setStarting(false);
    }
  };

  return (
    <Card.Root
      borderRadius="2xl"
      shadow="lg"
      borderWidth="2px"
      borderColor="brand.200"
      overflow="hidden"
      data-testid="subscribe-card"
    >
      <Box bg="primary" color="white" px="6" py="5">
        <HStack justify="space-between" align="flex-start">
          <Heading as="h3" size="lg">
            Annual Subscription
          </Heading>
          {/* teal.700, a shade darker than the accent: white on the accent is 3.7:1, below WCAG AA. */}
          <Badge bg="teal.700" color="white" px="2" py="1" borderRadius="md">
            First {TRIAL_DAYS} days free
          </Badge>
        </HStack>
        <HStack align="baseline" gap="1" mt="3">
          <Text fontSize="5xl" fontWeight="800" lineHeight="1">
            {PRICE_SHORT}
          </Text>
          <Text fontSize="lg" opacity="0.9">
            /year
          </Text>
        </HStack>
        <Text fontSize="sm" opacity="0.9" mt="1">
          USD {PRICE_USD} a year. No refunds.
        </Text>
      </Box>
      <Card.Body gap="5">
        <CheckList items={FEATURES} align="center" gap="2.5" />
        <Text fontSize="sm" color="fg.muted" bg="brand.subtle" borderRadius="md" px="3" py="2">
          Your first {TRIAL_DAYS} days are free. The trial needs no payment details and ends by itself; to keep access,
          subscribe with PayPal for {PRICE_SHORT} a year.
        </Text>
        <Separator />

        {isLoggedIn && user ? (
          user.subscriptionStatus === 'active' ? (
            <Stack gap="3" data-testid="already-subscribed">
              <Text fontWeight="semibold">Your annual subscription is active.</Text>
              <Button asChild variant="outline">
                <RouterLink to={PATHS.subscription}>Subscription Details</RouterLink>
              </Button>
            </Stack>
          ) : (
            <Stack gap="4">
              {!user.trialUsed && (
                <Button
                  size="lg"
                  onClick={startTrial}
                  loading={starting}
                  loadingText="Starting trial…"
                  data-testid="start-trial"
                >
                  Start {TRIAL_DAYS}-Day Free Trial Now
                </Button>
              )}
              {!user.trialUsed && (
                <HStack gap="3" color="fg.muted" fontSize="xs">
                  <Separator flex="1" />
                  <Text>or subscribe now</Text>
                  <Separator flex="1" />
                </HStack>
              )}
              <Suspense fallback={null}>
                <PaypalButton user={user} trialAvailable={!user.trialUsed} />
              </Suspense>
            </Stack>
          )
        ) : (
          <Stack gap="3" bg="bg.subtle" borderRadius="lg" p="4" data-testid="login-to-subscribe">
            <Text fontWeight="semibold">Login to Subscribe</Text>
            <Text fontSize="sm" color="fg.muted">
              Log in or create a free account to start your {TRIAL_LENGTH} free trial.
            </Text>
            <Button onClick={() => navigate(loginPath)}>Login to Subscribe</Button>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
