import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Toast } from '@bazaar/design-system';
import { useAddToBag, useLinks, type SignInIntent } from '../../lib';

/**
 * Carries out a guest's choice once signed in (lib/sign-in-intent.ts): the line goes into the bag, or
 * the checkout opens with it (on top of the product page, so back returns there); a toast says which.
 */
export function useCarryOutIntent() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const links = useLinks();
  const addToBag = useAddToBag();
  return async ({ action, line }: SignInIntent) => {
    if (action === 'buy') {
      navigate(links.checkout({ items: [line] }));
      Toast.show({ content: t('login.done.buy'), icon: 'success' });
      return;
    }
    try {
      await addToBag(line);
      Toast.show({ content: t('login.done.bag'), icon: 'success' });
    } catch {
      // The API client already showed why (sold out, not enough stock …); the shopper is signed in all the same.
    }
  };
}
