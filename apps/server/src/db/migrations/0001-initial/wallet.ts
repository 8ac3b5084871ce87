import type { TableSpec } from '../table-spec';

/**
 * Money. Balances live ONLY in ledger_accounts and change ONLY through ledger postings
 * (src/modules/ledger). recharges and withdrawals are requests that reference ledger
 * transactions once audited.
 */
export const walletTables: Record<string, TableSpec> = {
  ledger_accounts: {
    columns: {
      // user_available | user_frozen | platform_escrow | merchant_payable | fee_revenue | external_deposits | external_payouts
      kind: 'text',
      // The user or shop id; 0 for platform accounts (not NULL: NULLs would escape the unique key).
      owner_id: 'int',
      balance: 'cents',
      createtime: 'time',
      updatetime: 'time',
    },
    unique: [['kind', 'owner_id']],
  },
  ledger_transactions: {
    columns: {
      // deposit | withdrawal_freeze | order_pay | refund | settlement | …
      type: 'text',
      // What the money moved for, e.g. "order:12", "recharge:3".
      ref: 'text',
      memo: 'text',
      // Optional: a second post with the same key returns the first transaction.
      idempotency_key: 'text?',
      createtime: 'time',
    },
    unique: [['idempotency_key']],
    indexes: [['ref']],
  },
  ledger_postings: {
    columns: {
      transaction_id: { ref: 'ledger_transactions' },
      account_id: { ref: 'ledger_accounts' },
      // Signed cents: positive credits the account, negative debits it.
      amount: 'cents',
      balance_before: 'cents',
      balance_after: 'cents',
      createtime: 'time',
    },
    indexes: [['account_id', 'id'], ['transaction_id']],
  },
  recharges: {
    columns: {
      user_id: { ref: 'users' },
      // manual | chain
      type: 'text',
      network_id: { ref: 'chain_networks', nullable: true, onDelete: 'set null' },
      amount: 'cents',
      address: 'text',
      image: 'text',
      // auditing | passed | refused
      status: 'text:auditing',
      audit_remark: 'text',
      admin_id: 'int?',
      ledger_transaction_id: 'int?',
      createtime: 'time',
      audittime: 'time?',
    },
    indexes: [
      ['user_id', 'createtime'],
      ['status', 'createtime'],
    ],
  },
  withdrawals: {
    columns: {
      user_id: { ref: 'users' },
      // bank | chain
      type: 'text',
      amount: 'cents',
      fee: 'cents',
      actual_amount: 'cents',
      bank_card_no: 'text',
      bank_name: 'text',
      account_name: 'text',
      network_id: { ref: 'chain_networks', nullable: true, onDelete: 'set null' },
      address: 'text',
      status: 'text:auditing',
      audit_remark: 'text',
      admin_id: 'int?',
      createtime: 'time',
      audittime: 'time?',
    },
    indexes: [
      ['user_id', 'createtime'],
      ['status', 'createtime'],
    ],
  },
};
