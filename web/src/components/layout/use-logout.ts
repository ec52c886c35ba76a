import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import { errorText } from '../../lib/api-client';
import { logout } from '../../lib/session';
import { notify, notifyError } from '../../lib/toast';
import { PATHS } from '../../config/paths';

export function useLogout() {
  const navigate = useNavigate();
  const { t } = useLingui();
  return async () => {
    try {
      await logout();
      notify(t`Logged out`, t`You have been successfully logged out.`);
      void navigate(PATHS.home);
    } catch (err) {
      console.error('Logout failed', err);
      notifyError(t`Logout failed`, errorText(err));
    }
  };
}
