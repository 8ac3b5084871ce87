import type { RefundStatus } from '@bazaar/contract';
import type { Selectable } from 'kysely';
import type { Database } from '../db';

/**
 * The refunds table's statuses under the contract's names (an approved refund is `refunded`). Read by
 * the refund module and by the operator's order detail, which lists the order's refunds without
 * depending on the refund module (that one builds on orders).
 */
export const REFUND_WIRE_STATUS: Record<Selectable<Database['refunds']>['status'], RefundStatus> = {
  pending: 'pending',
  return_shipping: 'returning',
  approved: 'refunded',
  refused: 'refused',
  cancelled: 'cancelled',
};
