import type { WithdrawalRecord, TopUpRecord } from '@bazaar/contract';
import type { Trx } from '../../db';
import { BusinessError } from '../../lib/errors';
import { moneyParam } from '../../i18n';
import { nowSeconds } from '../../lib/time';
import { post, type PostingInput } from '../ledger';
import { notify } from './notify';
import { topUpOf } from './top-up';
import { withdrawalOf } from './withdrawal';

export type AuditDecision = 'passed' | 'refused';

/**
 * Moves a record out of `auditing` exactly once: the conditional update is the claim, so of
 * any number of concurrent audits one updates the row and acts, the others see 0 rows and
 * get code 0 without changing anything (on PostgreSQL they wait for the winner's row lock,
 * then re-check `status = 'auditing'`). A refusal needs its reason: the shopper reads it on
 * the record and in the notification.
 */
async function claim(
  trx: Trx,
  table: 'recharges' | 'withdrawals',
  id: number,
  status: AuditDecision,
  remark: string,
  adminId: number | null,
): Promise<void> {
  if (status === 'refused' && !remark.trim()) throw new BusinessError('audit.reason_required', { field: 'remark' });
  const result = await trx
    .updateTable(table)
    .set({ status, audit_remark: remark.trim(), admin_id: adminId, audittime: nowSeconds() })
    .where('id', '=', id)
    .where('status', '=', 'auditing')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return;
  const exists = await trx.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst();
  throw exists
    ? new BusinessError('audit.already_done')
    : new BusinessError('common.record_not_found', { field: 'id' });
}

/** recharge/audit: passed credits the shopper (external_deposits → user_available); refused moves nothing. */
export async function auditTopUp(
  trx: Trx,
  id: number,
  status: AuditDecision,
  remark: string,
  adminId: number | null,
): Promise<TopUpRecord> {
  await claim(trx, 'recharges', id, status, remark, adminId);
  const row = await trx
    .selectFrom('recharges')
    .select(['user_id', 'amount'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  if (status === 'passed') {
    const { transactionId } = await post(trx, {
      type: 'recharge',
      ref: `recharge:${id}`,
      memo: `Recharge #${id}`,
      idempotencyKey: `recharge:${id}:credit`,
      postings: [
        { account: { kind: 'external_deposits' }, amount: -row.amount },
        { account: { kind: 'user_available', ownerId: row.user_id }, amount: row.amount },
      ],
    });
    await trx.updateTable('recharges').set({ ledger_transaction_id: transactionId }).where('id', '=', id).execute();
  }
  await notify(trx, {
    userId: row.user_id,
    type: 'recharge',
    ref: `recharge:${id}`,
    title: status === 'passed' ? 'notify.recharge_passed_title' : 'notify.recharge_refused_title',
    content: status === 'passed' ? 'notify.recharge_passed' : 'notify.recharge_refused',
    params: { amount: moneyParam(row.amount), remark: remark.trim() },
  });
  return topUpOf(trx, id);
}

/**
 * extract/audit: refused returns the frozen amount (user_frozen → user_available); passed
 * pays it out (user_frozen → external_payouts for the actual amount, → fee_revenue for the fee).
 */
export async function auditWithdrawal(
  trx: Trx,
  id: number,
  status: AuditDecision,
  remark: string,
  adminId: number | null,
): Promise<WithdrawalRecord> {
  await claim(trx, 'withdrawals', id, status, remark, adminId);
  const row = await trx
    .selectFrom('withdrawals')
    .select(['user_id', 'amount', 'fee', 'actual_amount'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const frozen = { kind: 'user_frozen' as const, ownerId: row.user_id };
  const ref = `withdrawal:${id}`;
  if (status === 'passed') {
    const payout: PostingInput[] = [
      { account: frozen, amount: -row.amount },
      { account: { kind: 'external_payouts' }, amount: row.actual_amount },
      { account: { kind: 'fee_revenue' }, amount: row.fee },
    ];
    await post(trx, {
      type: 'withdrawal_payout',
      ref,
      memo: `Withdrawal #${id} paid out`,
      idempotencyKey: `${ref}:settle`,
      // A zero fee (fee rate 0) is no posting at all.
      postings: payout.filter((p) => p.amount !== 0),
    });
  } else {
    await post(trx, {
      type: 'withdrawal_unfreeze',
      ref,
      memo: `Withdrawal #${id} refused, amount returned`,
      idempotencyKey: `${ref}:settle`,
      postings: [
        { account: frozen, amount: -row.amount },
        { account: { kind: 'user_available', ownerId: row.user_id }, amount: row.amount },
      ],
    });
  }
  await notify(trx, {
    userId: row.user_id,
    type: 'withdrawal',
    ref,
    title: status === 'passed' ? 'notify.withdrawal_passed_title' : 'notify.withdrawal_refused_title',
    content: status === 'passed' ? 'notify.withdrawal_passed' : 'notify.withdrawal_refused',
    params: {
      amount: moneyParam(row.amount),
      actual: moneyParam(row.actual_amount),
      fee: moneyParam(row.fee),
      remark: remark.trim(),
    },
  });
  return withdrawalOf(trx, id);
}
