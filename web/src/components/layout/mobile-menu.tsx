// The slide-in menu for small screens, with a logged-in-as line (docs/product.md#layout); signed in, the account
// links include Your data (the subscription page's card, issue 44).
import { Box, Button, CloseButton, Portal, Separator, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { LanguageSwitcher } from '../../i18n/language-switcher';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { Drawer } from '../ui/drawer';
import { NavLink, Link as RouterLink } from 'react-router-dom';
import { useUser } from '../../lib/session';
import { PATHS } from '../../config/paths';
import { Logo } from '../logo';
import { accountItems, navHref, serviceItems, type NavItem } from './nav-items';
import { useLogout } from './use-logout';

interface Props {
  open: boolean;
  onClose: () => void;
}

export default function MobileMenu({ open, onClose }: Props) {
  const { user } = useUser();
  const onLogout = useLogout();
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();

  const item = (i: NavItem) => (
    <Button
      key={navHref(i)}
      asChild
      variant="ghost"
      justifyContent="flex-start"
      fontWeight="medium"
      _currentPage={{ color: 'primary', bg: 'brand.subtle' }}
      onClick={onClose}
    >
      {/* A section link ("Your data") is never the current page: its page's own link is. */}
      {i.hash ? (
        <RouterLink to={navHref(i)}>{i18n._(i.label)}</RouterLink>
      ) : (
        <NavLink to={i.to} end>
          {i18n._(i.label)}
        </NavLink>
      )}
    </Button>
  );

  return (
    <Drawer.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="end" size="xs">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="mobile-menu">
            <Drawer.Header borderBottomWidth="1px">
              <Drawer.Title>
                <Logo />
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body py="4">
              {user && (
                <Box bg="brand.subtle" borderRadius="md" px="3" py="2" mb="4">
                  <Text fontSize="sm" color="fg.muted">
                    <Trans>Logged in as</Trans>
                  </Text>
                  <Text fontWeight="semibold" truncate data-testid="logged-in-as">
                    {user.username}
                  </Text>
                </Box>
              )}
              <Stack as="nav" aria-label={t`Mobile`} gap="1">
                {serviceItems(user).map(item)}
                {user && (
                  <>
                    <Separator my="2" />
                    {accountItems(user).map(item)}
                  </>
                )}
              </Stack>
              <Box mt="6">
                <LanguageSwitcher id="mobile-language-switcher" />
              </Box>
            </Drawer.Body>
            <Drawer.Footer borderTopWidth="1px">
              {user ? (
                <Button
                  w="full"
                  variant="outline"
                  onClick={() => {
                    onClose();
                    void onLogout();
                  }}
                >
                  <Trans>Log Out</Trans>
                </Button>
              ) : (
                <Stack w="full" gap="2">
                  <Button asChild variant="outline" onClick={onClose}>
                    <RouterLink to={PATHS.auth}>
                      <Trans>Log In</Trans>
                    </RouterLink>
                  </Button>
                  <Button asChild onClick={onClose}>
                    <RouterLink to={`${PATHS.auth}?tab=register`}>
                      <Trans>Sign Up</Trans>
                    </RouterLink>
                  </Button>
                </Stack>
              )}
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`Close menu`} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
