// Toasts: one visible at a time, 5000 ms (docs/product.md#constants). A new toast replaces the one showing.
//
// The toaster (Chakra's toast machine, its recipe and the <Toaster> region) is not in the first load: the
// first notify() loads components/toaster.tsx and asks <LazyToaster> (app/providers.tsx) to mount it. Calls
// made while it loads are kept in order and made once the region is mounted.
type Kind = 'success' | 'error' | 'info' | 'loading';
type ToasterModule = typeof import('../components/toaster');

let loading: Promise<ToasterModule> | undefined;
const wantedListeners = new Set<() => void>();

/** True once a toast was asked for: <LazyToaster> mounts the region from then on. */
export let toasterWanted = false;

export function onToasterWanted(listener: () => void) {
  wantedListeners.add(listener);
  return () => void wantedListeners.delete(listener);
}

function withToaster(use: (m: ToasterModule) => void) {
  if (!loading) {
    loading = import('../components/toaster').then(async (m) => {
      await m.mounted;
      return m;
    });
    toasterWanted = true;
    for (const listener of wantedListeners) listener();
  }
  void loading.then(use);
}

export function notify(title: string, description?: string, kind: Kind = 'success') {
  withToaster(({ toaster }) => {
    toaster.dismiss();
    toaster.create({ title, description, type: kind, closable: true });
  });
}

/** The destructive variant of docs/product.md#messages. */
export const notifyError = (title: string, description?: string) => notify(title, description, 'error');

/** Hides the toast showing (e.g. a loading toast whose work failed and is told on the page instead). */
export function dismissToasts() {
  if (loading) withToaster(({ toaster }) => toaster.dismiss());
}
