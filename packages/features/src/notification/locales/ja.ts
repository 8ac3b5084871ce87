import type { NotificationMessages } from './en';

export const ja: NotificationMessages = {
  markAll: 'すべて既読にする',
  empty: 'お知らせはまだありません',
  unread: '未読',
  type: {
    order: '注文',
    refund: '返金',
    recharge: 'チャージ',
    extract: '出金',
    price_drop: '値下げ',
    back_in_stock: '再入荷',
    flash: 'タイムセール',
  },
};
