import { normalizeLang } from '@bazaar/contract';
import type { Trx } from '../../db';
import { translate, type MessageKey, type MessageParams } from '../../i18n';
import { nowSeconds } from '../../lib/time';

export interface WalletNotice {
  userId: number;
  type: 'recharge' | 'withdrawal';
  ref: string;
  title: MessageKey;
  content: MessageKey;
  params: MessageParams;
}

/**
 * One notification row per audit, written in the audit's transaction and in the shopper's
 * own language (users.lang), since notification/list shows stored text.
 */
export async function notify(trx: Trx, notice: WalletNotice): Promise<void> {
  const user = await trx.selectFrom('users').select('lang').where('id', '=', notice.userId).executeTakeFirst();
  const lang = normalizeLang(user?.lang) ?? 'en';
  await trx
    .insertInto('notifications')
    .values({
      user_id: notice.userId,
      type: notice.type,
      title: translate(lang, notice.title),
      content: translate(lang, notice.content, notice.params).trim(),
      ref: notice.ref,
      is_read: 0,
      createtime: nowSeconds(),
    })
    .execute();
}
