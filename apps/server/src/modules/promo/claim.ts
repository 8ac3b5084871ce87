import { sql } from 'kysely';
import type { Trx } from '../../db';
import { BusinessError } from '../../lib/errors';
import { nowSeconds } from '../../lib/time';
import { usesByUser } from './evaluate';

/**
 * Records a use of the code by a payment batch, inside the order's transaction. The
 * conditional bump of used_count locks the code's row, so concurrent checkouts of the same
 * user are counted one after the other and neither limit can be overrun.
 */
export async function claimPromo(
  trx: Trx,
  promoId: number,
  userId: number,
  paySn: string,
  orderIds: number[],
): Promise<void> {
  const bumped = await trx
    .updateTable('promo_codes')
    .set({ used_count: sql`used_count + 1` })
    .where('id', '=', promoId)
    .where((eb) => eb.or([eb('total_limit', '=', 0), eb('used_count', '<', eb.ref('total_limit'))]))
    .executeTakeFirst();
  if (!Number(bumped.numUpdatedRows)) throw new BusinessError('promo.exhausted', { field: 'promo_code' });
  const limit = await trx
    .selectFrom('promo_codes')
    .select('per_user_limit')
    .where('id', '=', promoId)
    .executeTakeFirstOrThrow();
  if ((await usesByUser(trx, promoId, userId)) >= limit.per_user_limit) {
    throw new BusinessError('promo.used_up', { field: 'promo_code' });
  }
  const now = nowSeconds();
  await trx
    .insertInto('promo_code_uses')
    .values(
      orderIds.map((orderId) => ({
        promo_code_id: promoId,
        user_id: userId,
        order_id: orderId,
        pay_sn: paySn,
        createtime: now,
      })),
    )
    .execute();
}

/**
 * Gives back the use of a cancelled order. The batch stops counting (for the user's limit
 * and the total) once none of its orders still carries the code.
 */
export async function releasePromo(trx: Trx, orderId: number): Promise<void> {
  const use = await trx
    .selectFrom('promo_code_uses')
    .select(['id', 'promo_code_id', 'pay_sn'])
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  if (!use) return;
  await trx.deleteFrom('promo_code_uses').where('id', '=', use.id).execute();
  const left = await trx
    .selectFrom('promo_code_uses')
    .select('id')
    .where('promo_code_id', '=', use.promo_code_id)
    .where('pay_sn', '=', use.pay_sn)
    .executeTakeFirst();
  if (!left) {
    await trx
      .updateTable('promo_codes')
      .set({ used_count: sql`used_count - 1` })
      .where('id', '=', use.promo_code_id)
      .where('used_count', '>', 0)
      .execute();
  }
}
