import type { ConsoleShellMessages } from './en';

export const zhCn: ConsoleShellMessages = {
  title: {
    login: '后台登录',
    dashboard: '概览',
  },
  role: { admin: '管理员', merchant: '商家 · 店铺 {{shop}}' },
  signOut: '退出登录',
  signOutConfirm: '确定退出后台吗？',
  dashboard: {
    todayOrders: '今日支付订单',
    todaySales: '今日销售额',
    pendingRecharges: '待审核充值',
    pendingWithdrawals: '待审核提现',
    ordersToShip: '待发货订单',
    refundsToHandle: '待处理退款',
  },
};
