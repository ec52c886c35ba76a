// A dialog whose code loads when it first opens rather than with the page that offers it: Chakra's dialog
// (its focus trap, scroll lock and dismiss layers) and a dialog's form are some 15 to 30 kB gzipped that a
// visitor who never opens one does not need. Until the first open nothing renders (a closed dialog shows
// nothing); from then on the dialog stays mounted, so closing and reopening behave as a dialog always mounted.
import { lazy, Suspense, useState, type ComponentType } from 'react';

export function lazyDialog<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  isOpen: (props: P) => boolean,
) {
  const View = lazy(load);
  return function LazyDialog(props: P) {
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    // Derived from the props during render (React's pattern for state that follows props): no extra commit.
    if (open && !opened) setOpened(true);
    if (!opened && !open) return null;
    return (
      <Suspense fallback={null}>
        <View {...props} />
      </Suspense>
    );
  };
}
