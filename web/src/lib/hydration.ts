// Whether React has taken over the page. A prerendered page is plain HTML until then: its buttons and fields
// are disabled (components/layout/app-layout.tsx), so a click or a typed password cannot go to a form's native
// submission (a GET with the fields in the URL) or be lost before the handlers exist.
import { useSyncExternalStore } from 'react';

let hydrated = false;
const listeners = new Set<() => void>();

export function markHydrated() {
  if (hydrated) return;
  hydrated = true;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** False in the prerendered HTML and during hydration (the server snapshot), true once the page is live. */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => hydrated,
    () => false,
  );

/**
 * `when` once the page is live, false before. A component that reads only this re-renders when the page goes
 * live only if `when` is true: going live is a store update, rendered synchronously, and re-rendering a whole
 * page for nothing held a slow phone's main thread for over 100 ms.
 */
export const useOnceHydrated = (when: boolean) =>
  useSyncExternalStore(
    subscribe,
    () => hydrated && when,
    () => false,
  );
