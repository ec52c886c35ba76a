// The subscribe card (docs/product.md#screens): Annual Subscription, the yearly price, features, the free trial;
// signed in: the trial button (once per account) and the PayPal button (components/subscribe-actions.tsx, which
// the subscription page shows too); signed out: Login to Subscribe.
import { Badge, Box, Button, Card, Heading, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import type { User } from '@contracts';
import { PRICE_SHORT, PRICE_USD, TRIAL_DAYS } from '@contracts/pricing';
import { Trans } from '@lingui/react/macro';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { PlanFeatures } from '../../../components/plan-features';
import { SubscribeActions } from '../../../components/subscribe-actions';
import { PATHS } from '../../../config/paths';

interface Props {
  isLoggedIn: boolean;
  user: User | null;
  /** Where signed-out visitors go to log in. */
  loginPath: string;
}

export function SubscribeCard({ isLoggedIn, user, loginPath }: Props) {
  const navigate = useNavigate();
  const days = TRIAL_DAYS;
  const price = PRICE_SHORT;
  const amount = PRICE_USD;

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
            <Trans>Annual Subscription</Trans>
          </Heading>
          {/* teal.700, a shade darker than the accent: white on the accent is 3.7:1, below WCAG AA. */}
          <Badge bg="teal.700" color="white" px="2" py="1" borderRadius="md">
            <Trans>First {days} days free</Trans>
          </Badge>
        </HStack>
        <HStack align="baseline" gap="1" mt="3">
          <Text fontSize="5xl" fontWeight="800" lineHeight="1">
            {PRICE_SHORT}
          </Text>
          <Text fontSize="lg" opacity="0.9">
            <Trans>/year</Trans>
          </Text>
        </HStack>
        <Text fontSize="sm" opacity="0.9" mt="1">
          <Trans>USD {amount} a year. No refunds.</Trans>
        </Text>
      </Box>
      <Card.Body gap="5">
        <PlanFeatures align="center" gap="2.5" />
        <Text fontSize="sm" color="fg.muted" bg="brand.subtle" borderRadius="md" px="3" py="2">
          <Trans>
            Your first {days} days are free. The trial needs no payment details and ends by itself; to keep access,
            subscribe with PayPal for {price} a year.
          </Trans>
        </Text>
        <Separator />

        {isLoggedIn && user ? (
          user.subscriptionStatus === 'active' ? (
            <Stack gap="3" data-testid="already-subscribed">
              <Text fontWeight="semibold">
                <Trans>Your annual subscription is active.</Trans>
              </Text>
              <Button asChild variant="outline">
                <RouterLink to={PATHS.subscription}>
                  <Trans>Subscription Details</Trans>
                </RouterLink>
              </Button>
            </Stack>
          ) : (
            <SubscribeActions
              user={user}
              onTrialStarted={() => {
                void navigate(PATHS.home);
                window.scrollTo({ top: 0 });
              }}
            />
          )
        ) : (
          <Stack gap="3" bg="bg.subtle" borderRadius="lg" p="4" data-testid="login-to-subscribe">
            <Text fontWeight="semibold">
              <Trans>Login to Subscribe</Trans>
            </Text>
            <Text fontSize="sm" color="fg.muted">
              <Trans>Log in or create a free account to start your {days}-day free trial.</Trans>
            </Text>
            <Button onClick={() => navigate(loginPath)}>
              <Trans>Login to Subscribe</Trans>
            </Button>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
