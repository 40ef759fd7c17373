import { useNotify } from '@cmp/ui-kit';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api, session } from '../app/services';

/** Signs out on the server, then always clears the local session and goes to /login. */
export function useLogout() {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  return async () => {
    const ok = await api.call('auth.logout', {}, { silent: true, ignoreExpiry: true }).then(
      () => true,
      () => false,
    );
    session.clear();
    navigate('/login', { replace: true });
    if (ok) notify({ type: 'success', title: t('logout.success') });
  };
}
