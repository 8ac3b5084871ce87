import { useTranslation } from 'react-i18next';
import { useRecommendations } from '../api/get-recommendations';
import { DiscoveryStrip } from './discovery-strip';

/** The product whose recommendations are shown. */
export interface RecommendedProductsProps {
  /** The product the recommendations are beside. */
  productId: number;
}

/** "You may also like" under a product (public). */
export function RecommendedProducts({ productId }: RecommendedProductsProps) {
  const { t } = useTranslation('discovery');
  const { data, isLoading } = useRecommendations(productId);
  return <DiscoveryStrip title={t('recommend')} products={data} loading={isLoading} />;
}
