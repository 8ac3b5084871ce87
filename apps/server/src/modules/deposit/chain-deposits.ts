import { isUniqueViolation, type Db, type DbOrTrx } from '../../db';
import { formatMoney } from '../../lib/money';
import { nowSeconds } from '../../lib/time';
import { post } from '../ledger';
import type { SeenTransfer } from '../wallet/chain-watcher';
import { notify } from '../wallet/notify';
import { isPublicTestKey } from './known-test-keys';
import { unitsToCents } from './token-amount';

/** Above this a deposit is not credited automatically (cents stay far inside the safe integer range). */
const MAX_AUTO_CENTS = 1_000_000_000_00n;

/**
 * Records a seen transfer (status seen) once per (network, tx, log index), and once per chain: a
 * transfer another network row already holds on the same chain (same RPC endpoint and token
 * contract, chainKey) is that row's, and is not recorded again (false). Seen again in another block
 * (a reorganization moved it), a not yet credited row takes the new block and is live again.
 * Outside a transaction (`db`): a unique violation is retried once, read again.
 */
export async function recordSeen(
  db: Db,
  network: { id: number; chainKey: string },
  userId: number,
  t: SeenTransfer,
): Promise<boolean> {
  try {
    return await recordSeenOnce(db, network, userId, t);
  } catch (error) {
    // Another instance inserted the same transfer between this one's read and its insert. The insert's
    // ON CONFLICT covers the (network, tx, log index) index only, and on PostgreSQL the row may meet the
    // (chain, tx, log index) one first, which raises. Read again, that row is there and decides.
    if (!isUniqueViolation(error)) throw error;
    return recordSeenOnce(db, network, userId, t);
  }
}

async function recordSeenOnce(
  db: DbOrTrx,
  network: { id: number; chainKey: string },
  userId: number,
  t: SeenTransfer,
): Promise<boolean> {
  const holder = await db
    .selectFrom('chain_deposits')
    .select('network_id')
    .where('chain_key', '=', network.chainKey)
    .where('tx_hash', '=', t.txHash)
    .where('log_index', '=', t.logIndex)
    .executeTakeFirst();
  if (holder && holder.network_id !== network.id) return false;
  const { cents, remainder } = unitsToCents(t.units, t.decimals);
  const now = nowSeconds();
  await db
    .insertInto('chain_deposits')
    .values({
      network_id: network.id,
      chain_key: network.chainKey,
      user_id: userId,
      tx_hash: t.txHash,
      log_index: t.logIndex,
      block_number: t.blockNumber,
      block_hash: t.blockHash,
      from_address: t.from,
      to_address: t.to,
      amount_units: t.units.toString(),
      decimals: t.decimals,
      // Too large to credit automatically: -1 cents, which creditDeposit records as below_min for the operator.
      amount: cents > MAX_AUTO_CENTS ? -1 : Number(cents),
      remainder_units: remainder.toString(),
      status: 'seen',
      createtime: now,
      updatetime: now,
    })
    .onConflict((oc) =>
      oc
        .columns(['network_id', 'tx_hash', 'log_index'])
        .doUpdateSet({ block_number: t.blockNumber, block_hash: t.blockHash, status: 'seen', updatetime: now })
        .where('chain_deposits.status', 'in', ['seen', 'dropped'])
        .where((eb) =>
          eb.or([
            eb('chain_deposits.block_number', '!=', t.blockNumber),
            eb('chain_deposits.block_hash', '!=', t.blockHash),
            eb('chain_deposits.status', '=', 'dropped'),
          ]),
        ),
    )
    .execute();
  return true;
}

export interface DueDeposit {
  id: number;
  tx_hash: string;
  log_index: number;
  block_number: number;
  block_hash: string;
  to_address: string;
}

/** Seen, not yet settled deposits of a network in blocks up to `safeBlock` (enough confirmations). */
export async function dueDeposits(db: DbOrTrx, networkId: number, safeBlock: number): Promise<DueDeposit[]> {
  return db
    .selectFrom('chain_deposits')
    .select(['id', 'tx_hash', 'log_index', 'block_number', 'block_hash', 'to_address'])
    .where('network_id', '=', networkId)
    .where('status', '=', 'seen')
    .where('block_number', '<=', safeBlock)
    .orderBy('id')
    .execute();
}

/** A deposit whose block is no longer in the chain: credited never, unless it is seen again. */
export async function markDropped(db: DbOrTrx, id: number): Promise<void> {
  await db
    .updateTable('chain_deposits')
    .set({ status: 'dropped', updatetime: nowSeconds() })
    .where('id', '=', id)
    .where('status', '=', 'seen')
    .execute();
}

export type CreditOutcome = 'credited' | 'below_min' | 'already';

/**
 * Settles one confirmed deposit in one transaction: the claim (seen → credited, a conditional
 * update: of several rounds or instances one wins, the others see 0 rows), the top-up (a `recharges` row, type chain,
 * passed, admin_id NULL = passed by the watcher; its (network, tx_hash, log_index) is unique), the
 * ledger posting and the notification. Below the network's minimum it is recorded, not credited.
 */
export async function creditDeposit(db: Db, id: number, minCents: number): Promise<CreditOutcome> {
  return db.transaction().execute(async (trx) => {
    const d = await trx
      .selectFrom('chain_deposits as d')
      .innerJoin('chain_networks as n', 'n.id', 'd.network_id')
      .select(['d.user_id', 'd.network_id', 'd.tx_hash', 'd.log_index', 'd.from_address', 'd.amount', 'n.name'])
      .where('d.id', '=', id)
      .where('d.status', '=', 'seen')
      .executeTakeFirst();
    if (!d) return 'already';
    const now = nowSeconds();
    const credit = d.amount >= minCents && d.amount > 0;
    const claim = await trx
      .updateTable('chain_deposits')
      .set({ status: credit ? 'credited' : 'below_min', updatetime: now })
      .where('id', '=', id)
      .where('status', '=', 'seen')
      .executeTakeFirst();
    if (!Number(claim.numUpdatedRows)) return 'already';
    if (!credit) return 'below_min';
    const topUp = await trx
      .insertInto('recharges')
      .values({
        user_id: d.user_id,
        type: 'chain',
        network_id: d.network_id,
        amount: d.amount,
        address: d.from_address,
        image: '',
        status: 'passed',
        audit_remark: `Chain watcher: ${d.name} ${d.tx_hash}#${d.log_index}`,
        admin_id: null,
        createtime: now,
        audittime: now,
        tx_hash: d.tx_hash,
        log_index: d.log_index,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ref = `recharge:${topUp.id}`;
    const { transactionId } = await post(trx, {
      type: 'recharge',
      ref,
      memo: `Chain deposit ${d.tx_hash}#${d.log_index}`,
      idempotencyKey: `chain:${d.network_id}:${d.tx_hash}:${d.log_index}`,
      postings: [
        { account: { kind: 'external_deposits' }, amount: -d.amount },
        { account: { kind: 'user_available', ownerId: d.user_id }, amount: d.amount },
      ],
    });
    await trx
      .updateTable('recharges')
      .set({ ledger_transaction_id: transactionId })
      .where('id', '=', topUp.id)
      .execute();
    await trx.updateTable('chain_deposits').set({ recharge_id: topUp.id }).where('id', '=', id).execute();
    await notify(trx, {
      userId: d.user_id,
      type: 'recharge',
      ref,
      title: 'notify.recharge_passed_title',
      content: 'notify.recharge_passed',
      params: { amount: formatMoney(d.amount), remark: '' },
    });
    return 'credited';
  });
}

/** Where the network's scan goes on from. */
export async function readCursor(db: DbOrTrx, networkId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('chain_cursors')
    .select('position')
    .where('network_id', '=', networkId)
    .executeTakeFirst();
  return row?.position;
}

/** Keeps where the next scan starts and the head this round saw (the shopper's deposit list counts confirmations from it). */
export async function writeCursor(db: DbOrTrx, networkId: number, position: string, head: number): Promise<void> {
  const now = nowSeconds();
  await db
    .insertInto('chain_cursors')
    .values({ network_id: networkId, position, head, updatetime: now })
    .onConflict((oc) => oc.column('network_id').doUpdateSet({ position, head, updatetime: now }))
    .execute();
}

/**
 * The network's deposit addresses → their shoppers: those under its current key, and those under
 * replaced keys until their `retire_until` — except under a key whose private key is public, where
 * anyone can take a deposit back after it is credited.
 */
export async function addressBook(db: DbOrTrx, networkId: number, now: number): Promise<Map<string, number>> {
  const [current, retired] = await Promise.all([
    db.selectFrom('deposit_addresses').select(['address', 'user_id']).where('network_id', '=', networkId).execute(),
    db
      .selectFrom('retired_deposit_addresses')
      .select(['address', 'user_id', 'xpub'])
      .where('network_id', '=', networkId)
      .where('retire_until', '>=', now)
      .execute(),
  ]);
  const watched = [...current, ...retired.filter((r) => !isPublicTestKey(r.xpub))];
  return new Map(watched.map((r) => [r.address, r.user_id]));
}
