import { chakra, Flex } from '@chakra-ui/react';
import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { markHydrated, useHydrated } from '../../lib/hydration';
import { ErrorBoundary } from '../error-boundary';
import { PageSpinner } from '../page-spinner';
import { Footer } from './footer';
import { Header } from './header';

export const MAIN_ID = 'main';

/** Rendered next to the page, inside its Suspense boundary: its effect runs once the page itself is live. */
function MarkHydrated() {
  useEffect(markHydrated, []);
  return null;
}

/**
 * Until the page is live every button and field is disabled (lib/hydration.ts); web/index.html keeps them
 * looking normal meanwhile. display: contents keeps the fieldset out of the layout. Its own component, so the
 * switch to live re-renders the fieldset alone: its children are the same elements as before and React skips
 * them (re-rendering the whole page there cost a quarter of a second on a throttled phone profile).
 */
function HydrationFieldset({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <chakra.fieldset display="contents" disabled={!hydrated} data-hydrating={hydrated ? undefined : ''}>
      {children}
    </chakra.fieldset>
  );
}

export function AppLayout() {
  const { pathname } = useLocation();
  const main = useRef<HTMLDivElement>(null);
  const firstPath = useRef(pathname);

  // After a navigation inside the app, focus starts at the new page's content (as after a page load a
  // screen reader starts at the top), instead of staying on the link or button that was used.
  useEffect(() => {
    if (firstPath.current === pathname) return;
    firstPath.current = '';
    main.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <HydrationFieldset>
      <Flex direction="column" minH="100dvh">
        <chakra.a
          href={`#${MAIN_ID}`}
          onClick={(e) => {
            e.preventDefault();
            main.current?.focus();
          }}
          position="fixed"
          top="2"
          left="2"
          zIndex="skipNav"
          bg="bg"
          color="primary"
          fontWeight="semibold"
          px="4"
          py="2"
          borderRadius="md"
          shadow="md"
          transform="translateY(-200%)"
          _focusVisible={{ transform: 'none', outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
        >
          Skip to main content
        </chakra.a>
        <Header />
        <Flex as="main" id={MAIN_ID} ref={main} tabIndex={-1} outline="none" direction="column" flex="1">
          {/* A new page gets a fresh boundary, so one failed screen does not stick after navigating. */}
          <ErrorBoundary key={pathname}>
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
              <MarkHydrated />
            </Suspense>
          </ErrorBoundary>
        </Flex>
        <Footer />
      </Flex>
    </HydrationFieldset>
  );
}
