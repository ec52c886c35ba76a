import { chakra, Flex } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useAccountLanguage } from '../../i18n/account-language';
import { markHydrated, useHydrated } from '../../lib/hydration';
import { scrollToId } from '../../lib/scroll';
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

/**
 * An address with a section (/subscription#your-data, from the account menu) opens the page there: once the
 * section is on the page (a page loads its code and its data first), it is scrolled to and focused. Tried for a
 * few seconds; a section that never appears leaves the page at its top.
 */
function useScrollToHash() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    let tries = 0;
    const timer = setInterval(() => {
      if (document.getElementById(id)) {
        clearInterval(timer);
        scrollToId(id);
      } else if (++tries >= 50) clearInterval(timer);
    }, 100);
    return () => clearInterval(timer);
  }, [pathname, hash]);
}

export function AppLayout() {
  const { pathname } = useLocation();
  const main = useRef<HTMLDivElement>(null);
  const firstPath = useRef(pathname);
  useScrollToHash();
  useAccountLanguage();

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
          <Trans>Skip to main content</Trans>
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
