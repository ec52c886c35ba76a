import { ChakraProvider } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { LazyToaster } from '../components/lazy-toaster';
import { swrConfig } from '../lib/swr';
import { getSystem } from '../theme/system';

// The system is created on the first render, not while the modules evaluate (theme/system.ts). On a page
// the build wrote, the theme's global CSS is already in the HTML as the <style> tags emotion's <Global>
// writes (web/src/prerender.tsx): <ChakraProvider>'s <Global>s recognise them by name and keep them.
export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <ChakraProvider value={getSystem()}>
        <SWRConfig value={swrConfig}>
          {children}
          <LazyToaster />
        </SWRConfig>
      </ChakraProvider>
    </I18nProvider>
  );
}
