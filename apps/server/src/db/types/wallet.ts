import { LEDGER_ACCOUNT_KINDS } from '@bazaar/contract';
import type { Cents, D, Id, Time } from './columns';

// The list is the contract's (the console filters the ledger by it); commission_revenue is the
// platform's commission on settled orders (order/lifecycle settleOrder); voucher_subsidy is what the
// platform's vouchers (platform and shipping) cost it, paid to the shops at settlement (goes below zero).
export { LEDGER_ACCOUNT_KINDS };
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
  /** A watcher-credited (type chain) top-up's transfer; NULL otherwise. */
  tx_hash: D<string | null>;
  log_index: D<number | null>;
}

export type ChainDepositStatus = 'seen' | 'credited' | 'below_min' | 'dropped';

/** Transfers to shoppers' deposit addresses seen by the chain watcher (migration 0014). */
export interface ChainDepositsTable {
  id: Id;
  network_id: number;
  user_id: number;
  tx_hash: string;
  log_index: number;
  block_number: number;
  block_hash: D<string>;
  from_address: D<string>;
  to_address: D<string>;
  amount_units: string;
  decimals: number;
  amount: Cents;
  remainder_units: D<string>;
  status: D<ChainDepositStatus>;
  recharge_id: number | null;
  createtime: Time;
  updatetime: Time;
  /** The chain the transfer is on: normalized RPC URL and token contract (migration 0019b); unique with tx_hash and log_index. */
  chain_key: D<string>;
}

export interface ChainCursorsTable {
  id: Id;
  network_id: number;
  position: string;
  /** The newest block the watcher saw in its last round (migration 0015); 0 before one. */
  head: Cents;
  updatetime: Time;
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
