import type { AddressFormat, DepositAddress } from '@bazaar/contract';
import type { Db } from '../../db';
import { BusinessError } from '../../lib/errors';
import { formatMoney } from '../../lib/money';
import { nowSeconds } from '../../lib/time';
import { usableNetwork } from '../wallet/networks';
import { deriveAddress } from './derive-address';

/**
 * user/deposit_address: the caller's own address on a network, `<xpub>/0/<user id>`. Handed out
 * once and kept in deposit_addresses, so every later call (and a watcher) sees the same address
 * even if the network's key changes; two first calls at once insert one row (the unique key).
 */
export async function depositAddress(db: Db, userId: number, networkId: number | undefined): Promise<DepositAddress> {
  const network = await usableNetwork(db, networkId);
  const chain = await db
    .selectFrom('chain_networks')
    .select(['address_format', 'xpub', 'confirmations'])
    .where('id', '=', network.id)
    .executeTakeFirstOrThrow();
  const answer = (address: string): DepositAddress => ({
    network_id: network.id,
    network: network.name,
    currency: network.currency,
    address,
    min_amount: formatMoney(network.min_amount),
    confirmations: chain.confirmations,
  });
  const kept = await keptAddress(db, userId, network.id);
  if (kept) return answer(kept);
  if (!chain.xpub) throw new BusinessError('deposit.no_own_address', { field: 'network_id' });
  const address = deriveAddress(chain.xpub, userId, chain.address_format as AddressFormat);
  await db
    .insertInto('deposit_addresses')
    .values({ user_id: userId, network_id: network.id, derivation_index: userId, address, createtime: nowSeconds() })
    .onConflict((oc) => oc.columns(['user_id', 'network_id']).doNothing())
    .execute();
  return answer((await keptAddress(db, userId, network.id))!);
}

async function keptAddress(db: Db, userId: number, networkId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('deposit_addresses')
    .select('address')
    .where('user_id', '=', userId)
    .where('network_id', '=', networkId)
    .executeTakeFirst();
  return row?.address;
}
