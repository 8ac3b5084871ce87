import type { NotificationMessages } from './en';

export const vi: NotificationMessages = {
  markAll: 'Đánh dấu tất cả là đã đọc',
  empty: 'Chưa có thông báo',
  unread: 'Chưa đọc',
  type: {
    order: 'Đơn hàng',
    refund: 'Hoàn tiền',
    recharge: 'Nạp tiền',
    extract: 'Rút tiền',
    price_drop: 'Giảm giá',
    back_in_stock: 'Có hàng lại',
    flash: 'Ưu đãi chớp nhoáng',
  },
};
