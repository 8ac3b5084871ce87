import { maskBankCardNo, normalizePayingAccount, type WithdrawalRecord, type TopUpRecord } from '@bazaar/contract';
import type { Selectable } from 'kysely';
import type { DbOrTrx, WithdrawalsTable } from '../../db';
import { formatMoney } from '../../lib/money';

/** Top-up rows (table `recharges`) with their network's name, for the shopper's log and the operator's list. */
export function topUpRows(db: DbOrTrx) {
  return db
    .selectFrom('recharges as r')
    .leftJoin('chain_networks as n', 'n.id', 'r.network_id')
    .select([
      'r.id',
      'r.user_id',
      'r.type',
      'r.amount',
      'r.network_id',
      'n.name as network_name',
      'r.address',
      'r.image',
      'r.status',
      'r.audit_remark',
      'r.createtime',
      'r.audittime',
    ]);
}

type TopUpRow = Awaited<ReturnType<ReturnType<typeof topUpRows>['executeTakeFirstOrThrow']>>;

/**
 * A top-up as the shopper reads it: the card or account paid from is masked to its last four
 * characters, as withdrawals mask theirs; a chain address is public and shown whole. The
 * operator's audit list puts the full account back (wallet/admin.ts).
 */
export function toTopUpRecord(row: TopUpRow): TopUpRecord {
  return {
    id: row.id,
    type: row.type,
    amount: formatMoney(row.amount),
    network_id: row.network_id,
    network_name: row.network_name ?? '',
    address: row.type === 'manual' ? maskBankCardNo(normalizePayingAccount(row.address)) : row.address,
    image: row.image,
    status: row.status,
    audit_remark: row.audit_remark,
    createtime: row.createtime,
    audittime: row.audittime,
  };
}

type WithdrawalRow = Pick<
  Selectable<WithdrawalsTable>,
  | 'type'
  | 'amount'
  | 'fee'
  | 'actual_amount'
  | 'bank_name'
  | 'bank_card_no'
  | 'network_id'
  | 'address'
  | 'status'
  | 'audit_remark'
  | 'createtime'
  | 'audittime'
> & { id: number; network_name: string | null };

export function toWithdrawalRecord(row: WithdrawalRow): WithdrawalRecord {
  return {
    id: row.id,
    type: row.type,
    amount: formatMoney(row.amount),
    fee: formatMoney(row.fee),
    actual_amount: formatMoney(row.actual_amount),
    bank_name: row.bank_name,
    // The shopper recognises the card by its last digits; the full number stays with the operator.
    bank_card_no: maskBankCardNo(row.bank_card_no),
    network_id: row.network_id,
    network_name: row.network_name ?? '',
    address: row.address,
    status: row.status,
    audit_remark: row.audit_remark,
    createtime: row.createtime,
    audittime: row.audittime,
  };
}
