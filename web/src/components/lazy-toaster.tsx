// Mounts the toast region once the first toast is asked for (lib/toast.ts). Its code is not in the first
// load: it is fetched when the browser is first idle after the page is up, so the first toast shows at once
// instead of waiting for the download (on a slow machine that could outlast the toast's 5 s).
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { onToasterWanted, toasterWanted } from '../lib/toast';

const load = () => import('./toaster');
const Toaster = lazy(load);

export function LazyToaster() {
  const wanted = useSyncExternalStore(
    onToasterWanted,
    () => toasterWanted,
    () => false,
  );
  useEffect(() => {
    const prefetch = () => void load();
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(prefetch, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(prefetch, 1000);
    return () => clearTimeout(id);
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
