// Sticky header: brand, desktop navigation (signed in or out) and the mobile menu button.
import { Box, Button, Container, Flex, HStack, IconButton, Link } from '@chakra-ui/react';
import { LanguageSwitcher } from '../../i18n/language-switcher';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useUser } from '../../lib/session';
import { PATHS } from '../../config/paths';
import { MenuIcon } from '../icons';
import { Logo } from '../logo';

// Loaded on first use: the drawer's machinery is not needed for the first paint.
const MobileMenu = lazy(() => import('./mobile-menu'));
// Loaded once someone is signed in (it starts while their session is checked): signed-out pages never need it.
const loadSignedInNav = () => import('./signed-in-nav');
const SignedInNav = lazy(loadSignedInNav);

export function Header() {
  const { user, isLoading } = useUser();
  const { t } = useLingui();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  useEffect(() => {
    if (isLoading) void loadSignedInNav();
  }, [isLoading]);

  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="white/95"
      backdropFilter="blur(8px)"
      borderBottomWidth="1px"
      borderColor="border.muted"
    >
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        <Flex h="16" align="center" justify="space-between" gap="4">
          <Link asChild _hover={{ textDecoration: 'none' }} aria-label={t`AirDesk home`}>
            <RouterLink to={PATHS.home}>
              <Logo />
            </RouterLink>
          </Link>

          <HStack
            as="nav"
            aria-label={t`Main`}
            gap="1"
            minW="0"
            display={{ base: 'none', lg: 'flex' }}
            data-testid="desktop-nav"
          >
            {isLoading ? null : user ? (
              <Suspense fallback={null}>
                <SignedInNav user={user} />
              </Suspense>
            ) : (
              <>
                <Button asChild variant="ghost" size="sm" color="fg.muted">
                  <RouterLink to={PATHS.howItWorks}>
                    <Trans>How It Works</Trans>
                  </RouterLink>
                </Button>
                <Button asChild variant="ghost" size="sm" color="fg.muted">
                  <RouterLink to={PATHS.faq}>
                    <Trans>FAQ</Trans>
                  </RouterLink>
                </Button>
                <Button asChild variant="outline" size="sm" ml="2">
                  <RouterLink to={PATHS.auth}>
                    <Trans>Log In</Trans>
                  </RouterLink>
                </Button>
                <Button asChild size="sm">
                  <RouterLink to={`${PATHS.auth}?tab=register`}>
                    <Trans>Sign Up</Trans>
                  </RouterLink>
                </Button>
              </>
            )}
          </HStack>

          {/* On a phone the switcher is in the menu, beside the other links, where there is room for it. */}
          <Box display={{ base: 'none', lg: 'block' }} ml="2">
            <LanguageSwitcher />
          </Box>

          <IconButton
            aria-label={t`Open menu`}
            variant="ghost"
            display={{ base: 'inline-flex', lg: 'none' }}
            onClick={() => {
              setMenuUsed(true);
              setMenuOpen(true);
            }}
            data-testid="mobile-menu-button"
          >
            <MenuIcon boxSize="6" />
          </IconButton>
        </Flex>
      </Container>
      {menuUsed && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
