import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@bazaar/design-system';
import { useLinks } from '../../lib';
import { useFollowList } from '../api/get-follow-list';
import { ShopList } from './shop-list';

/** The shops the signed-in shopper follows, with unfollow; reusable by any "saved" screen. */
export function FollowedShops() {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const links = useLinks();
  const list = useFollowList();
  return (
    <ShopList
      list={list}
      empty={
        <EmptyState
          description={t('favourites.noShops')}
          actionText={t('favourites.goShopping')}
          onAction={() => navigate(links.shopStreet())}
        />
      }
    />
  );
}
