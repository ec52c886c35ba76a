// /cancel-subscription: no-refund text, a confirmation dialog and the real cancel call (docs/decisions.md#p5);
// home after 3 s on success.
import { Box, Button, Card, Heading, List, Portal, Stack, Text } from '@chakra-ui/react';
import { Alert } from '../../../components/ui/alert';
import { Dialog } from '../../../components/ui/dialog';
import { PRICE_USD, TRIAL_DAYS } from '@contracts';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { PageContainer, PageHeading } from '../../../components/page';
import { ApiError, errorText } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { useUser } from '../../../lib/session';
import { notify, notifyError } from '../../../lib/toast';
import { PATHS } from '../../../config/paths';
import { cancelSubscription } from '../api/subscription';

export const REDIRECT_AFTER_CANCEL_MS = 3000;
const NOTHING_TO_CANCEL = 'There is no active subscription to cancel.';

export default function CancelSubscriptionPage() {
  const { user } = useUser();
  const navigate = useNavigate();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [cancelledUntil, setCancelledUntil] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);

  useEffect(() => {
    if (cancelledUntil === null) return;
    const t = setTimeout(() => void navigate(PATHS.home), REDIRECT_AFTER_CANCEL_MS);
    return () => clearTimeout(t);
  }, [cancelledUntil, navigate]);

  const cancellable = user && (user.subscriptionStatus === 'trial' || user.subscriptionStatus === 'active');

  const confirm = async () => {
    setBusy(true);
    try {
      const updated = await cancelSubscription();
      setConfirmOpen(false);
      setCancelledUntil(updated.subscriptionEndDate ?? '');
      notify('Subscription Cancelled', `You keep access until ${formatDate(updated.subscriptionEndDate)}.`);
    } catch (err) {
      setConfirmOpen(false);
      if (err instanceof ApiError && err.status === 409) setConflict(err.detail);
      else notifyError('Cancellation failed', errorText(err));
    } finally {
      setBusy(false);
    }
  };

  if (cancelledUntil !== null) {
    return (
      <PageContainer maxW="3xl">
        <PageHeading title="Subscription Cancelled" />
        <Alert.Root status="success" borderRadius="lg" data-testid="cancel-done">
          <Alert.Indicator />
          <Alert.Description>
            Your subscription will not renew. You keep access until {formatDate(cancelledUntil)}. Taking you to the home
            page…
          </Alert.Description>
        </Alert.Root>
      </PageContainer>
    );
  }

  return (
    <PageContainer maxW="3xl">
      <PageHeading title="Cancel Subscription" subtitle="Stop your subscription from renewing." />
      <Stack gap="6">
        <Card.Root borderRadius="xl">
          <Card.Body gap="4">
            <Heading as="h2" size="md">
              Before you cancel
            </Heading>
            <List.Root gap="2" ps="5" color="fg.muted">
              <List.Item>
                Cancelling turns off automatic renewal. You keep access to the directory and your reports until the end
                of the current period{user?.subscriptionEndDate ? ` (${formatDate(user.subscriptionEndDate)})` : ''}.
              </List.Item>
              <List.Item>
                A PayPal subscription renews automatically every year for ${PRICE_USD} USD until you cancel it;
                cancelling here cancels it with PayPal too.
              </List.Item>
              <List.Item>
                A free trial started with the trial button is never charged: it simply ends after {TRIAL_DAYS} days.
              </List.Item>
              <List.Item>
                <Text as="span" fontWeight="semibold" color="foreground">
                  Subscription payments are non-refundable.
                </Text>{' '}
                Cancelling does not refund the current period. See our{' '}
                <RouterLink to={PATHS.refund} style={{ textDecoration: 'underline' }}>
                  Refund Policy
                </RouterLink>
                .
              </List.Item>
            </List.Root>
          </Card.Body>
        </Card.Root>

        {(conflict || !cancellable) && (
          <Alert.Root status="info" borderRadius="lg" data-testid="nothing-to-cancel">
            <Alert.Indicator />
            <Alert.Description>
              {conflict ??
                (user?.subscriptionStatus === 'canceled'
                  ? 'Your subscription is already cancelled and will not renew.'
                  : NOTHING_TO_CANCEL)}
            </Alert.Description>
          </Alert.Root>
        )}

        <Box display="flex" gap="3" flexWrap="wrap">
          <Button colorPalette="red" onClick={() => setConfirmOpen(true)} disabled={!cancellable || !!conflict}>
            Cancel Subscription
          </Button>
          <Button asChild variant="outline">
            <RouterLink to={PATHS.subscription}>Back to Subscription Details</RouterLink>
          </Button>
        </Box>
      </Stack>

      <Dialog.Root
        open={confirmOpen}
        onOpenChange={(e) => !busy && setConfirmOpen(e.open)}
        role="alertdialog"
        placement="center"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner px="4">
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>Cancel your subscription?</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text color="fg.muted">
                  Automatic renewal stops and your access ends on {formatDate(user?.subscriptionEndDate)}. The current
                  period is not refunded.
                </Text>
              </Dialog.Body>
              {/* Wraps on a phone rather than pushing a button out of the dialog. */}
              <Dialog.Footer flexWrap="wrap">
                <Button variant="outline" onClick={() => setConfirmOpen(false)} disabled={busy}>
                  Keep My Subscription
                </Button>
                <Button colorPalette="red" onClick={confirm} loading={busy}>
                  Yes, Cancel Subscription
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </PageContainer>
  );
}
