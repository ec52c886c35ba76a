// The toast region and its store, loaded on the first notify() (lib/toast.ts) and mounted by <LazyToaster>.
import { Toaster as ChakraToaster, createToaster, Portal, Spinner, Stack } from '@chakra-ui/react';
import { Toast } from './ui/toast';
import { useEffect } from 'react';

/** Chakra's `mdDown`: where the toast spans the screen. */
const PHONE_QUERY = window.matchMedia('(max-width: 47.98em)');
const STRONG_BG: Record<string, string> = { success: 'green.700', error: 'red.700' };

export const toaster = createToaster({
  // A phone's toast spans the screen (insetInline below). At the bottom it covered the buttons the traveller
  // had just reached (the thank-you panel's, a list's filters), and a toast never covers a primary button: so it
  // shows at the top, over the header (offsets below), reaching a page's heading at worst; the journeys check
  // every toast they raise (web/test/support/browser.ts, toastOverlaps). Wider screens keep it at the top right,
  // below the header.
  placement: PHONE_QUERY.matches ? 'top' : 'top-end',
  max: 1,
  duration: 5000,
  pauseOnPageIdle: true,
  // docs/product.md#constants: F8 moves focus to the toasts.
  hotkey: ['F8'],
  // Wide: below the sticky header, so a toast never hides the navigation. Phone: over the header, which has only
  // the logo and the menu, so it reaches as little of the page as it can.
  offsets: { top: PHONE_QUERY.matches ? '8px' : '76px', right: '16px', bottom: '16px', left: '16px' },
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
          <Toast.Root
            width={{ md: 'sm' }}
            maxW={{ md: '420px' }}
            data-testid="toast"
            data-type={toast.type}
            // One shade darker than Chakra's solid green and red, so white text reads at 4.5:1 (WCAG 1.4.3).
            bg={STRONG_BG[toast.type ?? ''] ?? undefined}
          >
            {toast.type === 'loading' ? <Spinner size="sm" color="white" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description opacity="1">{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
