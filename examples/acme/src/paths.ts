/** Acme's pages: each path once, read by the route table, the links and the tab bar. */
export const paths = {
  home: '/',
  search: '/search',
  product: '/p/:product',
  signIn: '/sign-in',
  bag: '/bag',
  checkout: '/checkout',
  pay: '/pay',
  orders: '/orders',
  ordersByStatus: '/orders/status/:status',
  order: '/orders/:id',
  wallet: '/wallet',
  topUp: '/wallet/top-up',
  cardTopUp: '/wallet/card',
  topUps: '/wallet/top-ups',
  history: '/wallet/history',
} as const;
