import { Toast } from '@bazaar/design-system';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLinks } from './links';
import { tokenStore } from './session';
import { signInIntent, type SignInIntent } from './sign-in-intent';

/**
 * Guards a protected action (docs/product.md#public-pages): true when signed in; otherwise
 * shows "Please login first" and goes to the login page, which comes back here
 * and carries out `intent` (a line for the bag or to buy) once signed in.
 */
export function useLoginFirst() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const links = useLinks();
  const { pathname, search } = useLocation();
  return (intent?: Pick<SignInIntent, 'action' | 'line'>): boolean => {
    if (tokenStore.get()) return true;
    const path = pathname + search;
    if (intent) signInIntent.save({ ...intent, path });
    Toast.show({ content: t('loginFirst') });
    navigate(links.login(path));
    return false;
  };
}
