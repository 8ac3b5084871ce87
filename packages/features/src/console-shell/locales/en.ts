/** Strings of the console's sign-in and dashboard; they join the `console` namespace. English is the reference. */
export const en = {
  title: {
    login: 'Console sign in',
    dashboard: 'Dashboard',
  },
  role: { admin: 'Administrator', merchant: 'Merchant · shop {{shop}}' },
  signOut: 'Sign out',
  signOutConfirm: 'Sign out of the console?',
  dashboard: {
    todayOrders: 'Paid orders today',
    todaySales: 'Sales today',
    pendingRecharges: 'Recharges to audit',
    pendingWithdrawals: 'Withdrawals to audit',
    ordersToShip: 'Orders to ship',
    refundsToHandle: 'Refunds to handle',
  },
};
export type ConsoleShellMessages = typeof en;
