// The one dialog shell of the app: a centred dialog about one item (an airline, a report, a card, a
// subscriber) that is open while the item is set. Content renders only then, so callers read the item
// without null checks; the footer defaults to a Close button. Pages import it through item-dialog.tsx, which
// loads this module when a dialog first opens.
import { Button, CloseButton, Portal, type DialogRootProps } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Dialog } from './ui/dialog';
import type { ReactNode } from 'react';

export interface ItemDialogProps<T> {
  item: T | null;
  onClose: () => void;
  title: (item: T) => ReactNode;
  children: (item: T) => ReactNode;
  footer?: (item: T) => ReactNode;
  testId?: string;
  size?: DialogRootProps['size'];
  scrollBehavior?: DialogRootProps['scrollBehavior'];
  /** 'alertdialog' for confirmations. */
  role?: DialogRootProps['role'];
}

export default function ItemDialogView<T>({
  item,
  onClose,
  title,
  children,
  footer,
  testId,
  size,
  scrollBehavior,
  role,
}: ItemDialogProps<T>) {
  return (
    <Dialog.Root
      open={item !== null}
      onOpenChange={(e) => !e.open && onClose()}
      placement="center"
      {...(size ? { size } : {})}
      {...(scrollBehavior ? { scrollBehavior } : {})}
      {...(role ? { role } : {})}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          {item !== null && (
            <Dialog.Content data-testid={testId}>
              <Dialog.Header>
                <Dialog.Title>{title(item)}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{children(item)}</Dialog.Body>
              {/* Wraps on a phone rather than pushing buttons out of the dialog. */}
              <Dialog.Footer flexWrap="wrap">
                {footer ? (
                  footer(item)
                ) : (
                  <Button variant="outline" onClick={onClose}>
                    <Trans>Close</Trans>
                  </Button>
                )}
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          )}
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
