// The home search's Subscription Required notice, shown instead of the search box to a signed-in user without
// access (search-section.tsx). Its own module so that the alert's styles load only for those users.
import { Box, Button } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Alert } from '../../../components/ui/alert';
import { TRIAL_DAYS } from '@contracts/pricing';

export default function SubscriptionRequired({ onSubscribe }: { onSubscribe: () => void }) {
  const trialDays = TRIAL_DAYS;
  return (
    <Alert.Root status="warning" borderRadius="xl" alignItems="center" data-testid="subscription-required">
      <Alert.Indicator />
      <Box flex="1">
        <Alert.Title>
          <Trans>Subscription Required</Trans>
        </Alert.Title>
        <Alert.Description>
          <Trans>Start your {trialDays}-day free trial or subscribe to search the directory and report problems.</Trans>
        </Alert.Description>
      </Box>
      <Button size="sm" colorPalette="brand" onClick={onSubscribe} flexShrink={0}>
        <Trans>Subscribe Now</Trans>
      </Button>
    </Alert.Root>
  );
}
