import type { AddressFormat, DepositAddress, RetiredDepositAddress } from '@bazaar/contract';
import type { Db, DbOrTrx } from '../../db';
import { BusinessError } from '../../lib/errors';
import { formatMoney } from '../../lib/money';
import { nowSeconds } from '../../lib/time';
import { usableNetwork } from '../wallet/networks';
import { deriveAddress } from './derive-address';
import { lockNetwork } from './network-lock';

/**
 * user/deposit_address: the caller's own address on a network, `<xpub>/0/<user id>` under the
 * network's current key. Handed out once and kept in deposit_addresses, so every later call (and a
 * watcher) sees the same address until the operator replaces the key (network/rotate_key); two first
 * calls at once insert one row (the unique key). The caller's addresses under replaced keys that are
 * still watched come along as `retired`, so they know not to send there any more.
 */
export async function depositAddress(db: Db, userId: number, networkId: number | undefined): Promise<DepositAddress> {
  const network = await usableNetwork(db, networkId);
  const now = nowSeconds();
  const [chain, retired] = await Promise.all([
    db
      .selectFrom('chain_networks')
      .select(['address_format', 'xpub', 'confirmations'])
      .where('id', '=', network.id)
      .executeTakeFirstOrThrow(),
    retiredAddresses(db, userId, network.id, now),
  ]);
  const answer = (address: string): DepositAddress => ({
    network_id: network.id,
    network: network.name,
    currency: network.currency,
    address,
    min_amount: formatMoney(network.min_amount),
    confirmations: chain.confirmations,
    // Only when there are some: the answer stays the contract's six fields for everyone else.
    ...(retired.length ? { retired } : {}),
  });
  const kept = await keptAddress(db, userId, network.id);
  if (kept) return answer(kept);
  if (!chain.xpub) throw new BusinessError('deposit.no_own_address', { field: 'network_id' });
  const address = await db.transaction().execute(async (trx) => {
    // A key replacement in between would retire what is derived here: derive under the key it leaves.
    await lockNetwork(trx, network.id);
    const current = await trx
      .selectFrom('chain_networks')
      .select(['xpub', 'address_format'])
      .where('id', '=', network.id)
      .executeTakeFirstOrThrow();
    if (!current.xpub) throw new BusinessError('deposit.no_own_address', { field: 'network_id' });
    await trx
      .insertInto('deposit_addresses')
      .values({
        user_id: userId,
        network_id: network.id,
        derivation_index: userId,
        address: deriveAddress(current.xpub, userId, current.address_format as AddressFormat),
        createtime: now,
      })
      .onConflict((oc) => oc.columns(['user_id', 'network_id']).doNothing())
      .execute();
    return (await keptAddress(trx, userId, network.id))!;
  });
  return answer(address);
}

async function keptAddress(db: DbOrTrx, userId: number, networkId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('deposit_addresses')
    .select('address')
    .where('user_id', '=', userId)
    .where('network_id', '=', networkId)
    .executeTakeFirst();
  return row?.address;
}

/** The caller's addresses under the network's replaced keys that are still watched, the newest first. */
async function retiredAddresses(
  db: DbOrTrx,
  userId: number,
  networkId: number,
  now: number,
): Promise<RetiredDepositAddress[]> {
  const rows = await db
    .selectFrom('retired_deposit_addresses')
    .select(['address', 'retire_until'])
    .where('user_id', '=', userId)
    .where('network_id', '=', networkId)
    .where('retire_until', '>=', now)
    .orderBy('retiretime', 'desc')
    .execute();
  return rows.map((r) => ({ address: r.address, retire_until: Number(r.retire_until) }));
}
