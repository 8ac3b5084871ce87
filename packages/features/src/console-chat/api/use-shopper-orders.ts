import useSWR from 'swr';
import { queryKeys, useApi } from '../../lib';

/** A shopper's latest orders with one shop (admin order/list by user and shop), shown beside their chat. */
export function useShopperOrders(userId: number | undefined, shopId: number | undefined) {
  const api = useApi();
  return useSWR(userId && shopId ? queryKeys.shopperOrders(userId, shopId) : null, () =>
    api.admin.orderList({ user_id: userId, shop_id: shopId, limit: 5, sort: 'createtime' }),
  );
}
