import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { LazyToaster } from '../components/lazy-toaster';
import { swrConfig } from '../lib/swr';
import { system } from '../theme/system';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <SWRConfig value={swrConfig}>
        {children}
        <LazyToaster />
      </SWRConfig>
    </ChakraProvider>
  );
}
