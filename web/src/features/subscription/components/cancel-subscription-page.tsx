// /cancel-subscription: no-refund text, a confirmation dialog and the real cancel call (docs/decisions.md#p5);
// home after 3 s on success.
import { Box, Button, Card, Heading, List, Portal, Stack, Text } from '@chakra-ui/react';
import { Alert } from '../../../components/ui/alert';
import { Dialog } from '../../../components/ui/dialog';
import { PRICE_USD, TRIAL_DAYS } from '@contracts';
import { Trans, useLingui } from '@lingui/react/macro';
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

export default function CancelSubscriptionPage() {
  const { t } = useLingui();
  const amount = PRICE_USD;
  const days = TRIAL_DAYS;
  const { user } = useUser();
  const navigate = useNavigate();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [cancelledUntil, setCancelledUntil] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);

  useEffect(() => {
    if (cancelledUntil === null) return;
    const timer = setTimeout(() => void navigate(PATHS.home), REDIRECT_AFTER_CANCEL_MS);
    return () => clearTimeout(timer);
  }, [cancelledUntil, navigate]);

  const cancellable = user && (user.subscriptionStatus === 'trial' || user.subscriptionStatus === 'active');

  const confirm = async () => {
    setBusy(true);
    try {
      const updated = await cancelSubscription();
      setConfirmOpen(false);
      setCancelledUntil(updated.subscriptionEndDate ?? '');
      const until = formatDate(updated.subscriptionEndDate);
      notify(t`Subscription Cancelled`, t`You keep access until ${until}.`);
    } catch (err) {
      setConfirmOpen(false);
      if (err instanceof ApiError && err.status === 409) setConflict(err.detail);
      else notifyError(t`Cancellation failed`, errorText(err));
    } finally {
      setBusy(false);
    }
  };

  if (cancelledUntil !== null) {
    const until = formatDate(cancelledUntil);
    return (
      <PageContainer maxW="3xl">
        <PageHeading title={t`Subscription Cancelled`} />
        <Alert.Root status="success" borderRadius="lg" data-testid="cancel-done">
          <Alert.Indicator />
          <Alert.Description>
            <Trans>Your subscription will not renew. You keep access until {until}. Taking you to the home page…</Trans>
          </Alert.Description>
        </Alert.Root>
      </PageContainer>
    );
  }

  const periodEnd = user?.subscriptionEndDate ? formatDate(user.subscriptionEndDate) : null;
  const accessEnd = formatDate(user?.subscriptionEndDate);
  return (
    <PageContainer maxW="3xl">
      <PageHeading title={t`Cancel Subscription`} subtitle={t`Stop your subscription from renewing.`} />
      <Stack gap="6">
        <Card.Root borderRadius="xl">
          <Card.Body gap="4">
            <Heading as="h2" size="md">
              <Trans>Before you cancel</Trans>
            </Heading>
            <List.Root gap="2" ps="5" color="fg.muted">
              <List.Item>
                {periodEnd ? (
                  <Trans>
                    Cancelling turns off automatic renewal. You keep access to the directory and your reports until the
                    end of the current period ({periodEnd}).
                  </Trans>
                ) : (
                  <Trans>
                    Cancelling turns off automatic renewal. You keep access to the directory and your reports until the
                    end of the current period.
                  </Trans>
                )}
              </List.Item>
              <List.Item>
                <Trans>
                  A PayPal subscription renews automatically every year for ${amount} USD until you cancel it;
                  cancelling here cancels it with PayPal too.
                </Trans>
              </List.Item>
              <List.Item>
                {/* The trial starts at sign-up or with the trial button; neither collects payment details
                    (docs/decisions.md#p15, issue 44). */}
                <Trans>A free trial is never charged: it simply ends after {days} days.</Trans>
              </List.Item>
              <List.Item>
                <Trans>
                  <Text as="span" fontWeight="semibold" color="foreground">
                    Subscription payments are non-refundable.
                  </Text>{' '}
                  Cancelling does not refund the current period. See our{' '}
                  <RouterLink to={PATHS.refund} style={{ textDecoration: 'underline' }}>
                    Refund Policy
                  </RouterLink>
                  .
                </Trans>
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
                  ? t`Your subscription is already cancelled and will not renew.`
                  : t`There is no active subscription to cancel.`)}
            </Alert.Description>
          </Alert.Root>
        )}

        <Box display="flex" gap="3" flexWrap="wrap">
          <Button colorPalette="red" onClick={() => setConfirmOpen(true)} disabled={!cancellable || !!conflict}>
            <Trans>Cancel Subscription</Trans>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to={PATHS.subscription}>
              <Trans>Back to Subscription Details</Trans>
            </RouterLink>
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
                <Dialog.Title>
                  <Trans>Cancel your subscription?</Trans>
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text color="fg.muted">
                  <Trans>
                    Automatic renewal stops and your access ends on {accessEnd}. The current period is not refunded.
                  </Trans>
                </Text>
              </Dialog.Body>
              {/* Wraps on a phone rather than pushing a button out of the dialog. */}
              <Dialog.Footer flexWrap="wrap">
                <Button variant="outline" onClick={() => setConfirmOpen(false)} disabled={busy}>
                  <Trans>Keep My Subscription</Trans>
                </Button>
                <Button colorPalette="red" onClick={confirm} loading={busy}>
                  <Trans>Yes, Cancel Subscription</Trans>
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </PageContainer>
  );
}
