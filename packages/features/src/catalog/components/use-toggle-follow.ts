import { confirmDialog, Toast } from '@bazaar/design-system';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFollowShop } from '../api/follow-shop';
import { useLoginFirst } from '../../lib';

/**
 * Follow state of docs/product.md#following-shops (follow → followed → unfollow): following is
 * one tap; unfollowing asks first. `pending` is the shop id on its way.
 */
export function useToggleFollow() {
  const { t } = useTranslation('catalog');
  const loginFirst = useLoginFirst();
  const follow = useFollowShop();
  const [pending, setPending] = useState<number | null>(null);

  const toggle = async (shop: { id: number; name: string }, wanted: boolean) => {
    if (!loginFirst()) return;
    if (!wanted) {
      const sure = await confirmDialog({
        content: t('unfollowConfirm', { name: shop.name }),
        confirmText: t('unfollow'),
        cancelText: t('cancel'),
      });
      if (!sure) return;
    }
    setPending(shop.id);
    try {
      await follow(shop.id, wanted);
      Toast.show({ content: wanted ? t('followed') : t('unfollowed'), icon: 'success' });
    } catch {
      // The API client already showed why.
    } finally {
      setPending(null);
    }
  };
  return { toggle, pending };
}
