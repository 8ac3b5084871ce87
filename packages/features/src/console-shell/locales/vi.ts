import type { ConsoleShellMessages } from './en';

export const vi: ConsoleShellMessages = {
  title: {
    login: 'Đăng nhập quản trị',
    dashboard: 'Tổng quan',
  },
  role: { admin: 'Quản trị viên', merchant: 'Người bán · cửa hàng {{shop}}' },
  signOut: 'Đăng xuất',
  signOutConfirm: 'Đăng xuất khỏi trang quản trị?',
  dashboard: {
    todayOrders: 'Đơn đã thanh toán hôm nay',
    todaySales: 'Doanh số hôm nay',
    pendingRecharges: 'Nạp tiền chờ duyệt',
    pendingWithdrawals: 'Rút tiền chờ duyệt',
    ordersToShip: 'Đơn chờ giao',
    refundsToHandle: 'Hoàn tiền chờ xử lý',
  },
};
