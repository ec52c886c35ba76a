// The route guard of docs/product.md#states: a spinner while the user loads (under the page's heading when
// it declares one); no user → /auth; /admin needs isAdmin (else /); a user without a subscription may reach
// only / and /cancel-subscription (else /).
import { Button, Center, Text, VStack } from '@chakra-ui/react';
import { NEXT_PARAM, safeNextPath, signInUrl } from '@contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { IntroPage, type PageIntro } from '../components/page';
import { PageSpinner } from '../components/page-spinner';
import { refreshUser, useUser } from '../lib/session';
import type { Access } from './pages';
import { PATHS } from '../config/paths';

export function RouteGuard({ access, intro, children }: { access: Access; intro?: PageIntro; children: ReactNode }) {
  const { user, isLoading, error } = useUser();
  const location = useLocation();
  const { t } = useLingui();

  if (access === 'public') return children;
  if (isLoading) {
    if (!intro) return <PageSpinner label={t`Checking your session…`} />;
    // Under a heading the spinner sits near it, not halfway down the screen.
    return (
      <IntroPage intro={intro}>
        <PageSpinner label={t`Checking your session…`} alignItems="start" pt="10" />
      </IntroPage>
    );
  }
  if (error && !user) {
    return (
      <Center minH="50vh" px="6">
        <VStack gap="3" textAlign="center">
          <Text fontWeight="semibold">
            <Trans>We could not check your session.</Trans>
          </Text>
          <Text color="fg.muted" fontSize="sm">
            {error.message}
          </Text>
          <Button size="sm" onClick={() => void refreshUser()}>
            <Trans>Try Again</Trans>
          </Button>
        </VStack>
      </Center>
    );
  }
  // A signed-in visitor on /auth goes where ?next= says (a path of this site), else home.
  if (access === 'guest')
    return user ? (
      <Navigate to={safeNextPath(new URLSearchParams(location.search).get(NEXT_PARAM)) ?? PATHS.home} replace />
    ) : (
      children
    );
  // The same address the Worker answers a signed-out visit with, so a reload of /auth keeps where they were going.
  if (!user) return <Navigate to={signInUrl(location.pathname + location.search)} replace />;
  if (access === 'admin') return user.isAdmin ? children : <Navigate to={PATHS.home} replace />;
  if (access === 'subscriber' && !user.subscribed) return <Navigate to={PATHS.home} replace />;
  return children;
}
