// The toast region and its store, loaded on the first notify() (lib/toast.ts) and mounted by <LazyToaster>.
import { Toaster as ChakraToaster, createToaster, Portal, Spinner, Stack, Toast } from '@chakra-ui/react';
import { useEffect } from 'react';

export const toaster = createToaster({
  placement: 'top-end',
  max: 1,
  duration: 5000,
  pauseOnPageIdle: true,
  // docs/product.md#constants: F8 moves focus to the toasts.
  hotkey: ['F8'],
  // Below the sticky header, so a toast never hides the navigation.
  offsets: { top: '76px', right: '16px', bottom: '16px', left: '16px' },
});

let markMounted: () => void = () => {};
/**
 * Settles once <Toaster> is on the page. lib/toast.ts creates toasts only then: the toast machine handles
 * dismissing and replacing only for toasts it saw created (a loading toast created before it mounted stayed).
 */
export const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

export default function Toaster() {
  useEffect(() => markMounted(), []);
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} maxW="420px" data-testid="toast" data-type={toast.type}>
            {toast.type === 'loading' ? <Spinner size="sm" color="white" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
