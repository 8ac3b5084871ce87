import type { Trx } from '../../db';
import type { MessageKey, MessageParams } from '../../i18n';
import { notify as notifyUser } from '../notification/notify';

export interface WalletNotice {
  userId: number;
  type: 'recharge' | 'withdrawal';
  ref: string;
  title: MessageKey;
  content: MessageKey;
  params: MessageParams;
}

/**
 * One notification when a top-up or withdrawal is submitted and one per audit, written in that
 * transaction as keys and parameters, so
 * the shopper reads it in whatever language they use when they open it.
 */
export async function notify(trx: Trx, notice: WalletNotice): Promise<void> {
  const { userId, ...rest } = notice;
  await notifyUser(trx, userId, rest);
}
