import { Dialog, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Order } from '@bazaar/contract';
import type { OrderCardAction } from '@bazaar/design-system';
import { useLinks } from '../../lib';
import { useOrderTransitions } from '../api/order-transitions';

/** Statuses from which the shopper may ask for a refund (the contract's transition table). */
const REFUNDABLE = new Set<Order['status']>(['waiting_deliver', 'delivered', 'received']);
/** Reviews are open once the goods are received. */
const REVIEWABLE = new Set<Order['status']>(['received', 'completed']);

/**
 * The buttons an order's status allows, the same on the card and on the details
 * page: pay, cancel (confirmed), confirm received (confirmed), logistics, refund, review.
 */
export function useOrderActions(options: { onDetails: boolean }) {
  const { t } = useTranslation('orders');
  const links = useLinks();
  const navigate = useNavigate();
  const transitions = useOrderTransitions();

  const ask = (content: string) =>
    Dialog.confirm({ content, confirmText: t('actions.yes'), cancelText: t('actions.no') });
  const run = async (content: string, act: () => Promise<unknown>, done: string) => {
    if (!(await ask(content))) return;
    await act();
    Toast.show({ content: done });
  };

  return (order: Order): OrderCardAction[] => {
    const actions: OrderCardAction[] = [];
    const add = (key: string, onClick: () => void, primary = false) =>
      actions.push({ key, text: t(`actions.${key}`), onClick, primary });

    if (order.status === 'waiting_pay') {
      add(
        'cancel',
        () => void run(t('actions.cancelConfirm'), () => transitions.cancel(order.id), t('actions.cancelled')),
      );
      add('pay', () => navigate(links.payment({ order_id: order.id })), true);
    }
    if (order.status === 'delivered' && !options.onDetails) {
      add('logistics', () => navigate(links.orderInfo(order.id)));
    }
    if (REFUNDABLE.has(order.status)) {
      add('refund', () =>
        navigate(
          links.refund({
            id: order.id,
            order_sn: order.order_sn,
            product_ids: order.items.map((i) => i.product_id),
            amount: order.total,
          }),
        ),
      );
    }
    if (order.status === 'delivered') {
      add(
        'confirm',
        () => void run(t('actions.confirmConfirm'), () => transitions.confirm(order.id), t('actions.confirmed')),
        true,
      );
    }
    const unreviewed = order.items.find((i) => !i.reviewed);
    if (REVIEWABLE.has(order.status) && unreviewed) {
      add('review', () => navigate(links.comment({ order_id: order.id, product_id: unreviewed.product_id })), true);
    }
    return actions;
  };
}
