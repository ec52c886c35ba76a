import { Flex } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../error-boundary';
import { PageSpinner } from '../page-spinner';
import { Footer } from './footer';
import { Header } from './header';

export function AppLayout() {
  const { pathname } = useLocation();
  return (
    <Flex direction="column" minH="100dvh">
      <Header />
      <Flex as="main" direction="column" flex="1">
        {/* A new page gets a fresh boundary, so one failed screen does not stick after navigating. */}
        <ErrorBoundary key={pathname}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </Flex>
      <Footer />
    </Flex>
  );
}
