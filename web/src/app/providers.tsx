import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { LazyToaster } from '../components/lazy-toaster';
import { swrConfig } from '../lib/swr';
import { createEmotionCache } from '../theme/emotion-cache';
import { system } from '../theme/system';

// In the browser only: the prerender wraps the app in its own cache, which collects the page's CSS.
const browserCache = typeof document === 'undefined' ? undefined : createEmotionCache();

function Styles({ children }: { children: ReactNode }) {
  return browserCache ? <CacheProvider value={browserCache}>{children}</CacheProvider> : children;
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <Styles>
      <ChakraProvider value={system}>
        <SWRConfig value={swrConfig}>
          {children}
          <LazyToaster />
        </SWRConfig>
      </ChakraProvider>
    </Styles>
  );
}
