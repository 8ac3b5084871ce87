import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ProductCard } from '@bazaar/contract';
import { ProductStrip } from '@bazaar/design-system';
import { useLinks } from '../../lib';
import './discovery.css';

export interface DiscoveryStripProps {
  title: string;
  /** Undefined while the first answer is on its way (skeletons), or when there is none. */
  products: ProductCard[] | undefined;
  loading: boolean;
}

/** A strip of product cards that open the product; nothing when there is nothing to show. */
export function DiscoveryStrip({ title, products, loading }: DiscoveryStripProps) {
  const { t } = useTranslation('discovery');
  const navigate = useNavigate();
  const links = useLinks();
  return (
    <ProductStrip
      className="bz-discovery-strip"
      title={title}
      products={products ?? []}
      loading={loading && !products}
      soldLabel={t('sold')}
      favorableRateLabel={t('favorableRate')}
      onItemClick={(p) => navigate(links.product(Number(p.id)))}
    />
  );
}
