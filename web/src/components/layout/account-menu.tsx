// The signed-in header's account menu: the welcome text opens SPEC's account links (Admin Dashboard, Subscription
// Details, Payment Methods, Cancel Subscription) and Your data (the subscription page's card, issue 44), so the
// header's row has room for the traveller's work (the directory, Report a Problem, the reports) beside them
// (docs/decisions.md#j2). A native <details> element: it
// opens with the keyboard and needs no Chakra recipe; it closes on a choice, a click elsewhere and Escape.
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import type { User } from '@contracts';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { NavLink, Link as RouterLink, useLocation } from 'react-router-dom';
import { accountItems, navHref } from './nav-items';

export function AccountMenu({ user }: { user: User }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const { pathname, hash } = useLocation();
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const username = user.username;

  // A new page (or a section of this one, "Your data") closes it.
  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [pathname, hash]);

  useEffect(() => {
    const close = (e: Event) => {
      const el = ref.current;
      if (!el?.open) return;
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !el.contains(e.target as Node)) {
        el.open = false;
        if (e instanceof KeyboardEvent) el.querySelector('summary')?.focus();
      }
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, []);

  return (
    // minW 0 down to the name: when the row is short of room (longer labels in French or German), the name is what
    // gives way, cut with an ellipsis, rather than the row running off the screen.
    <Box as="details" ref={ref} position="relative" minW="0" data-testid="account-menu">
      <Box
        as="summary"
        display="flex"
        alignItems="center"
        minW="0"
        gap="1"
        cursor="pointer"
        listStyleType="none"
        px="2"
        h="9"
        borderRadius="md"
        fontSize="sm"
        color="fg.muted"
        _hover={{ bg: 'bg.muted' }}
        css={{ '&::-webkit-details-marker': { display: 'none' } }}
        // The name starts with the words it shows (WCAG 2.5.3), for speech input.
        aria-label={t`Welcome, ${username}: account menu`}
      >
        <Text
          as="span"
          minW="0"
          maxW={{ lg: user.isAdmin ? '8rem' : '11rem', xl: '16rem' }}
          truncate
          title={user.username}
          data-testid="welcome"
        >
          <Trans>
            Welcome,{' '}
            <Text as="span" fontWeight="semibold" color="foreground">
              {username}
            </Text>
          </Trans>
        </Text>
        <Text as="span" aria-hidden fontSize="xs">
          ▾
        </Text>
      </Box>
      <Stack
        position="absolute"
        right="0"
        top="calc(100% + 0.5rem)"
        minW="14rem"
        bg="white"
        borderWidth="1px"
        borderColor="border.muted"
        borderRadius="lg"
        shadow="lg"
        p="2"
        gap="0.5"
        zIndex="dropdown"
        as="nav"
        aria-label={t`Account`}
      >
        {accountItems(user).map((item) => (
          <Button
            key={navHref(item)}
            asChild
            variant="ghost"
            size="sm"
            justifyContent="flex-start"
            fontWeight="medium"
            color="fg.muted"
            _currentPage={{ color: 'primary', bg: 'brand.subtle' }}
          >
            {/* A section link ("Your data") is never the current page: its page's own link is. */}
            {item.hash ? (
              <RouterLink to={navHref(item)}>{i18n._(item.label)}</RouterLink>
            ) : (
              <NavLink to={item.to}>{i18n._(item.label)}</NavLink>
            )}
          </Button>
        ))}
      </Stack>
    </Box>
  );
}
