import type { NotificationMessages } from './en';

export const th: NotificationMessages = {
  markAll: 'ทำเครื่องหมายว่าอ่านทั้งหมด',
  empty: 'ยังไม่มีการแจ้งเตือน',
  unread: 'ยังไม่ได้อ่าน',
  type: {
    order: 'คำสั่งซื้อ',
    refund: 'คืนเงิน',
    recharge: 'เติมเงิน',
    extract: 'ถอนเงิน',
    price_drop: 'ลดราคา',
    back_in_stock: 'กลับมามีสินค้า',
    flash: 'แฟลชดีล',
  },
};
