// How a signed-in user without a paid subscription subscribes: the free-trial button (once per account), then
// the PayPal subscribe button. Shown by the home page's subscribe card and by the subscription page
// (docs/product.md#subscribe-card, docs/product.md#subscription).
import { Button, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import type { User } from '@contracts';
import { PRICE_SHORT, TRIAL_DAYS } from '@contracts/pricing';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { errorText } from '../lib/api-client';
import { purchase } from '../lib/session';
import { notify, notifyError } from '../lib/toast';

// Shown only to signed-in users who can subscribe: its code loads only for them.
const PaypalButton = lazy(() => import('./paypal-button').then((m) => ({ default: m.PaypalButton })));

export function SubscribeActions({ user, onTrialStarted }: { user: User; onTrialStarted?: () => void }) {
  const { t } = useLingui();
  const [starting, setStarting] = useState(false);
  const days = TRIAL_DAYS;
  const price = PRICE_SHORT;

  const startTrial = async () => {
    setStarting(true);
    notify(t`Activating free trial`, t`Starting your ${days}-day free trial...`, 'loading');
    try {
      await purchase('free-trial');
      // docs/decisions.md#p15: a button trial collects no payment details, so it never debits by itself; the
      // fewest words that make SPEC's text true is one added "not".
      notify(
        t`Free trial activated!`,
        t`Your ${days}-day free trial has started. Annual debit order of ${price} will not begin automatically after the trial period ends.`,
      );
      onTrialStarted?.();
    } catch (err) {
      console.error('Subscription failed', errorText(err));
      notifyError(t`Subscription failed`, t`There was a problem processing your subscription. Please try again.`);
    } finally {
      setStarting(false);
    }
  };

  return (
    <Stack gap="4">
      {!user.trialUsed && (
        <Button
          size="lg"
          onClick={startTrial}
          loading={starting}
          loadingText={t`Starting trial…`}
          data-testid="start-trial"
        >
          <Trans>Start {days}-Day Free Trial Now</Trans>
        </Button>
      )}
      {!user.trialUsed && (
        <HStack gap="3" color="fg.muted" fontSize="xs">
          <Separator flex="1" />
          <Text>
            <Trans>or subscribe now</Trans>
          </Text>
          <Separator flex="1" />
        </HStack>
      )}
      <Suspense fallback={null}>
        <PaypalButton user={user} trialAvailable={!user.trialUsed} />
      </Suspense>
    </Stack>
  );
}
