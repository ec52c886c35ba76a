// Toasts: one visible at a time, 5000 ms (SPEC.md section 9). A new toast replaces the one showing.
import { createToaster } from '@chakra-ui/react';

export const toaster = createToaster({
  placement: 'top-end',
  max: 1,
  duration: 5000,
  pauseOnPageIdle: true,
  // SPEC.md section 9: F8 moves focus to the toasts.
  hotkey: ['F8'],
  // Below the sticky header, so a toast never hides the navigation.
  offsets: { top: '76px', right: '16px', bottom: '16px', left: '16px' },
});

type Kind = 'success' | 'error' | 'info' | 'loading';

export function notify(title: string, description?: string, kind: Kind = 'success') {
  toaster.dismiss();
  return toaster.create({ title, description, type: kind, closable: true });
}

/** The destructive variant of SPEC.md section 8. */
export const notifyError = (title: string, description?: string) => notify(title, description, 'error');
