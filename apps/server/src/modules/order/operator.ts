import type { Trx } from '../../db';
import type { MessageParams } from '../../i18n';
import { BusinessError } from '../../lib/errors';
import { nowSeconds } from '../../lib/time';
import { scheduleJob } from '../jobs/queue';
import { notify } from '../notification/notify';
import { autoConfirmDelay } from './settings';
import { AUTO_RECEIVE } from './timer-kinds';
import { transition } from './transitions';

/** Service functions of the operator side (console routes call them inside their transaction). */

/** Statuses before shipping or without a parcel: a tracking line makes no sense there. */
const UNSHIPPED = new Set(['waiting_pay', 'waiting_deliver', 'cancelled']);

/**
 * Adds a line to a shipped order's tracking timeline: text as typed, or a message key with its
 * parameters, read in each reader's language.
 */
export async function addLogistics(
  trx: Trx,
  orderId: number,
  text: string,
  now = nowSeconds(),
  params?: MessageParams,
): Promise<void> {
  const order = await trx.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirst();
  if (!order) throw new BusinessError('common.record_not_found', { field: 'id' });
  if (UNSHIPPED.has(order.status))
    throw new BusinessError('order.status_not_allowed', { reason: 'status_not_allowed' });
  await trx
    .insertInto('order_logistics')
    .values({ order_id: orderId, text, params: params ? JSON.stringify(params) : '', createtime: now })
    .execute();
}

/**
 * waiting_deliver → delivered: records the carrier and tracking number, adds the first
 * tracking line (read in the reader's language), notifies the shopper, and sets the auto-receive timer.
 */
export async function shipOrder(
  trx: Trx,
  orderId: number,
  express: { company: string; number: string },
): Promise<void> {
  await transition(trx, orderId, 'ship', 'waiting_deliver');
  const now = nowSeconds();
  await trx
    .updateTable('orders')
    .set({ express_company: express.company, express_number: express.number })
    .where('id', '=', orderId)
    .execute();
  const order = await trx
    .selectFrom('orders')
    .select(['user_id', 'order_sn'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const params = { order_sn: order.order_sn, company: express.company, number: express.number };
  await addLogistics(trx, orderId, 'order.logistics_shipped', now, params);
  await notify(trx, order.user_id, {
    type: 'order',
    title: 'notify.order_shipped_title',
    content: 'notify.order_shipped',
    params,
    ref: `order:${orderId}`,
  });
  await scheduleJob(trx, AUTO_RECEIVE, orderId, now + (await autoConfirmDelay(trx)));
}
