import { useNavigate } from 'react-router-dom';
import { useApi } from './api-provider';
import { useLinks } from './links';
import { tokenStore } from './session';

/** What a "Chat" button offers the shop as a card ready to send. */
export type OpenChatAbout = { productId?: number; orderId?: number };

/**
 * The "Chat" buttons' entry (product detail, shop page, order detail, refunds): opens the shopper's conversation
 * with the shop (made on the first call) and shows it, with the product or order card ready to send. A visitor
 * is asked to sign in first and comes back to where he was.
 */
export function useOpenChat(shopId: number | undefined, about: OpenChatAbout = {}): () => Promise<void> {
  const api = useApi();
  const links = useLinks();
  const navigate = useNavigate();
  return async () => {
    if (!shopId) return;
    if (!tokenStore.get()) {
      navigate(links.login(`${window.location.pathname}${window.location.search}`));
      return;
    }
    const conversation = await api.chat.open(shopId);
    navigate(links.chatThread(conversation.id, { product_id: about.productId, order_id: about.orderId }));
  };
}
