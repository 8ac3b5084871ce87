import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { EmptyState } from '@bazaar/design-system';
import { ProductFeed, useLinks } from '../../lib';
import { useShopFeed } from '../api/get-shop-feed';
import { useDiscoveryScope } from '../api/discovery-key';

/**
 * The Following tab: new products of the shops the shopper follows, two columns, endless. With
 * no followed shop it points to the shops; signed out it asks to sign in.
 */
export function FollowingFeed() {
  const { t } = useTranslation('discovery');
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const links = useLinks();
  const [, token] = useDiscoveryScope();
  const list = useShopFeed();

  if (!token) {
    return (
      <EmptyState
        description={t('following.signIn')}
        actionText={t('following.signInAction')}
        onAction={() => navigate(links.login(pathname + search))}
      />
    );
  }
  return (
    <ProductFeed
      className="bz-following-feed"
      list={list}
      soldLabel={t('sold')}
      favorableRateLabel={t('favorableRate')}
      empty={
        <EmptyState
          description={t('following.empty')}
          actionText={t('following.findShops')}
          onAction={() => navigate(links.shopStreet())}
        />
      }
    />
  );
}
