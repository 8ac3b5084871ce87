import type { ConsoleShellMessages } from './en';

export const ko: ConsoleShellMessages = {
  title: {
    login: '관리자 로그인',
    dashboard: '대시보드',
  },
  role: { admin: '관리자', merchant: '판매자 · 상점 {{shop}}' },
  signOut: '로그아웃',
  signOutConfirm: '관리자 화면에서 로그아웃할까요?',
  dashboard: {
    todayOrders: '오늘 결제된 주문',
    todaySales: '오늘 매출',
    pendingRecharges: '심사 대기 충전',
    pendingWithdrawals: '심사 대기 출금',
    ordersToShip: '배송 대기 주문',
    refundsToHandle: '처리 대기 환불',
  },
};
