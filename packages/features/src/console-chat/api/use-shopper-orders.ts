import useSWR from 'swr';
import { useApi } from '../../lib';
import { INBOX_KEY } from '../../lib/chat';

/** A shopper's latest orders with one shop (admin order/list by user and shop), shown beside their chat. */
export function useShopperOrders(userId: number | undefined, shopId: number | undefined) {
  const api = useApi();
  return useSWR(userId && shopId ? [INBOX_KEY, 'orders', userId, shopId] : null, () =>
    api.admin.orderList({ user_id: userId, shop_id: shopId, limit: 5, sort: 'createtime' }),
  );
}
