/**
 * The console's report strings: the CSV export, the dashboard's charts, the ledger and the monthly
 * statement. Joined into the `console` namespace with the shared strings; English is the reference.
 */
export const en = {
  title: { ledger: 'Ledger' },
  desk: {
    exportCsv: 'Export CSV',
  },
  charts: {
    heading: 'Last 30 days',
    salesByDay: 'Sales and paid orders per day',
    ordersByStatus: 'Orders by status',
    topProducts: 'Top products by sales',
    topShops: 'Top shops by sales',
    awaitingAudit: 'Money waiting for audit',
    tableView: 'Table view',
    day: 'Day',
    sales: 'Sales',
    paidOrders: 'Paid orders',
    status: 'Status',
    orders: 'Orders',
    product: 'Product',
    quantity: 'Quantity sold',
    shop: 'Shop',
    queue: 'Queue',
    records: 'Records',
    amount: 'Amount',
    recharges: 'Recharges',
    withdrawals: 'Withdrawals',
    noData: 'Nothing in these 30 days yet',
    nothingAwaiting: 'Nothing is waiting for audit',
  },
  ledger: {
    search: 'Reference (order:12) or memo',
    account: 'Account',
    allAccounts: 'All accounts',
    reference: 'Reference',
    memo: 'Memo',
    transaction: 'Transaction',
    balanceAfter: 'Balance after',
    kind: {
      user_available: 'Shopper balance',
      user_frozen: 'Shopper frozen',
      platform_escrow: 'Platform escrow',
      merchant_payable: 'Shop payable',
      fee_revenue: 'Fee revenue',
      commission_revenue: 'Commission revenue',
      voucher_subsidy: 'Platform-paid vouchers',
      external_deposits: 'Deposits from outside',
      external_payouts: 'Payouts to outside',
    },
  },
  monthly: {
    heading: 'Statement by month',
    month: 'Month',
    orders: 'Orders',
    gross: 'Gross',
    refunds: 'Refunds',
    fee: 'Platform fee',
    net: 'Net',
  },
};
export type ConsoleReportMessages = typeof en;
