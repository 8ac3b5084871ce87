import { useCallback } from 'react';
import { useRevalidate } from '../revalidate';
import { ENDPOINTS } from './keys';

/**
 * What each write refreshes: the endpoints whose cached answers it changes, wherever they are shown.
 * A write names itself (`useRefreshAfter()('payOrder')`), so what a payment or a cancel reloads is read here.
 */
export const REFRESHES = {
  addToBag: [ENDPOINTS.cart],
  /** The bag empties of what was ordered; the user object counts the unpaid orders. */
  createOrder: [ENDPOINTS.cart, ENDPOINTS.orderList, ENDPOINTS.user],
  /** The balance, the order's status everywhere, and what is left to pay. */
  payOrder: [ENDPOINTS.user, ENDPOINTS.orderList, ENDPOINTS.orderDetail, ENDPOINTS.payTarget],
  /** Cancel or confirm receipt. */
  orderTransition: [ENDPOINTS.orderList, ENDPOINTS.orderDetail, ENDPOINTS.payTarget, ENDPOINTS.user],
  /** Apply, cancel or ship back a refund. */
  refund: [ENDPOINTS.refundOfOrder, ENDPOINTS.orderDetail, ENDPOINTS.orderList, ENDPOINTS.user],
  /** A review changes the order (reviewed) and the product's reviews and score. */
  review: [ENDPOINTS.orderDetail, ENDPOINTS.orderList, ENDPOINTS.productReviews, ENDPOINTS.productDetail],
  /** Read notifications: the list and the unread count on the user object. */
  readNotifications: [ENDPOINTS.notifications, ENDPOINTS.user],
  applyForShop: [ENDPOINTS.myApplications],
  /** A flash session started or ended while the product page is open: its price and band change. */
  flashPhase: [ENDPOINTS.productDetail],
  // The console's writes name the area their keys hold (queryKeys' console keys).
  /** A catalog editor's save: its lists, records and choosers. */
  catalogSave: ['catalog'],
  /** Shipping moves an order between the orders list's tabs. */
  shipOrder: ['orders'],
  /** A new operator shows in the operators list. */
  createOperator: ['operators'],
  /** A flash session's save: every session list and session, wherever shown. */
  flashSessionSave: [ENDPOINTS.adminFlashSessions],
  /** A flash item's save or removal: the items (cards, table, editor) and the sessions' item counts. */
  flashItemSave: [ENDPOINTS.adminFlashItems, ENDPOINTS.adminFlashSessions],
  /** A voucher's save or stop: every voucher list (the phone's, the desk table) and the editors' vouchers. */
  voucherSave: [ENDPOINTS.adminVouchers],
} as const satisfies Record<string, readonly string[]>;

/** The writes `REFRESHES` knows. */
export type RefreshingWrite = keyof typeof REFRESHES;

/** Refreshes what a write changes: `const refresh = useRefreshAfter(); await refresh('payOrder')`. */
export function useRefreshAfter(): (write: RefreshingWrite) => Promise<unknown> {
  const revalidate = useRevalidate();
  return useCallback((write: RefreshingWrite) => revalidate(...REFRESHES[write]), [revalidate]);
}
