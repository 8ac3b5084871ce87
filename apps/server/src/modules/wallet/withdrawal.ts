import {
  bankCardProblem,
  normalizeBankCardNo,
  type AuditStatus,
  type BankCardProblem,
  type WithdrawalInfo,
  type WithdrawalRecord,
  type Page,
} from '@bazaar/contract';
import type { DbOrTrx, Trx } from '../../db';
import { type MessageKey, moneyParam } from '../../i18n';
import { BusinessError } from '../../lib/errors';
import { formatMoney, parseMoney } from '../../lib/money';
import { pageArgs, toPage } from '../../lib/pagination';
import { nowSeconds } from '../../lib/time';
import { post, userBalances } from '../ledger';
import { bpToPercent, splitFee } from './fees';
import { networkAddress } from './chain-address';
import { usableNetwork } from './networks';
import { notify } from './notify';
import { toWithdrawalRecord } from './records';
import { withdrawalSettings } from './settings';
import { lockWallet } from './user-lock';

export interface WithdrawalInput {
  type: 'bank' | 'chain';
  amount?: number | string;
  bank_card_no?: string;
  bank_name?: string;
  account_name?: string;
  network_id?: number;
  address?: string;
}

/** A request that passed every check that does not depend on the balance. */
export interface WithdrawalPlan {
  type: 'bank' | 'chain';
  amount: number;
  fee: number;
  actual: number;
  dailyLimit: number;
  bank_card_no: string;
  bank_name: string;
  account_name: string;
  network_id: number | null;
  address: string;
}

const WITHDRAWAL_TYPES: WithdrawalInfo['types'] = ['bank', 'chain'];

/** GET user/extract: what the withdrawal page shows before the shopper types. */
export async function withdrawalInfo(db: DbOrTrx, userId: number): Promise<WithdrawalInfo> {
  const [settings, balances] = await Promise.all([withdrawalSettings(db), userBalances(db, userId)]);
  return {
    money: formatMoney(balances.money),
    fee_rate: bpToPercent(settings.feeRateBp),
    min_amount: formatMoney(settings.minCents),
    max_amount: formatMoney(settings.maxCents),
    daily_limit: formatMoney(settings.dailyLimitCents),
    types: WITHDRAWAL_TYPES,
  };
}

function required(value: string | undefined, key: Parameters<typeof fail>[0], field: string): string {
  const text = value?.trim() ?? '';
  if (!text) fail(key, field);
  return text;
}

function fail(
  key: 'withdraw.fill_bank_card' | 'withdraw.fill_bank_name' | 'withdraw.fill_account_name' | 'withdraw.fill_address',
  field: string,
): never {
  throw new BusinessError(key, { field });
}

const CARD_MESSAGES = {
  digits: 'withdraw.bank_card_digits',
  length: 'withdraw.bank_card_length',
  checksum: 'withdraw.bank_card_checksum',
} as const satisfies Record<BankCardProblem, MessageKey>;

/** A card number that can be paid to (digits, 12–19 of them, Luhn for payment cards), as stored. */
function cardNumber(value: string | undefined): string {
  const cardNo = normalizeBankCardNo(required(value, 'withdraw.fill_bank_card', 'bank_card_no'));
  const problem = bankCardProblem(cardNo);
  if (problem) throw new BusinessError(CARD_MESSAGES[problem], { field: 'bank_card_no' });
  return cardNo;
}

/**
 * Checks a withdrawal request before the payment code is verified, so a typo in the
 * amount never costs one of the five payment-code tries. The amount is checked as
 * docs/product.md#form-messages orders it (positive, then within the balance), then against the platform's limits; the
 * balance is checked again under the wallet lock when the withdrawal is written.
 */
export async function planWithdrawal(db: DbOrTrx, userId: number, input: WithdrawalInput): Promise<WithdrawalPlan> {
  const amount = parseMoney(input.amount);
  if (!amount) throw new BusinessError('withdraw.amount_positive', { field: 'amount' });
  const [settings, { money }] = await Promise.all([withdrawalSettings(db), userBalances(db, userId)]);
  if (amount > money) throw new BusinessError('withdraw.amount_exceeds_balance', { field: 'amount' });
  if (amount < settings.minCents) {
    throw new BusinessError('withdraw.below_minimum', {
      field: 'amount',
      params: { min: moneyParam(settings.minCents) },
    });
  }
  if (amount > settings.maxCents) {
    throw new BusinessError('withdraw.above_maximum', {
      field: 'amount',
      params: { max: moneyParam(settings.maxCents) },
    });
  }
  const { fee, actual } = splitFee(amount, settings.feeRateBp);
  const base = { type: input.type, amount, fee, actual, dailyLimit: settings.dailyLimitCents };
  if (input.type === 'bank') {
    return {
      ...base,
      bank_card_no: cardNumber(input.bank_card_no),
      bank_name: required(input.bank_name, 'withdraw.fill_bank_name', 'bank_name'),
      account_name: required(input.account_name, 'withdraw.fill_account_name', 'account_name'),
      network_id: null,
      address: '',
    };
  }
  const network = await usableNetwork(db, input.network_id, 'withdraw.choose_network');
  return {
    ...base,
    bank_card_no: '',
    bank_name: '',
    account_name: '',
    network_id: network.id,
    address: networkAddress(required(input.address, 'withdraw.fill_address', 'address'), network),
  };
}

/** Start of the current UTC day: the daily limit counts withdrawals since then. */
const startOfUtcDay = (now: number) => now - (now % 86_400);

/**
 * POST user/extract, inside the idempotent transaction: the balance and daily-limit checks
 * run under the wallet lock, then the row is written and the amount moves
 * user_available → user_frozen in the same transaction.
 */
export async function createWithdrawal(trx: Trx, userId: number, plan: WithdrawalPlan): Promise<WithdrawalRecord> {
  await lockWallet(trx, userId);
  const { money } = await userBalances(trx, userId);
  if (plan.amount > money) throw new BusinessError('withdraw.amount_exceeds_balance', { field: 'amount' });

  const now = nowSeconds();
  const today = await trx
    .selectFrom('withdrawals')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
    .where('user_id', '=', userId)
    .where('status', '<>', 'refused')
    .where('createtime', '>=', startOfUtcDay(now))
    .executeTakeFirstOrThrow();
  if (Number(today.total) + plan.amount > plan.dailyLimit) {
    throw new BusinessError('withdraw.daily_limit', { field: 'amount' });
  }

  const { id } = await trx
    .insertInto('withdrawals')
    .values({
      user_id: userId,
      type: plan.type,
      amount: plan.amount,
      fee: plan.fee,
      actual_amount: plan.actual,
      bank_card_no: plan.bank_card_no,
      bank_name: plan.bank_name,
      account_name: plan.account_name,
      network_id: plan.network_id,
      address: plan.address,
      status: 'auditing',
      createtime: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await post(trx, {
    type: 'withdrawal_freeze',
    ref: `withdrawal:${id}`,
    memo: `Withdrawal #${id} under audit`,
    postings: [
      { account: { kind: 'user_available', ownerId: userId }, amount: -plan.amount },
      { account: { kind: 'user_frozen', ownerId: userId }, amount: plan.amount },
    ],
  });
  await notify(trx, {
    userId,
    type: 'withdrawal',
    ref: `withdrawal:${id}`,
    title: 'notify.withdrawal_submitted_title',
    content: 'notify.withdrawal_submitted',
    params: { amount: moneyParam(plan.amount) },
  });
  return withdrawalOf(trx, id);
}

/** Withdrawal rows with their network's name (a subquery: the two tables share column names). */
export function withdrawalRows(db: DbOrTrx) {
  return db
    .selectFrom('withdrawals')
    .select((eb) => [
      eb
        .selectFrom('chain_networks as n')
        .select('n.name')
        .whereRef('n.id', '=', 'withdrawals.network_id')
        .as('network_name'),
      'id',
      'user_id',
      'type',
      'amount',
      'fee',
      'actual_amount',
      'bank_name',
      'bank_card_no',
      'network_id',
      'address',
      'status',
      'audit_remark',
      'createtime',
      'audittime',
    ]);
}

export async function withdrawalOf(db: DbOrTrx, id: number): Promise<WithdrawalRecord> {
  return toWithdrawalRecord(await withdrawalRows(db).where('id', '=', id).executeTakeFirstOrThrow());
}

/** user/extract_log: the caller's own withdrawals, newest first. */
export async function withdrawalLog(
  db: DbOrTrx,
  userId: number,
  query: { status?: AuditStatus; id?: number; page?: number; limit?: number },
): Promise<Page<WithdrawalRecord>> {
  const args = pageArgs(query);
  let base = withdrawalRows(db).where('user_id', '=', userId);
  if (query.id) base = base.where('id', '=', query.id);
  if (query.status) base = base.where('status', '=', query.status);
  const rows = await base.orderBy('id', 'desc').limit(args.limit).offset(args.offset).execute();
  const { n } = await base
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return toPage(rows.map(toWithdrawalRecord), Number(n), args);
}
