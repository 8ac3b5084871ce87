import type { ReactNode } from 'react';
import { Button, Skeleton } from 'antd-mobile';
import type { OrderDetail } from '@bazaar/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import {
  AddressCard,
  EmptyState,
  LogisticsTimeline,
  OrderActionButtons,
  OrderLine,
  PriceSummary,
  ShopGroup,
  toCents,
} from '@bazaar/design-system';
import { isRefused, LoadFailed, useLinks, useOpenChat, useOrderDetail } from '../../lib';
import { OrderFacts } from '../components/order-facts';
import { useOrderActions } from '../components/use-order-actions';
import './orders.css';

/** What the order detail shows besides the order itself. */
export interface OrderInfoScreenProps {
  /** Under the logistics, given the order, e.g. products to buy again once it is received. */
  footer?: (order: OrderDetail) => ReactNode;
}

/** /orderInfo/:id: status banner, address snapshot, lines, chat with the shop, totals, numbers and times, logistics, actions. */
export function OrderInfoScreen({ footer }: OrderInfoScreenProps) {
  const { t } = useTranslation('orders');
  const links = useLinks();
  const navigate = useNavigate();
  const id = Number(useParams().id) || undefined;
  const order = useOrderDetail(id);
  const actionsOf = useOrderActions({ onDetails: true });
  const openChat = useOpenChat(order.data?.shop.id, { orderId: order.data?.id });

  // Only the server's refusal means there is no such order of the shopper's; offline, the order last
  // seen stays on screen (SWR keeps it), and one never seen says it loads again once back online.
  if (!id || isRefused(order.error)) {
    return (
      <EmptyState
        description={t('notFound')}
        actionText={t('myOrders')}
        onAction={() => navigate(links.myPurchases())}
      />
    );
  }
  if (!order.data && order.error) return <LoadFailed onRetry={() => void order.mutate()} />;
  if (!order.data) return <Skeleton.Paragraph className="bz-orders__card" lineCount={6} animated />;
  const o = order.data;
  const actions = actionsOf(o);

  return (
    <div className={actions.length ? 'bz-order-info bz-order-info--with-bar' : 'bz-order-info'}>
      <section className={`bz-order-info__banner bz-order-info__banner--${o.status}`} role="status">
        <strong>{t(`status.${o.status}`)}</strong>
        <span>{t(`banner.${o.status}`)}</span>
      </section>
      {/* Where this order goes; whether the address book calls it the default says nothing here. */}
      <AddressCard className="bz-orders__card" address={{ ...o.address, is_default: false }} />
      <ShopGroup shop={o.shop} onShopClick={() => navigate(links.shop(o.shop.id))}>
        {o.items.map((item, i) => (
          <div
            key={`${item.product_id}-${i}`}
            role="link"
            tabIndex={0}
            onClick={() => navigate(links.product(item.product_id))}
            onKeyDown={(e) => e.key === 'Enter' && navigate(links.product(item.product_id))}
          >
            <OrderLine line={item} />
          </div>
        ))}
      </ShopGroup>
      <div className="bz-order-info__chat">
        <Button size="small" shape="rounded" fill="outline" onClick={() => void openChat()}>
          {t('chatWithShop')}
        </Button>
      </div>
      <section className="bz-orders__card">
        <PriceSummary
          rows={[
            { key: 'goods', label: t('goods'), value: o.goods_amount },
            { key: 'freight', label: t('freight'), value: o.freight },
            ...(toCents(o.discount) > 0n
              ? [{ key: 'discount', label: t('discount'), value: o.discount, negative: true }]
              : []),
          ]}
          total={{ label: t('total'), value: o.total }}
        />
      </section>
      <section className="bz-orders__card" aria-label={t('info')}>
        <h2 className="bz-orders__heading">{t('info')}</h2>
        <OrderFacts order={o} />
      </section>
      <section className="bz-orders__card" aria-label={t('logistics')}>
        <h2 className="bz-orders__heading">{t('logistics')}</h2>
        <LogisticsTimeline lines={o.logistics} emptyText={t('noLogistics')} />
      </section>
      {footer?.(o)}
      <OrderActionButtons className="bz-order-info__bar" actions={actions} />
    </div>
  );
}
