import type { Refund, RefundType } from '@bazaar/contract';
import type { Trx } from '../../db';
import { BusinessError } from '../../lib/errors';
import { moneyParam } from '../../i18n';
import { serialNumber } from '../../lib/serial-number';
import { nowSeconds } from '../../lib/time';
import { ownOrderRow } from '../order/queries';
import { notify } from '../notification/notify';
import { transition } from '../order/transitions';
import { assertOwnUploads } from '../upload/ownership';
import { readRefundAmount } from './amount';
import { moveRefund, ownRefundRow, toRefund } from './repository';
import { paidShares } from '../order/paid-shares';
import { wholeItemsAmount } from './unshipped';

export const MAX_PROOF_IMAGES = 6;

export interface RefundRequest {
  order_id: number;
  product_ids?: number[];
  type: RefundType;
  amount?: number | string;
  goods_status: 'received' | 'not_received';
  reason?: string;
  explain?: string;
  images?: string[];
}

/**
 * What may still be refunded on each order line the shopper chose (`product_ids` are product
 * ids of the order; a product bought in two specs covers both lines): its paid share less
 * what was refunded on it before.
 */
export async function refundableLines(trx: Trx, orderId: number, total: number, productIds: readonly number[]) {
  const lines = await trx
    .selectFrom('order_items')
    .select(['id', 'product_id', 'price', 'quantity', 'refunded_amount'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  const shares = paidShares(lines, total);
  const chosen = lines.filter((l) => productIds.includes(l.product_id));
  if (chosen.length === 0 || productIds.some((id) => !lines.some((l) => l.product_id === id))) {
    throw new BusinessError('refund.choose_items', { field: 'product_ids' });
  }
  return new Map(chosen.map((l) => [l.id, Math.max(0, shares.get(l.id)! - l.refunded_amount)]));
}

/**
 * order/refund: the order moves to `refunding` (the transition table refuses other statuses).
 * Before shipping (waiting_deliver) the refund is for whole items, refund only, with the amount
 * the server sets and no proof needed (nothing has reached the shopper to photograph); after
 * shipping it may be any amount up to what is still refundable on the chosen items.
 */
export async function applyRefund(trx: Trx, userId: number, body: RefundRequest): Promise<Refund> {
  const order = await ownOrderRow(trx, userId, body.order_id);
  const unshipped = order.status === 'waiting_deliver';
  const chosen = await refundableLines(trx, order.id, order.total, [...new Set(body.product_ids ?? [])]);
  // After shipping, lines refunded in full before are left out, so no refund covers them twice.
  const refundable = unshipped ? chosen : new Map([...chosen].filter(([, room]) => room > 0));
  const amount = unshipped ? wholeItemsAmount(refundable, body.amount) : readRefundAmount(body.amount);
  if (unshipped && body.type === 'return_refund') throw new BusinessError('refund.return_unshipped', { field: 'type' });
  const reason = body.reason?.trim() ?? '';
  const explain = body.explain?.trim() ?? '';
  if (!reason || !explain) throw new BusinessError('refund.fill_reason', { field: reason ? 'explain' : 'reason' });
  const images = body.images ?? [];
  if (images.length === 0 && !unshipped) throw new BusinessError('refund.upload_proof', { field: 'images' });
  if (images.length > MAX_PROOF_IMAGES) {
    throw new BusinessError('refund.too_many_images', { field: 'images', params: { max: MAX_PROOF_IMAGES } });
  }
  await assertOwnUploads(trx, userId, images, 'images');

  const max = [...refundable.values()].reduce((a, b) => a + b, 0);
  if (amount > max) {
    throw new BusinessError('refund.amount_exceeds', { field: 'amount', params: { max: moneyParam(max) } });
  }

  // From the status read above: a shipment in between is refused rather than refunded as unshipped.
  await transition(trx, order.id, 'apply_refund', order.status);
  const now = nowSeconds();
  const { id } = await trx
    .insertInto('refunds')
    .values({
      refund_sn: serialNumber(now, 'RF'),
      order_id: order.id,
      user_id: userId,
      shop_id: order.shop_id,
      type: body.type,
      amount,
      // Goods never shipped cannot have been received, whatever the form said.
      goods_status: unshipped ? 'not_received' : body.goods_status,
      product_ids: JSON.stringify([...refundable.keys()]),
      reason,
      explanation: explain,
      images: JSON.stringify(images),
      createtime: now,
      updatetime: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // The shopper is told the request arrived, as they are later told how it was decided.
  await notify(trx, userId, {
    type: 'refund',
    title: 'notify.refund_requested_title',
    content: 'notify.refund_requested',
    params: { amount: moneyParam(amount), order_sn: order.order_sn },
    ref: `refund:${id}`,
  });
  return toRefund(trx, await ownRefundRow(trx, userId, id));
}

/** order/refund_cancel: withdrawn while pending or while the return is under way; the order goes back. */
export async function cancelRefund(trx: Trx, userId: number, id: number): Promise<Refund> {
  const row = await ownRefundRow(trx, userId, id);
  await moveRefund(trx, id, ['pending', 'return_shipping'], { status: 'cancelled' }, nowSeconds());
  await transition(trx, row.order_id, 'refund_withdrawn');
  return toRefund(trx, await ownRefundRow(trx, userId, id));
}

/** order/return_ship: the shopper's return parcel, once a return was approved (order in after_sale). */
export async function shipReturn(
  trx: Trx,
  userId: number,
  body: { id: number; company?: string; number?: string },
): Promise<Refund> {
  await ownRefundRow(trx, userId, body.id);
  const company = body.company?.trim() ?? '';
  const number = body.number?.trim() ?? '';
  if (!company) throw new BusinessError('refund.fill_company', { field: 'company' });
  if (!number) throw new BusinessError('refund.fill_number', { field: 'number' });
  await moveRefund(trx, body.id, ['return_shipping'], { return_company: company, return_number: number }, nowSeconds());
  return toRefund(trx, await ownRefundRow(trx, userId, body.id));
}
