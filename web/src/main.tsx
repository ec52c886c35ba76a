import { CacheProvider } from '@emotion/react';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { AppRouter } from './app/router';
import { ErrorBoundary } from './components/error-boundary';
import { createEmotionCache } from './theme/emotion-cache';
import { prepareSystem } from './theme/system';

// The same emotion cache settings as the prerender's (prerender.tsx), which wraps the app the same way.
const app = (
  <StrictMode>
    <CacheProvider value={createEmotionCache()}>
      <Providers>
        <ErrorBoundary>
          <AppRouter />
        </ErrorBoundary>
      </Providers>
    </CacheProvider>
  </StrictMode>
);

const root = document.getElementById('root')!;

// One task of the browser's: it may paint and answer input before the promise resolves. A message, unlike a
// timer, is not throttled in a background tab.
const channel = new MessageChannel();
const waiting: (() => void)[] = [];
channel.port1.onmessage = () => waiting.shift()?.();
const nextTask = () =>
  new Promise<void>((resolve) => {
    waiting.push(resolve);
    channel.port2.postMessage(null);
  });

// The public pages come prerendered (web/scripts/prerender.ts): React takes over their HTML. A guarded
// page's HTML is its session check (data-session-check), what a signed-in visitor sees first: the app renders
// over it (React clears the root when it commits), as it does into the other routes' empty root. Either way
// the first render is a transition, so React yields to the browser every few milliseconds instead of holding
// the main thread for the whole page (hundreds of milliseconds on a slow phone); on a prerendered page a tap
// meanwhile is handled once its part is live. Chakra's system is created before, in steps for the same reason
// (theme/system.ts).
void prepareSystem(nextTask).finally(() =>
  startTransition(() => {
    if (root.firstElementChild && !('sessionCheck' in root.dataset)) hydrateRoot(root, app);
    else createRoot(root).render(app);
  }),
);
