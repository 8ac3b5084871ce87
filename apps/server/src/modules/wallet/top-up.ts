import {
  normalizePayingAccount,
  payingAccountProblem,
  type AuditStatus,
  type CardTopUpInfo,
  type Page,
  type PayingAccountProblem,
  type TopUpRecord,
} from '@bazaar/contract';
import type { DbOrTrx, Trx } from '../../db';
import { BusinessError } from '../../lib/errors';
import { type MessageKey, moneyParam } from '../../i18n';
import { formatMoney, parseMoney } from '../../lib/money';
import { pageArgs, toPage } from '../../lib/pagination';
import { nowSeconds } from '../../lib/time';
import { assertOwnEvidence } from './evidence';
import { notify } from './notify';
import { networkAddress } from './chain-address';
import { usableNetwork, type NetworkRow } from './networks';
import { topUpRows, toTopUpRecord } from './records';
import { cardTopUpSettings } from './settings';

export interface TopUpInput {
  type: 'manual' | 'chain';
  amount?: number | string;
  image?: string;
  network_id?: number;
  address?: string;
}

/** The amount's checks: positive, then the network's minimum (on-chain) or the card maximum (card). */
async function checkAmount(trx: Trx, input: TopUpInput, minCents: number | undefined): Promise<number> {
  const amount = parseMoney(input.amount);
  if (!amount) throw new BusinessError('recharge.correct_amount', { field: 'amount' });
  if (minCents !== undefined && amount < minCents) {
    throw new BusinessError('recharge.below_minimum', { field: 'amount', params: { min: moneyParam(minCents) } });
  }
  if (input.type === 'manual') {
    const { maxCents } = await cardTopUpSettings(trx);
    if (amount > maxCents) {
      throw new BusinessError('recharge.above_maximum', { field: 'amount', params: { max: moneyParam(maxCents) } });
    }
  }
  return amount;
}

const ACCOUNT_MESSAGES = {
  format: 'recharge.account_format',
  card_checksum: 'recharge.account_card_checksum',
  iban_checksum: 'recharge.account_iban_checksum',
} as const satisfies Record<PayingAccountProblem, MessageKey>;

/**
 * Where the money came from, as stored: an address of the chosen network, or a card or account
 * number (grouping spaces dropped) that can exist, so the operator has something to match.
 */
function payingAddress(input: TopUpInput, network: NetworkRow | undefined): string {
  const address = input.address?.trim() ?? '';
  if (network) {
    if (!address) throw new BusinessError('recharge.fill_address', { field: 'address' });
    return networkAddress(address, network);
  }
  if (!address) throw new BusinessError('recharge.fill_account', { field: 'address' });
  const account = normalizePayingAccount(address);
  const problem = payingAccountProblem(account);
  if (problem) throw new BusinessError(ACCOUNT_MESSAGES[problem], { field: 'address' });
  return account;
}

/**
 * user/recharge: records a top-up request for an operator to audit. No money moves here:
 * the balance is credited only when the top-up is passed (audit.ts), or by a ChainWatcher.
 * Fields are checked in the order the forms show them (network, amount, paying address or
 * account, evidence), so the first message names the first field to fix.
 */
export async function createTopUp(trx: Trx, userId: number, input: TopUpInput): Promise<TopUpRecord> {
  const network = input.type === 'chain' ? await usableNetwork(trx, input.network_id) : undefined;
  const amount = await checkAmount(trx, input, network?.min_amount);
  const address = payingAddress(input, network);
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
  await notify(trx, {
    userId,
    type: 'recharge',
    ref: `recharge:${id}`,
    title: 'notify.recharge_submitted_title',
    content: 'notify.recharge_submitted',
    params: { amount: moneyParam(amount) },
  });
  return topUpOf(trx, id);
}

export async function topUpOf(db: DbOrTrx, id: number): Promise<TopUpRecord> {
  return toTopUpRecord(await topUpRows(db).where('r.id', '=', id).executeTakeFirstOrThrow());
}

/** user/recharge_log: the caller's own top-ups, newest first. */
export async function topUpLog(
  db: DbOrTrx,
  userId: number,
  query: { status?: AuditStatus; id?: number; page?: number; limit?: number },
): Promise<Page<TopUpRecord>> {
  const args = pageArgs(query);
  let base = topUpRows(db).where('r.user_id', '=', userId);
  if (query.id) base = base.where('r.id', '=', query.id);
  if (query.status) base = base.where('r.status', '=', query.status);
  const rows = await base.orderBy('r.id', 'desc').limit(args.limit).offset(args.offset).execute();
  const { n } = await base
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return toPage(rows.map(toTopUpRecord), Number(n), args);
}

/** GET user/recharge_info: the card top-up form's receiving accounts and its maximum. */
export async function cardTopUpInfo(db: DbOrTrx): Promise<CardTopUpInfo> {
  const settings = await cardTopUpSettings(db);
  return { max_amount: formatMoney(settings.maxCents), accounts: settings.accounts };
}
