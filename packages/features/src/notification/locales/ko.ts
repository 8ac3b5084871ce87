import type { NotificationMessages } from './en';

export const ko: NotificationMessages = {
  markAll: '모두 읽음으로 표시',
  empty: '알림이 없습니다',
  unread: '읽지 않음',
  type: {
    order: '주문',
    refund: '환불',
    recharge: '충전',
    extract: '출금',
    price_drop: '가격 인하',
    back_in_stock: '재입고',
    flash: '타임딜',
  },
};
