import { Toast } from '@bazaar/design-system';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { tokenStore, useLinks } from '../../lib';

/**
 * Guards a protected action (product-spec §6): true when signed in; otherwise
 * shows "Please login first" and goes to the login page, which comes back here.
 */
export function useLoginFirst() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const links = useLinks();
  const { pathname, search } = useLocation();
  return (): boolean => {
    if (tokenStore.get()) return true;
    Toast.show({ content: t('loginFirst') });
    navigate(links.login(pathname + search));
    return false;
  };
}
