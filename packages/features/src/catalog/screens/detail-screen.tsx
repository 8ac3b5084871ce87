import type { ReactNode } from 'react';
import { Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { EmptyState } from '@bazaar/design-system';
import { isRefused, LoadFailed, useLinks } from '../../lib';
import { useProduct } from '../api/get-product';
import { ProductPage } from '../components/product-page';
import './catalog-screens.css';

/** What the product detail shows besides the product itself. */
export interface DetailScreenProps {
  /** Under the reviews, e.g. the storefront's recommendations for this product. */
  related?: ReactNode;
}

/** /detail/:product/:mer: one product (`mer`, its shop, is implied by the product). */
export function DetailScreen({ related }: DetailScreenProps) {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const links = useLinks();
  const { product: param } = useParams();
  const { data: product, isLoading, error, mutate } = useProduct(Number(param) || 0);

  if (isLoading) {
    return (
      <div className="bz-catalog__loading" aria-busy="true">
        <Skeleton animated className="bz-catalog__loading-hero" />
        <Skeleton.Paragraph lineCount={4} animated />
      </div>
    );
  }
  // Offline or unanswered, the product is not gone: that only the server's refusal says.
  if (!product && error && !isRefused(error)) return <LoadFailed onRetry={() => void mutate()} />;
  if (!product) {
    return (
      <EmptyState
        description={t('detail.notFound')}
        actionText={t('favourites.goShopping')}
        onAction={() => navigate(links.home())}
      />
    );
  }
  // Keyed by product: a new product starts with nothing chosen.
  return <ProductPage key={product.id} product={product} related={related} />;
}
