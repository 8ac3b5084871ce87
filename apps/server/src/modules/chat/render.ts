import type { ChatMessage, ChatOrderCard, Lang, ProductCard } from '@bazaar/contract';
import type { DbOrTrx } from '../../db';
import { formatMoney } from '../../lib/money';
import { toProductCard } from '../catalog/cards';
import { CARD_COLUMNS } from '../catalog/repository';

/** The message columns the wire shape is made of. */
export const MESSAGE_COLUMNS = [
  'chat_messages.id',
  'chat_messages.conversation_id',
  'chat_messages.seq',
  'chat_messages.sender',
  'chat_messages.type',
  'chat_messages.text',
  'chat_messages.image',
  'chat_messages.product_id',
  'chat_messages.order_id',
  'chat_messages.createtime',
] as const;

export interface MessageRow {
  id: number;
  conversation_id: number;
  seq: number;
  sender: string;
  type: string;
  text: string;
  image: string;
  product_id: number | null;
  order_id: number | null;
  createtime: number;
}

/** Read positions of a conversation: a message is `read` once the other side's position reaches it. */
export interface ReadPositions {
  shopper_read_seq: number;
  shop_read_seq: number;
}

export const isRead = (row: { sender: string; seq: number }, positions: ReadPositions): boolean =>
  row.sender === 'shopper' ? positions.shop_read_seq >= row.seq : positions.shopper_read_seq >= row.seq;

/** Messages on the wire: their product and order cards in one query each (no N+1). */
export async function renderMessages(
  db: DbOrTrx,
  rows: MessageRow[],
  positions: (conversationId: number) => ReadPositions,
  lang: Lang,
): Promise<ChatMessage[]> {
  const productIds = [...new Set(rows.flatMap((r) => (r.product_id ? [r.product_id] : [])))];
  const orderIds = [...new Set(rows.flatMap((r) => (r.order_id ? [r.order_id] : [])))];
  const [products, orders] = await Promise.all([
    productIds.length
      ? db.selectFrom('products').select(CARD_COLUMNS).where('products.id', 'in', productIds).execute()
      : [],
    orderIds.length
      ? db.selectFrom('orders').select(['id', 'order_sn', 'status', 'total']).where('id', 'in', orderIds).execute()
      : [],
  ]);
  const productCards = new Map<number, ProductCard>(products.map((p) => [p.id, toProductCard(p, lang)]));
  const orderCards = new Map<number, ChatOrderCard>(
    orders.map((o) => [o.id, { id: o.id, order_sn: o.order_sn, status: o.status, total: formatMoney(o.total) }]),
  );
  return rows.map((r) => ({
    id: r.id,
    conversation_id: r.conversation_id,
    seq: r.seq,
    sender: r.sender as ChatMessage['sender'],
    type: r.type as ChatMessage['type'],
    text: r.text,
    image: r.image,
    product: (r.product_id && productCards.get(r.product_id)) || null,
    order: (r.order_id && orderCards.get(r.order_id)) || null,
    createtime: r.createtime,
    read: isRead(r, positions(r.conversation_id)),
  }));
}
