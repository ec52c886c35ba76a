// The signed-in header's row: the traveller's work, the account menu and Log Out. Its own chunk, loaded once
// the header knows someone is signed in, so a signed-out visit (most first visits, and every prerendered page)
// does not load it.
import { Button } from '@chakra-ui/react';
import type { User } from '@contracts';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { NavLink } from 'react-router-dom';
import { AccountMenu } from './account-menu';
import { workItems } from './nav-items';
import { useLogout } from './use-logout';

export default function SignedInNav({ user }: { user: User }) {
  const onLogout = useLogout();
  const { i18n } = useLingui();
  return (
    <>
      {workItems(user).map((item) => (
        <Button
          key={item.to}
          asChild
          variant="ghost"
          size="sm"
          px={{ lg: '2', xl: '3' }}
          fontWeight="medium"
          color="fg.muted"
          _currentPage={{ color: 'primary', bg: 'brand.subtle' }}
        >
          <NavLink to={item.to}>{i18n._(item.label)}</NavLink>
        </Button>
      ))}
      <AccountMenu user={user} />
      <Button size="sm" variant="outline" ml="1" onClick={onLogout}>
        <Trans>Log Out</Trans>
      </Button>
    </>
  );
}
