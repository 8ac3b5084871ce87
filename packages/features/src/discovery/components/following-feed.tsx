import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { EmptyState, ProductCard, ProductCardSkeleton, PullRefreshList } from '@bazaar/design-system';
import { useLinks, useListFailed, useListTexts } from '../../lib';
import { useShopFeed } from '../api/get-shop-feed';
import { useDiscoveryScope } from '../api/discovery-key';
import './discovery.css';

const SKELETONS = Array.from({ length: 6 }, (_, i) => <ProductCardSkeleton key={`skeleton-${i}`} />);

/**
 * The Following tab: new products of the shops the shopper follows, two columns, endless. With
 * no followed shop it points to the shops; signed out it asks to sign in.
 */
export function FollowingFeed() {
  const { t } = useTranslation('discovery');
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const links = useLinks();
  const texts = useListTexts();
  const [, token] = useDiscoveryScope();
  const list = useShopFeed();
  const failed = useListFailed(list);

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
    <PullRefreshList
      className="bz-following-feed"
      {...texts}
      failed={failed}
      loading={list.loading}
      listLoading={list.listLoading}
      finished={list.finished}
      onRefresh={list.refresh}
      onLoadMore={list.loadMore}
      empty={
        <EmptyState
          description={t('following.empty')}
          actionText={t('following.findShops')}
          onAction={() => navigate(links.shopStreet())}
        />
      }
    >
      {list.loading && list.items.length === 0
        ? SKELETONS
        : list.items.map((product) => (
            <ProductCard
              key={product.id}
              product={product}
              soldLabel={t('sold')}
              favorableRateLabel={t('favorableRate')}
              onClick={() => navigate(links.product(product.id))}
            />
          ))}
    </PullRefreshList>
  );
}
