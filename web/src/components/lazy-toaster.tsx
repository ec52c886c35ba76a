// Mounts the toast region once the first toast is asked for (lib/toast.ts). Its code is not in the first
// load: the download starts at the visitor's first pointer press or key press (the first moment a toast can
// be on its way: every toast answers something the visitor did), so the first toast, which follows a
// request to the API, shows at once instead of waiting for the download. A toast asked for before any
// input (/subscription-success tells its progress on arrival) loads the code itself through notify().
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { onToasterWanted, toasterWanted } from '../lib/toast';

const load = () => import('./toaster');
const Toaster = lazy(load);

/** The first interactions after which a toast may follow. */
const FIRST_INPUT = ['pointerdown', 'keydown'] as const;

export function LazyToaster() {
  const wanted = useSyncExternalStore(
    onToasterWanted,
    () => toasterWanted,
    () => false,
  );
  useEffect(() => {
    const prefetch = () => {
      stop();
      void load();
    };
    const stop = () => {
      for (const type of FIRST_INPUT) window.removeEventListener(type, prefetch, true);
    };
    for (const type of FIRST_INPUT) window.addEventListener(type, prefetch, { capture: true, passive: true });
    return stop;
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
