import type { ReactNode } from 'react';
import type { ProductCard as ProductCardData } from '@bazaar/contract';
import { EmptyState } from '@bazaar/design-system';
import { useTranslation } from 'react-i18next';
import { ProductFeed as Feed, type PagedList } from '../../lib';

export interface ProductFeedProps {
  list: PagedList<ProductCardData>;
  /** Shown when the list is empty. @default "No products here yet." */
  empty?: ReactNode;
}

/** The shared product feed with the catalog's words. */
export function ProductFeed({ list, empty }: ProductFeedProps) {
  const { t } = useTranslation('catalog');
  return (
    <Feed
      list={list}
      soldLabel={t('sold')}
      favorableRateLabel={t('favorableRate')}
      empty={empty ?? <EmptyState description={t('noProducts')} />}
    />
  );
}
