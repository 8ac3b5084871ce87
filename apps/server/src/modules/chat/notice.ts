import type { ChatMessage } from '@bazaar/contract';
import type { Db } from '../../db';
import type { MessageKey } from '../../i18n';
import { nowSeconds } from '../../lib/time';
import { notify } from '../notification/notify';
import type { ChatHub } from './hub';

/** The longest preview of a text message in a notice. */
const PREVIEW_CHARS = 100;

const CONTENT: Record<ChatMessage['type'], MessageKey> = {
  text: 'chat.notice_text',
  image: 'chat.notice_image',
  product: 'chat.notice_product',
  order: 'chat.notice_order',
};

/**
 * Tells a shopper who has no socket open of a shop's message: a notification (and its Web Push,
 * rendered in his language) opening the conversation, at most once per conversation per
 * hold-off. Claiming the hold-off is one conditional update, so two instances never both notify.
 * Runs after the message's transaction has committed, in its own.
 */
export async function noticeIfAway(
  db: Db,
  hub: ChatHub,
  conversation: { id: number; user_id: number; shop_id: number },
  message: ChatMessage,
  holdOffSeconds: number,
): Promise<boolean> {
  if (await hub.isOnline(conversation.user_id)) return false;
  const now = nowSeconds();
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('chat_conversations')
      .set({ shopper_notified_at: now })
      .where('id', '=', conversation.id)
      .where('shopper_notified_at', '<=', now - holdOffSeconds)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return false;
    const shop = await trx.selectFrom('shops').select('name').where('id', '=', conversation.shop_id).executeTakeFirst();
    await notify(trx, conversation.user_id, {
      type: 'chat',
      title: 'chat.notice_title',
      content: CONTENT[message.type],
      params: { shop: shop?.name ?? '', text: [...message.text].slice(0, PREVIEW_CHARS).join('') },
      ref: `chat:${conversation.id}`,
    });
    return true;
  });
}
