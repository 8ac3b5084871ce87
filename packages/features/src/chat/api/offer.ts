import useSWR from 'swr';
import { queryKeys, useApi, useOrderDetail } from '../../lib';

/** The product or order a "Chat" button offered, to show as a card ready to send. */
export function useChatOffer(productId: number | undefined, orderId: number | undefined) {
  const api = useApi();
  const product = useSWR(productId ? queryKeys.chatOfferProduct(productId) : null, () =>
    api.catalog.productDetail(productId!),
  );
  const order = useOrderDetail(orderId);
  return { product: product.data, order: order.data };
}
