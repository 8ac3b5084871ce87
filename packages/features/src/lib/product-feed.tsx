import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ProductCard as ProductCardData } from '@bazaar/contract';
import { ProductCard, ProductCardSkeleton, PullRefreshList } from '@bazaar/design-system';
import { useLinks } from './links';
import { listProps } from './list-props';
import { useListFailed } from './list-failed';
import { useListTexts } from './use-list-texts';
import type { PagedList } from './use-paged-list';
import './product-feed.css';

/** An endless two-column product list and what it shows when it is empty. */
export interface ProductFeedProps {
  list: PagedList<ProductCardData>;
  /** Shown when the list is empty. */
  empty: ReactNode;
  /** The cards' words after the sales count and the favourable rate (the feature's own). */
  soldLabel: string;
  favorableRateLabel: string;
  className?: string;
}

const SKELETONS = Array.from({ length: 6 }, (_, i) => <ProductCardSkeleton key={`skeleton-${i}`} />);

/** A two-column, pull-to-refresh, endless grid of product cards that open the product. */
export function ProductFeed({ list, empty, soldLabel, favorableRateLabel, className }: ProductFeedProps) {
  const navigate = useNavigate();
  const links = useLinks();
  const texts = useListTexts();
  const failed = useListFailed(list);
  const first = list.loading && list.items.length === 0;
  return (
    <PullRefreshList
      className={className ? `bz-product-feed ${className}` : 'bz-product-feed'}
      {...texts}
      failed={failed}
      {...listProps(list)}
      empty={empty}
    >
      {first
        ? SKELETONS
        : list.items.map((product) => (
            <ProductCard
              key={product.id}
              product={product}
              soldLabel={soldLabel}
              favorableRateLabel={favorableRateLabel}
              onClick={() => navigate(links.product(product.id))}
            />
          ))}
    </PullRefreshList>
  );
}
