import { confirmDialog, Toast } from '@bazaar/design-system';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Order } from '@bazaar/contract';
import type { OrderCardAction } from '@bazaar/design-system';
import { useLinks } from '../../lib';
import { useOrderTransitions } from '../api/order-transitions';
import { orderActions, type OrderActionKey } from './order-actions';
import { refundLink } from './refund-link';

const PRIMARY = new Set<OrderActionKey>(['pay', 'confirm', 'review']);

/**
 * The buttons an order's status allows, the same on the card and on the details
 * page: pay, cancel (confirmed), confirm received (confirmed), logistics, refund, review.
 */
export function useOrderActions(options: { onDetails: boolean }) {
  const { t } = useTranslation('orders');
  const links = useLinks();
  const navigate = useNavigate();
  const transitions = useOrderTransitions();

  const confirmThen = async (content: string, act: () => Promise<unknown>, done: string) => {
    const ok = await confirmDialog({ content, confirmText: t('actions.yes'), cancelText: t('actions.no') });
    if (!ok) return;
    await act();
    Toast.show({ content: done });
  };

  const handlers = (order: Order): Record<OrderActionKey, () => void> => ({
    cancel: () =>
      void confirmThen(t('actions.cancelConfirm'), () => transitions.cancel(order.id), t('actions.cancelled')),
    pay: () => navigate(links.payment({ order_id: order.id })),
    logistics: () => navigate(links.orderInfo(order.id)),
    refund: () => navigate(links.refund(refundLink(order))),
    confirm: () =>
      void confirmThen(t('actions.confirmConfirm'), () => transitions.confirm(order.id), t('actions.confirmed')),
    review: () => {
      const item = order.items.find((i) => !i.reviewed);
      if (item) navigate(links.comment({ order_id: order.id, product_id: item.product_id }));
    },
  });

  return (order: Order): OrderCardAction[] => {
    const on = handlers(order);
    return orderActions(order, options.onDetails).map((key) => ({
      key,
      text: t(`actions.${key}`),
      onClick: on[key],
      primary: PRIMARY.has(key),
    }));
  };
}
