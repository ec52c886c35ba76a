// PRODUCT.md point 10: 1 s after load, a signed-in user with neither a saved card nor a PayPal
// subscription is asked to add a payment method. Remind Me Later hides it for the browser session.
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useUser } from '../../../lib/session';
import { PAYMENT_PROMPT_DISMISSED_KEY, session } from '../../../lib/storage';
import { PATHS } from '../../../routes/paths';
import { useHasPaymentMethod } from '../api/home';

export const PAYMENT_PROMPT_DELAY_MS = 1000;

export function PaymentPromptDialog() {
  const { user } = useUser();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // Only a PayPal activation makes a subscription "active"; a button trial or a cancelled one is not.
  const hasPaypal = user?.subscriptionStatus === 'active';
  const eligible = !!user && !hasPaypal && session.get(PAYMENT_PROMPT_DISMISSED_KEY) !== 'true';
  const hasCard = useHasPaymentMethod(eligible);

  useEffect(() => {
    if (!eligible || hasCard !== false) return;
    const t = setTimeout(() => setOpen(true), PAYMENT_PROMPT_DELAY_MS);
    return () => clearTimeout(t);
  }, [eligible, hasCard]);

  const remindLater = () => {
    session.set(PAYMENT_PROMPT_DISMISSED_KEY, 'true');
    setOpen(false);
  };

  return (
    <Dialog.Root open={open && eligible} onOpenChange={(e) => !e.open && remindLater()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content data-testid="payment-prompt">
            <Dialog.Header>
              <Dialog.Title>Payment Method Required</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text color="fg.muted">
                You have not added a payment method yet. Add one now so your account is ready when you subscribe.
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={remindLater}>
                Remind Me Later
              </Button>
              <Button
                onClick={() => {
                  setOpen(false);
                  navigate(PATHS.paymentMethods);
                }}
              >
                Add Payment Method
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
