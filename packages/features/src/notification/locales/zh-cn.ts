import type { NotificationMessages } from './en';

export const zhCn: NotificationMessages = {
  markAll: '全部标为已读',
  empty: '暂无通知',
  unread: '未读',
  type: {
    order: '订单',
    refund: '退款',
    recharge: '充值',
    extract: '提现',
    price_drop: '降价',
    back_in_stock: '到货',
    flash: '限时秒杀',
  },
};
