import { useNavigate } from 'react-router-dom';
import { errorText } from '../../lib/api-client';
import { logout } from '../../lib/session';
import { notify, notifyError } from '../../lib/toast';
import { PATHS } from '../../config/paths';

export function useLogout() {
  const navigate = useNavigate();
  return async () => {
    try {
      await logout();
      notify('Logged out', 'You have been successfully logged out.');
      void navigate(PATHS.home);
    } catch (err) {
      console.error('Logout failed', err);
      notifyError('Logout failed', errorText(err));
    }
  };
}
