import { CacheProvider } from '@emotion/react';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { AppRouter } from './app/router';
import { ErrorBoundary } from './components/error-boundary';
import { splitLanguagePath } from '@contracts/languages';
import { pageAt } from './app/pages';
import { activateLanguage } from './i18n/language';
import { createEmotionCache } from './theme/emotion-cache';

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

// The public pages come prerendered (web/scripts/prerender.ts): React takes over their HTML. A guarded
// page's HTML is its session check (data-session-check), what a signed-in visitor sees first: the app renders
// over it (React clears the root when it commits), as it does into the other routes' empty root. Either way
// the first render is a transition, so React yields to the browser every few milliseconds instead of holding
// the main thread for the whole page (hundreds of milliseconds on a slow phone); on a prerendered page a tap
// meanwhile is handled once its part is live.
// The page's messages come first (the shell's and the page's catalogue chunks, preloaded with the page):
// rendering before them would show, or hydrate against, English; loading the page's later would re-render the
// app in the middle of hydrating it.
const { lang, path } = splitLanguagePath(window.location.pathname);
void activateLanguage(lang, pageAt(path).source).then(() =>
  startTransition(() => {
    if (root.firstElementChild && !('sessionCheck' in root.dataset)) hydrateRoot(root, app);
    else createRoot(root).render(app);
  }),
);
