import type { ConsoleShellMessages } from './en';

export const th: ConsoleShellMessages = {
  title: {
    login: 'เข้าสู่ระบบหลังร้าน',
    dashboard: 'แดชบอร์ด',
  },
  role: { admin: 'ผู้ดูแลระบบ', merchant: 'ร้านค้า · ร้าน {{shop}}' },
  signOut: 'ออกจากระบบ',
  signOutConfirm: 'ออกจากระบบหลังร้านหรือไม่?',
  dashboard: {
    todayOrders: 'คำสั่งซื้อที่ชำระวันนี้',
    todaySales: 'ยอดขายวันนี้',
    pendingRecharges: 'การเติมเงินรอตรวจสอบ',
    pendingWithdrawals: 'การถอนเงินรอตรวจสอบ',
    ordersToShip: 'คำสั่งซื้อรอจัดส่ง',
    refundsToHandle: 'การคืนเงินรอดำเนินการ',
  },
};
