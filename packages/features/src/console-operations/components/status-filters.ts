import type { AuditStatus, ChainDepositStatus, OrderStatus, RefundStatus } from '@bazaar/contract';

/**
 * The status tabs of the console's queues. Every status the contract knows is a tab, so an
 * operator reaches every record from the console (status-filters.test.ts holds them to the
 * contract's lists); the first tab is what needs work. Literal lists, not the contract's
 * constants, so the screens do not load the schema library.
 */
export const ORDER_FILTERS: readonly (OrderStatus | 'all')[] = [
  'waiting_deliver',
  'waiting_pay',
  'delivered',
  'received',
  'completed',
  'cancelled',
  'refunding',
  'after_sale',
  'refunded',
  'all',
];
export const REFUND_FILTERS: readonly RefundStatus[] = ['pending', 'returning', 'refunded', 'refused', 'cancelled'];
export const AUDIT_FILTERS: readonly AuditStatus[] = ['auditing', 'passed', 'refused'];
/** Shoppers: active or frozen. */
export const USER_FILTERS = ['all', 'normal', 'frozen'] as const;
export const OPERATOR_FILTERS = ['normal', 'disabled', 'all'] as const;
/** The chain watcher's deposits: below the minimum first (recorded, not credited: the operator's to settle). */
export const CHAIN_DEPOSIT_FILTERS: readonly (ChainDepositStatus | 'all')[] = [
  'below_min',
  'seen',
  'credited',
  'dropped',
  'all',
];
