// The home search's Subscription Required notice, shown instead of the search box to a signed-in user without
// access (search-section.tsx). Its own module so that the alert's styles load only for those users.
import { Box, Button } from '@chakra-ui/react';
import { Alert } from '../../../components/ui/alert';
import { TRIAL_LENGTH } from '@contracts/pricing';

export default function SubscriptionRequired({ onSubscribe }: { onSubscribe: () => void }) {
  return (
    <Alert.Root status="warning" borderRadius="xl" alignItems="center" data-testid="subscription-required">
      <Alert.Indicator />
      <Box flex="1">
        <Alert.Title>Subscription Required</Alert.Title>
        <Alert.Description>
          Start your {TRIAL_LENGTH} free trial or subscribe to search the directory and report problems.
        </Alert.Description>
      </Box>
      <Button size="sm" colorPalette="brand" onClick={onSubscribe} flexShrink={0}>
        Subscribe Now
      </Button>
    </Alert.Root>
  );
}
