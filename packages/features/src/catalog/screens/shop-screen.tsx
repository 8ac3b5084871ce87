import { useState } from 'react';
import { Button, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { ProductSort } from '@bazaar/contract';
import { EmptyState, ShopHeader, useNumberFormat } from '@bazaar/design-system';
import { isRefused, LazyVoucherOffers, LoadFailed, useOpenChat } from '../../lib';
import { useShop } from '../api/get-shop';
import { useShopProducts } from '../api/get-shop-products';
import { followStore, useFlags } from '../api/social-state';
import { ProductFeed } from '../components/product-feed';
import { ProductSortBar } from '../components/product-sort-bar';
import { useToggleFollow } from '../components/use-toggle-follow';
import './catalog-screens.css';

/** /shop/:id: the shop's header with follow state, chat and its response rate, then its products, sorted. */
export function ShopScreen() {
  const { t } = useTranslation('catalog');
  const { count, percent, minutes } = useNumberFormat();
  const id = Number(useParams().id) || 0;
  const shop = useShop(id);
  const [sort, setSort] = useState<ProductSort>('default');
  const products = useShopProducts(id, sort);
  const follows = useFlags(followStore);
  const { toggle, pending } = useToggleFollow();
  const openChat = useOpenChat(shop.data?.id);

  if (shop.isLoading) return <Skeleton.Paragraph lineCount={6} animated className="bz-catalog__loading" />;
  if (!shop.data && shop.error && !isRefused(shop.error)) return <LoadFailed onRetry={() => void shop.mutate()} />;
  if (!shop.data) return <EmptyState description={t('noShops')} />;
  const data = shop.data;
  return (
    <div className="bz-catalog bz-catalog--inner">
      <ShopHeader
        shop={data}
        ratingLabel={t('rating')}
        followed={follows(data.id, data.followed)}
        followText={t('follow')}
        followedText={t('followed')}
        followLoading={pending === data.id}
        onFollowChange={(follow) => void toggle(data, follow)}
        actions={
          <Button size="small" shape="rounded" color="primary" fill="outline" onClick={() => void openChat()}>
            {t('detail.chat')}
          </Button>
        }
        stats={[
          { label: t('followers'), value: count(data.follower_count) },
          { label: t('products'), value: count(data.product_count) },
          { label: t('salesCount'), value: count(data.sales) },
          ...(data.chat ? [{ label: t('chatResponse'), value: percent(data.chat.response_rate) }] : []),
        ]}
      />
      {data.chat && (
        <p className="bz-catalog__reply-time">{t('repliesWithin', { time: minutes(data.chat.reply_minutes) })}</p>
      )}
      <LazyVoucherOffers shopId={data.id} />
      <div className="bz-catalog__top">
        <ProductSortBar value={sort} onChange={setSort} />
      </div>
      <ProductFeed list={products} />
    </div>
  );
}
