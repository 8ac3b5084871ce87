import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@bazaar/contract';
import { ChatBubble, Price, formatDateTime } from '@bazaar/design-system';
import type { PendingMessage } from './thread';

/** One chat message, which side this reader writes as, and what opening a product or an order card in it does. */
export type MessageBubbleProps = {
  message: ChatMessage;
  /** The sender this side writes as: its messages sit on the end side with their read mark. */
  mine: 'shopper' | 'shop';
  onOpenProduct?: (id: number) => void;
  onOpenOrder?: (id: number) => void;
};

const clock = (unix: number) => formatDateTime(unix).slice(11);

/** One message of a conversation, on either side. */
export function MessageBubble({ message: m, mine, onOpenProduct, onOpenOrder }: MessageBubbleProps) {
  const { t } = useTranslation('chat');
  const side = m.sender === 'system' ? 'system' : m.sender === mine ? 'mine' : 'theirs';
  return (
    <ChatBubble
      side={side}
      text={m.type === 'text' ? m.text : undefined}
      image={m.type === 'image' ? m.image : undefined}
      imageLabel={t('picture')}
      product={
        m.product
          ? { title: m.product.title, image: m.product.image, price: <Price value={m.product.price} size="s" /> }
          : undefined
      }
      order={
        m.order
          ? {
              title: t('order', { sn: m.order.order_sn }),
              status: t(`status.${m.order.status}`),
              total: <Price value={m.order.total} size="s" />,
            }
          : undefined
      }
      onOpen={
        m.product && onOpenProduct
          ? () => onOpenProduct(m.product!.id)
          : m.order && onOpenOrder
            ? () => onOpenOrder(m.order!.id)
            : undefined
      }
      time={clock(m.createtime)}
      readLabel={side === 'mine' && m.read ? t('read') : undefined}
    />
  );
}

/** A message of mine on its way, or refused with a retry. */
export function PendingBubble({ item, onRetry }: { item: PendingMessage; onRetry: (item: PendingMessage) => void }) {
  const { t } = useTranslation('chat');
  const c = item.content;
  return (
    <ChatBubble
      side="mine"
      text={c.text ?? (c.image ? undefined : c.product_id ? t('lastProduct') : t('lastOrder'))}
      image={c.image}
      imageLabel={t('picture')}
      sendingLabel={item.failed ? undefined : t('sending')}
      failed={item.failed}
      failedLabel={t('failed')}
      retryLabel={t('retry')}
      onRetry={() => onRetry(item)}
    />
  );
}

/** The last message as one line of a conversation list. */
export function lastMessageLine(m: ChatMessage | null, t: (key: string) => string): string {
  if (!m) return '';
  if (m.type === 'image') return t('lastPicture');
  if (m.type === 'product') return `${t('lastProduct')} ${m.product?.title ?? ''}`;
  if (m.type === 'order') return `${t('lastOrder')} ${m.order?.order_sn ?? ''}`;
  return m.text;
}
