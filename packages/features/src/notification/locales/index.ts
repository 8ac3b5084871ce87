import type { LocaleBundle } from '../../lib';

/** Strings of the notification feature (namespace `notification`); English is the reference. */
const en = {
  markAll: 'Mark all as read',
  empty: 'No notifications yet',
  unread: 'Unread',
  type: { order: 'Order', refund: 'Refund', recharge: 'Top up', extract: 'Withdrawal' },
};
const zhCn: typeof en = {
  markAll: '全部标为已读',
  empty: '暂无通知',
  unread: '未读',
  type: { order: '订单', refund: '退款', recharge: '充值', extract: '提现' },
};
const ja: typeof en = {
  markAll: 'すべて既読にする',
  empty: 'お知らせはまだありません',
  unread: '未読',
  type: { order: '注文', refund: '返金', recharge: 'チャージ', extract: '出金' },
};
const ko: typeof en = {
  markAll: '모두 읽음으로 표시',
  empty: '알림이 없습니다',
  unread: '읽지 않음',
  type: { order: '주문', refund: '환불', recharge: '충전', extract: '출금' },
};
const th: typeof en = {
  markAll: 'ทำเครื่องหมายว่าอ่านทั้งหมด',
  empty: 'ยังไม่มีการแจ้งเตือน',
  unread: 'ยังไม่ได้อ่าน',
  type: { order: 'คำสั่งซื้อ', refund: 'คืนเงิน', recharge: 'เติมเงิน', extract: 'ถอนเงิน' },
};
const vi: typeof en = {
  markAll: 'Đánh dấu tất cả là đã đọc',
  empty: 'Chưa có thông báo',
  unread: 'Chưa đọc',
  type: { order: 'Đơn hàng', refund: 'Hoàn tiền', recharge: 'Nạp tiền', extract: 'Rút tiền' },
};

export const notificationLocales: LocaleBundle = { en, 'zh-cn': zhCn, ja, ko, th, vi };
