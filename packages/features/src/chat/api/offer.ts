import useSWR from 'swr';
import { useApi, useOrderDetail } from '../../lib';

export const CHAT_OFFER_PRODUCT_KEY = 'chat/offer-product';

/** The product or order a "Chat" button offered, to show as a card ready to send. */
export function useChatOffer(productId: number | undefined, orderId: number | undefined) {
  const api = useApi();
  const product = useSWR(productId ? [CHAT_OFFER_PRODUCT_KEY, productId] : null, () =>
    api.catalog.productDetail(productId!),
  );
  const order = useOrderDetail(orderId);
  return { product: product.data, order: order.data };
}
