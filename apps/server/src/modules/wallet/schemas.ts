import {
  AdminWalletListQuery,
  AuditBody,
  AuditLogQuery,
  BillExportQuery,
  BillLine,
  BillQuery,
  CardTopUpInfo,
  Envelope,
  WithdrawalInfo,
  WithdrawalRecord,
  Network,
  Page,
  TopUpRecord,
} from '@bazaar/contract';
import { Type } from '@sinclair/typebox';
import type { MessageKey } from '../../i18n';

const tags = ['wallet'];
const security = [{ token: [] }];

/**
 * Amounts are read by the service (parseMoney) so that a bad one gets the product's own
 * message (docs/product.md#form-messages) rather than a schema message; anything that is not a number or text too.
 */
const amount = (msg: MessageKey) => Type.Optional(Type.Union([Type.Number(), Type.String()], { 'x-msg': msg }));
const text = (msg?: MessageKey) => Type.Optional(Type.String({ maxLength: 200, ...(msg ? { 'x-msg': msg } : {}) }));
const networkId = (msg: MessageKey) => Type.Optional(Type.Integer({ minimum: 0, 'x-msg': msg }));

// One object with optional fields instead of the contract's union: removeAdditional would
// strip one branch's fields while trying the other. The service checks per type.
export const TopUpRequest = Type.Object({
  type: Type.Union([Type.Literal('manual'), Type.Literal('chain')]),
  amount: amount('recharge.correct_amount'),
  image: Type.Optional(Type.String({ maxLength: 500 })),
  network_id: networkId('recharge.choose_network'),
  address: text('recharge.fill_address'),
});

export const WithdrawalRequest = Type.Object({
  type: Type.Union([Type.Literal('bank'), Type.Literal('chain')]),
  amount: amount('withdraw.amount_positive'),
  paypwd: Type.Optional(Type.String({ maxLength: 64 })),
  bank_card_no: text('withdraw.fill_bank_card'),
  bank_name: text('withdraw.fill_bank_name'),
  account_name: text('withdraw.fill_account_name'),
  network_id: networkId('withdraw.choose_network'),
  address: text('withdraw.fill_address'),
});

export const networksSchema = {
  tags,
  security,
  summary: 'Deposit networks with the platform address and minimum (DEX, BSC and HECO never listed)',
  response: { 200: Envelope(Type.Array(Network)) },
};

export const topUpSchema = {
  tags,
  security,
  summary: 'Submit a recharge (manual or on-chain) with payment evidence; status auditing',
  body: TopUpRequest,
  response: { 200: Envelope(TopUpRecord) },
};

export const cardTopUpInfoSchema = {
  tags,
  security,
  summary: 'The card top-up form’s receiving account per currency and its maximum amount',
  response: { 200: Envelope(CardTopUpInfo) },
};

export const topUpLogSchema = {
  tags,
  security,
  summary: 'The caller’s recharges, newest first',
  querystring: AuditLogQuery,
  response: { 200: Envelope(Page(TopUpRecord)) },
};

export const withdrawalInfoSchema = {
  tags,
  security,
  summary: 'Balance, fee rate (percent) and withdrawal limits',
  response: { 200: Envelope(WithdrawalInfo) },
};

export const withdrawalSchema = {
  tags,
  security,
  summary: 'Request a withdrawal: the amount moves from money to frozen_money until audited',
  body: WithdrawalRequest,
  response: { 200: Envelope(WithdrawalRecord) },
};

export const withdrawalLogSchema = {
  tags,
  security,
  summary: 'The caller’s withdrawals, newest first',
  querystring: AuditLogQuery,
  response: { 200: Envelope(Page(WithdrawalRecord)) },
};

export const billSchema = {
  tags,
  security,
  summary: 'Fund records: the postings of the caller’s balance with before and after',
  querystring: BillQuery,
  response: { 200: Envelope(Page(BillLine)) },
};

export const billExportSchema = {
  tags,
  security,
  summary: 'The fund records of a period as a file: CSV (UTF-8 with BOM) or a PDF statement',
  description:
    'The same lines as user/bill, oldest first, with times in UTC. CSV: a header row in the request’s ' +
    'language, then time (ISO 8601), type, details, signed amount, balance after. PDF: the period, the ' +
    'holder, opening and closing balance and the lines. A period is at most 366 days and 5,000 lines (CSV) or 2,000 (PDF). ' +
    'Sent as an attachment; a refusal is the usual JSON envelope with code 0.',
  querystring: BillExportQuery,
  response: {
    200: {
      description: 'The file; or, for a refusal, the envelope with code 0',
      content: {
        'text/csv': { schema: Type.String({ description: 'UTF-8 with BOM, CRLF lines (RFC 4180)' }) },
        'application/pdf': { schema: Type.String({ format: 'binary' }) },
        'application/json': { schema: Envelope(Type.Null()) },
      },
    },
  },
};

const adminTags = ['admin'];

const shopper = {
  user_id: Type.Integer(),
  username: Type.String({ description: 'The shopper’s account name' }),
};

export const AdminTopUpItem = Type.Composite([
  TopUpRecord,
  Type.Object({
    ...shopper,
    by_watcher: Type.Boolean({ description: 'Passed by the chain watcher (a confirmed deposit), not by an operator' }),
  }),
]);
export const AdminWithdrawalItem = Type.Composite([
  Type.Omit(WithdrawalRecord, ['bank_card_no']),
  Type.Object({
    ...shopper,
    bank_card_no: Type.String({
      description: 'In full while the withdrawal is under audit (the operator pays it); masked after',
    }),
    account_name: Type.String(),
    network_id: Type.Union([Type.Integer(), Type.Null()]),
  }),
]);

export const adminTopUpListSchema = {
  tags: adminTags,
  security,
  summary: 'Recharges of every shopper, newest first or sorted; by status, keyword (shopper id, address) and period',
  querystring: AdminWalletListQuery,
  response: { 200: Envelope(Page(AdminTopUpItem)) },
};

export const adminTopUpAuditSchema = {
  tags: adminTags,
  security,
  summary: 'Pass (credits the balance) or refuse a recharge, exactly once',
  body: AuditBody,
  response: { 200: Envelope(TopUpRecord) },
};

export const adminWithdrawalListSchema = {
  tags: adminTags,
  security,
  summary:
    'Withdrawals of every shopper with payee details, newest first or sorted; by status, keyword (shopper id, address, account name, card’s last four) and period',
  querystring: AdminWalletListQuery,
  response: { 200: Envelope(Page(AdminWithdrawalItem)) },
};

export const adminWithdrawalAuditSchema = {
  tags: adminTags,
  security,
  summary: 'Pay out or refuse (unfreeze) a withdrawal, exactly once',
  body: AuditBody,
  response: { 200: Envelope(WithdrawalRecord) },
};
