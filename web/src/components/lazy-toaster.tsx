// Mounts the toast region once the first toast is asked for (lib/toast.ts), so a page that never shows a
// toast never loads it.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { onToasterWanted, toasterWanted } from '../lib/toast';

const Toaster = lazy(() => import('./toaster'));

export function LazyToaster() {
  const wanted = useSyncExternalStore(
    onToasterWanted,
    () => toasterWanted,
    () => false,
  );
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
