import { Button, Portal, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Dialog } from '../../../components/ui/dialog';

/** The Payment Method Required dialog itself (docs/decisions.md#p10); shown open, closed by unmounting. */
export default function PaymentPromptModal({
  onRemindLater,
  onAddPaymentMethod,
}: {
  onRemindLater: () => void;
  onAddPaymentMethod: () => void;
}) {
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onRemindLater()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content data-testid="payment-prompt">
            <Dialog.Header>
              <Dialog.Title>
                <Trans>Payment Method Required</Trans>
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text color="fg.muted">
                <Trans>
                  You have not added a payment method yet. Add one now so your account is ready when you subscribe.
                </Trans>
              </Text>
            </Dialog.Body>
            {/* Wraps on a phone rather than pushing a button out of the dialog. */}
            <Dialog.Footer flexWrap="wrap">
              <Button variant="outline" onClick={onRemindLater}>
                <Trans>Remind Me Later</Trans>
              </Button>
              <Button onClick={onAddPaymentMethod}>
                <Trans>Add Payment Method</Trans>
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
