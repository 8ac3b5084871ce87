import { Type, type Static } from '@sinclair/typebox';
import { Id, Money, MoneyInput, PageQuery, UnixTime } from './common';
import { AddressFormat } from './deposit';
import { LiteralUnion, Nullable, UploadUrl } from './schema-helpers';

/** Audit states of recharges and withdrawals. */
export const AUDIT_STATUSES = ['auditing', 'passed', 'refused'] as const;
export const AuditStatus = LiteralUnion(AUDIT_STATUSES);
export type AuditStatus = Static<typeof AuditStatus>;

/** A deposit network and the platform's address on it. */
export const Network = Type.Object({
  id: Id,
  name: Type.String(),
  currency: Type.String(),
  address: Type.String(),
  min_amount: Money,
  /** Which addresses the network takes (chainAddressProblem), so the shop checks one before sending it. */
  address_format: AddressFormat,
});
export type Network = Static<typeof Network>;

export const TOP_UP_TYPES = ['manual', 'chain'] as const;
export const TopUpType = LiteralUnion(TOP_UP_TYPES);
export type TopUpType = Static<typeof TopUpType>;

/** Manual (card) recharge: `address` is the paying account. */
export const ManualTopUpBody = Type.Object({
  type: Type.Literal('manual'),
  amount: MoneyInput,
  image: UploadUrl,
  address: Type.String({ description: 'The paying account' }),
});
export type ManualTopUpBody = Static<typeof ManualTopUpBody>;

/** On-chain recharge: `address` is the address paid from. */
export const ChainTopUpBody = Type.Object({
  type: Type.Literal('chain'),
  amount: MoneyInput,
  image: UploadUrl,
  network_id: Id,
  address: Type.String({ description: 'The address paid from' }),
});
export type ChainTopUpBody = Static<typeof ChainTopUpBody>;

export const TopUpBody = Type.Union([ManualTopUpBody, ChainTopUpBody]);

/** The platform's account for card top-ups in one currency. */
export const CardAccount = Type.Object({
  currency: Type.String({ examples: ['USD'] }),
  account: Type.String({ description: 'Bank, account number and holder, as the operator wrote them' }),
});
export type CardAccount = Static<typeof CardAccount>;

/** What the card top-up form shows before the shopper types: where to pay and the largest amount. */
export const CardTopUpInfo = Type.Object({
  max_amount: Money,
  accounts: Type.Array(CardAccount),
});
export type CardTopUpInfo = Static<typeof CardTopUpInfo>;
export type TopUpBody = Static<typeof TopUpBody>;

export const TopUpRecord = Type.Object({
  id: Id,
  type: TopUpType,
  amount: Money,
  network_id: Nullable(Id),
  network_name: Type.String({ description: '"" for manual recharges' }),
  address: Type.String({
    description: 'Chain: the address paid from; manual: the paying card or account, masked to its last four characters',
  }),
  image: Type.String(),
  status: AuditStatus,
  audit_remark: Type.String(),
  createtime: UnixTime,
  audittime: Nullable(UnixTime),
});
export type TopUpRecord = Static<typeof TopUpRecord>;

/** recharge_log and extract_log; `id` narrows the list to that one record (a fund record's reference). */
export const AuditLogQuery = Type.Composite([
  PageQuery,
  Type.Object({ status: Type.Optional(AuditStatus), id: Type.Optional(Id) }),
]);
export type AuditLogQuery = Static<typeof AuditLogQuery>;

export const WITHDRAWAL_TYPES = ['bank', 'chain'] as const;
export const WithdrawalType = LiteralUnion(WITHDRAWAL_TYPES);
export type WithdrawalType = Static<typeof WithdrawalType>;

/** What the withdrawal page needs before the shopper types an amount. */
export const WithdrawalInfo = Type.Object({
  money: Money,
  fee_rate: Type.Number({ description: 'Service charge in percent of the amount' }),
  min_amount: Money,
  max_amount: Money,
  daily_limit: Money,
  types: Type.Array(WithdrawalType),
});
export type WithdrawalInfo = Static<typeof WithdrawalInfo>;

export const BankWithdrawalBody = Type.Object({
  type: Type.Literal('bank'),
  amount: MoneyInput,
  paypwd: Type.String(),
  bank_card_no: Type.String(),
  bank_name: Type.String(),
  account_name: Type.String(),
});
export type BankWithdrawalBody = Static<typeof BankWithdrawalBody>;

export const ChainWithdrawalBody = Type.Object({
  type: Type.Literal('chain'),
  amount: MoneyInput,
  paypwd: Type.String(),
  network_id: Id,
  address: Type.String(),
});
export type ChainWithdrawalBody = Static<typeof ChainWithdrawalBody>;

export const WithdrawalBody = Type.Union([BankWithdrawalBody, ChainWithdrawalBody]);
export type WithdrawalBody = Static<typeof WithdrawalBody>;

export const WithdrawalRecord = Type.Object({
  id: Id,
  type: WithdrawalType,
  amount: Money,
  fee: Money,
  actual_amount: Money,
  bank_name: Type.String({ description: '"" for chain withdrawals' }),
  bank_card_no: Type.String({ description: 'Masked to its last four digits ("•••• 1234"); "" for chain withdrawals' }),
  network_id: Nullable(Id),
  network_name: Type.String({ description: 'The network of the receiving address; "" for bank withdrawals' }),
  address: Type.String({ description: 'The receiving chain address; "" for bank withdrawals' }),
  status: AuditStatus,
  audit_remark: Type.String({ description: 'The operator’s remark; the reason when refused' }),
  createtime: UnixTime,
  audittime: Nullable(UnixTime),
});
export type WithdrawalRecord = Static<typeof WithdrawalRecord>;

/** One ledger line; a user's lines always sum to the balance. */
export const BillLine = Type.Object({
  id: Id,
  type: Type.String({ description: 'What moved the money, e.g. recharge, extract, pay, refund' }),
  amount: Money,
  before: Money,
  after: Money,
  memo: Type.String(),
  ref: Type.String({ description: 'The order, refund, recharge or withdrawal it belongs to' }),
  /** The audit state, now, of the recharge or withdrawal of `ref`; null for other refs. */
  state: Nullable(AuditStatus),
  /** The order of an `order:` or `refund:` ref; null for other refs. */
  order_id: Nullable(Id),
  createtime: UnixTime,
});
export type BillLine = Static<typeof BillLine>;

export const BillQuery = Type.Composite([PageQuery, Type.Object({ type: Type.Optional(Type.String()) })]);
export type BillQuery = Static<typeof BillQuery>;

/** The formats of user/bill_export. */
export const BILL_EXPORT_FORMATS = ['csv', 'pdf'] as const;
export type BillExportFormat = (typeof BILL_EXPORT_FORMATS)[number];

/**
 * 9999-12-31T23:59:59Z, the last second a statement may name: the files write times as ISO 8601
 * with four-digit years, and JavaScript dates end soon after (8.64e12 s).
 */
export const BILL_EXPORT_TIME_MAX = 253_402_300_799;

/** A bound of the period; any refusal of it reads as the period's range. */
const statementTime = (description: string) =>
  Type.Integer({ minimum: 0, maximum: BILL_EXPORT_TIME_MAX, 'x-msg': 'statement.time_range', description });

/** user/bill_export: the fund records of a period as a file (CSV or a PDF statement). */
export const BillExportQuery = Type.Object({
  format: LiteralUnion(BILL_EXPORT_FORMATS, {
    description: 'csv: UTF-8 with BOM; pdf: a statement with opening and closing balance',
  }),
  from: Type.Optional(statementTime('Unix seconds, inclusive; default: 30 days before `to`')),
  to: Type.Optional(statementTime('Unix seconds, inclusive; default: now')),
  lang: Type.Optional(Type.String({ description: 'Language of the file (default: the request’s language)' })),
});
export type BillExportQuery = Static<typeof BillExportQuery>;
