import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { LazyToaster } from '../components/lazy-toaster';
import { swrConfig } from '../lib/swr';
import { getSystem } from '../theme/system';

/**
 * The theme's global CSS (reset, global styles, tokens) is in every page the build writes, as the <style>
 * tags emotion's <Global> would write (web/scripts/prerender.ts). There <ChakraProvider> gets the system
 * with nothing for its two <Global>s to render, so the browser neither builds that CSS (the browser build computes
 * `_global` on first read: web/scripts/chakra-lazy-global-css.ts) nor serialises it; the tags stay as they
 * are. The prerender itself, and the dev server's page, render it as usual.
 */
const pageHasThemeCss = () =>
  typeof document !== 'undefined' && document.querySelector('style[data-emotion^="css-global "]') !== null;

let provided: ReturnType<typeof getSystem> | undefined;

// Created on the first render, not while the modules evaluate (theme/system.ts).
function providedSystem() {
  if (provided) return provided;
  const system = getSystem();
  provided = pageHasThemeCss()
    ? (Object.create(system, {
        _global: { value: [] },
        // The @layer order statement is one of those tags too. Left to <ChakraProvider>, its <Global> takes the
        // tag over by moving it, and a moved stylesheet makes the browser restyle the whole page.
        layers: { value: { ...system.layers, atRule: '' } },
      }) as typeof system)
    : system;
  return provided;
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={providedSystem()}>
      <SWRConfig value={swrConfig}>
        {children}
        <LazyToaster />
      </SWRConfig>
    </ChakraProvider>
  );
}
