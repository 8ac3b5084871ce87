import type { AuditStatus, Page, RechargeRecord } from '@bazaar/contract';
import type { DbOrTrx, Trx } from '../../db';
import { BusinessError } from '../../lib/errors';
import { formatMoney, parseMoney } from '../../lib/money';
import { pageArgs, toPage } from '../../lib/pagination';
import { nowSeconds } from '../../lib/time';
import { assertOwnEvidence } from './evidence';
import { usableNetwork } from './networks';
import { rechargeRows, toRechargeRecord } from './records';

export interface RechargeInput {
  type: 'manual' | 'chain';
  amount?: number | string;
  image?: string;
  network_id?: number;
  address?: string;
}

/**
 * user/recharge: records a top-up request for an operator to audit. No money moves here:
 * the balance is credited only when the recharge is passed (audit.ts), or by a ChainWatcher.
 */
export async function createRecharge(trx: Trx, userId: number, input: RechargeInput): Promise<RechargeRecord> {
  const network = input.type === 'chain' ? await usableNetwork(trx, input.network_id) : undefined;
  const address = input.address?.trim() ?? '';
  if (!address) throw new BusinessError('recharge.fill_address', { field: 'address' });
  const amount = parseMoney(input.amount);
  if (!amount) throw new BusinessError('recharge.correct_amount', { field: 'amount' });
  if (network && amount < network.min_amount) {
    throw new BusinessError('recharge.below_minimum', {
      field: 'amount',
      params: { min: formatMoney(network.min_amount) },
    });
  }
  const image = await assertOwnEvidence(trx, userId, input.image);

  const { id } = await trx
    .insertInto('recharges')
    .values({
      user_id: userId,
      type: input.type,
      network_id: network?.id ?? null,
      amount,
      address,
      image,
      status: 'auditing',
      createtime: nowSeconds(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return rechargeOf(trx, id);
}

export async function rechargeOf(db: DbOrTrx, id: number): Promise<RechargeRecord> {
  return toRechargeRecord(await rechargeRows(db).where('r.id', '=', id).executeTakeFirstOrThrow());
}

/** user/recharge_log: the caller's own recharges, newest first. */
export async function rechargeLog(
  db: DbOrTrx,
  userId: number,
  query: { status?: AuditStatus; page?: number; limit?: number },
): Promise<Page<RechargeRecord>> {
  const args = pageArgs(query);
  let base = rechargeRows(db).where('r.user_id', '=', userId);
  if (query.status) base = base.where('r.status', '=', query.status);
  const rows = await base.orderBy('r.id', 'desc').limit(args.limit).offset(args.offset).execute();
  const { n } = await base
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return toPage(rows.map(toRechargeRecord), Number(n), args);
}
