import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ProductCard as ProductCardData } from '@bazaar/contract';
import { EmptyState, ProductCard, ProductCardSkeleton, PullRefreshList } from '@bazaar/design-system';
import { useTranslation } from 'react-i18next';
import { useLinks, useListTexts, type PagedList, useListFailed } from '../../lib';
import { listProps } from './list-props';
import './product-feed.css';

export interface ProductFeedProps {
  list: PagedList<ProductCardData>;
  /** Shown when the list is empty. @default "No products here yet." */
  empty?: ReactNode;
}

const SKELETONS = Array.from({ length: 6 }, (_, i) => <ProductCardSkeleton key={`skeleton-${i}`} />);

/** A two-column, pull-to-refresh, endless grid of product cards that open the product. */
export function ProductFeed({ list, empty }: ProductFeedProps) {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const links = useLinks();
  const texts = useListTexts();
  const failed = useListFailed(list);
  const first = list.loading && list.items.length === 0;
  return (
    <PullRefreshList
      className="bz-product-feed"
      {...texts}
      failed={failed}
      {...listProps(list)}
      empty={empty ?? <EmptyState description={t('noProducts')} />}
    >
      {first
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
