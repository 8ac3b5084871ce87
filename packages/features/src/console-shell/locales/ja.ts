import type { ConsoleShellMessages } from './en';

export const ja: ConsoleShellMessages = {
  title: {
    login: '管理画面ログイン',
    dashboard: 'ダッシュボード',
  },
  role: { admin: '管理者', merchant: '店舗 · ショップ {{shop}}' },
  signOut: 'ログアウト',
  signOutConfirm: '管理画面からログアウトしますか？',
  dashboard: {
    todayOrders: '本日の支払済み注文',
    todaySales: '本日の売上',
    pendingRecharges: '審査待ちのチャージ',
    pendingWithdrawals: '審査待ちの出金',
    ordersToShip: '発送待ちの注文',
    refundsToHandle: '対応待ちの返金',
  },
};
