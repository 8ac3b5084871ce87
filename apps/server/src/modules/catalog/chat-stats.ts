import type { ShopChatStats } from '@bazaar/contract';
import type { DbOrTrx } from '../../db';
import { nowSeconds } from '../../lib/time';

const WINDOW_SECONDS = 30 * 86_400;
const ANSWERED_WITHIN_SECONDS = 12 * 3_600;

/**
 * `shop/detail.chat`: of the conversations shoppers started in the last 30 days, the percent the
 * shop answered within 12 hours, and the median minutes to the first answer (a conversation not
 * yet answered counts with the time it has waited so far); null before there are any.
 */
export async function shopChatStats(db: DbOrTrx, shopId: number): Promise<ShopChatStats | null> {
  const now = nowSeconds();
  const rows = await db
    .selectFrom('chat_conversations')
    .select(['started_at', 'first_reply_at'])
    .where('shop_id', '=', shopId)
    .where('started_by', '=', 'shopper')
    .where('started_at', '>=', now - WINDOW_SECONDS)
    .execute();
  if (!rows.length) return null;
  const waits = rows.map((r) => (r.first_reply_at > 0 ? r.first_reply_at : now) - r.started_at).sort((a, b) => a - b);
  const answered = rows.filter(
    (r) => r.first_reply_at > 0 && r.first_reply_at - r.started_at <= ANSWERED_WITHIN_SECONDS,
  ).length;
  const middle = waits.length / 2;
  const median = waits.length % 2 ? waits[Math.floor(middle)]! : (waits[middle - 1]! + waits[middle]!) / 2;
  return {
    response_rate: Math.round((answered * 100) / rows.length),
    reply_minutes: Math.ceil(median / 60),
  };
}
