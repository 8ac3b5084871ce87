import type { AdminChatAwayBody, ChatAway, ChatMessage, Lang } from '@bazaar/contract';
import type { Db } from '../../db';
import { BusinessError } from '../../lib/errors';
import { nowSeconds } from '../../lib/time';
import { zonedDate } from '../../lib/time-zone';
import { shopScope, type AdminIdentity } from '../../plugins/admin-auth';
import { renderMessages } from './render';
import { writeMessage, type ConversationRow } from './service';

/** The shop an operator sets the away message of: a merchant's own, the one an operator names. */
function awayShop(admin: AdminIdentity, shopId: number | undefined): number {
  const id = shopScope(admin) ?? shopId;
  if (id === undefined) throw new BusinessError('chat.away_shop_needed', { field: 'shop_id' });
  return id;
}

export async function getAway(db: Db, admin: AdminIdentity, shopId: number | undefined): Promise<ChatAway> {
  const row = await db
    .selectFrom('chat_away')
    .select(['enabled', 'text'])
    .where('shop_id', '=', awayShop(admin, shopId))
    .executeTakeFirst();
  return { enabled: !!row?.enabled, text: row?.text ?? '' };
}

/** Sets a shop's away message; turning it on needs a text, turning it off keeps the text for next time. */
export async function saveAway(db: Db, admin: AdminIdentity, body: AdminChatAwayBody): Promise<ChatAway> {
  const shopId = awayShop(admin, body.shop_id);
  const text = body.text.trim();
  if (body.enabled && !text) throw new BusinessError('chat.away_text_empty', { field: 'text' });
  const shop = await db.selectFrom('shops').select('id').where('id', '=', shopId).executeTakeFirst();
  if (!shop) throw new BusinessError('catalog.shop_not_found', { field: 'shop_id' });
  const values = { enabled: body.enabled ? 1 : 0, text, updatetime: nowSeconds() };
  await db
    .insertInto('chat_away')
    .values({ shop_id: shopId, ...values })
    .onConflict((oc) => oc.column('shop_id').doUpdateSet(values))
    .execute();
  return { enabled: body.enabled, text };
}

/**
 * After a shopper's message: the shop's away message, when it has one on, once per conversation
 * and day of the platform's calendar (its `client_id` names the day, so two instances or two quick
 * messages write it once). Written by the system, it neither answers for the shop's response rate
 * nor counts as unread for the shop. Undefined when nothing was written.
 */
export async function awayReply(
  db: Db,
  conversation: ConversationRow,
  timeZone: string,
  lang: Lang,
): Promise<ChatMessage | undefined> {
  const away = await db
    .selectFrom('chat_away')
    .select(['enabled', 'text'])
    .where('shop_id', '=', conversation.shop_id)
    .executeTakeFirst();
  if (!away?.enabled || !away.text) return undefined;
  const day = zonedDate(timeZone, nowSeconds());
  const clientId = `away:${day.year}-${day.month}-${day.day}`;
  const content = { type: 'text', text: away.text, image: '', product_id: null, order_id: null };
  const { row, fresh } = await writeMessage(db, conversation.id, { sender: 'system', senderId: 0 }, clientId, content);
  if (!fresh) return undefined;
  const [message] = await renderMessages(db, [row], () => conversation, lang);
  return message;
}
