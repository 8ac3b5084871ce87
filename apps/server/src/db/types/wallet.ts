import type { Cents, D, Id, Time } from './columns';

export const LEDGER_ACCOUNT_KINDS = [
  'user_available',
  'user_frozen',
  'platform_escrow',
  'merchant_payable',
  'fee_revenue',
  // The platform's commission on settled orders (order/lifecycle settleOrder).
  'commission_revenue',
  'external_deposits',
  'external_payouts',
] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];
export type AuditStatus = 'auditing' | 'passed' | 'refused';

export interface LedgerAccountsTable {
  id: Id;
  kind: LedgerAccountKind;
  owner_id: number;
  balance: Cents;
  createtime: Time;
  updatetime: Time;
}

export interface LedgerTransactionsTable {
  id: Id;
  type: string;
  ref: D<string>;
  memo: D<string>;
  idempotency_key: string | null;
  createtime: Time;
}

export interface LedgerPostingsTable {
  id: Id;
  transaction_id: number;
  account_id: number;
  amount: number;
  balance_before: number;
  balance_after: number;
  createtime: Time;
}

export interface RechargesTable {
  id: Id;
  user_id: number;
  type: 'manual' | 'chain';
  network_id: number | null;
  amount: Cents;
  address: D<string>;
  image: D<string>;
  status: D<AuditStatus>;
  audit_remark: D<string>;
  admin_id: number | null;
  ledger_transaction_id: number | null;
  createtime: Time;
  audittime: number | null;
}

export interface WithdrawalsTable {
  id: Id;
  user_id: number;
  type: 'bank' | 'chain';
  amount: Cents;
  fee: Cents;
  actual_amount: Cents;
  bank_card_no: D<string>;
  bank_name: D<string>;
  account_name: D<string>;
  network_id: number | null;
  address: D<string>;
  status: D<AuditStatus>;
  audit_remark: D<string>;
  admin_id: number | null;
  createtime: Time;
  audittime: number | null;
}
