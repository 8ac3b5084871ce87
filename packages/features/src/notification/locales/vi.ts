import type { NotificationMessages } from './en';

export const vi: NotificationMessages = {
  markAll: 'Đánh dấu tất cả là đã đọc',
  empty: 'Chưa có thông báo',
  unread: 'Chưa đọc',
  type: { order: 'Đơn hàng', refund: 'Hoàn tiền', recharge: 'Nạp tiền', extract: 'Rút tiền' },
};
