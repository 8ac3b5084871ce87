import type { AdminNetworkRotateKey, AdminRetiredKey } from '@bazaar/contract';
import type { DbOrTrx, Trx } from '../../../db';
import { BusinessError } from '../../../lib/errors';
import { isPublicTestKey } from '../known-test-keys';
import { lockNetwork } from '../network-lock';
import { checkedXpub, refuseSameChainAndKey } from './network-chain';
import { notFound } from '../../../lib/admin-rows';

/** Rows per insert when addresses move to retired_deposit_addresses (well under both databases' parameter limits). */
const BATCH = 500;

/**
 * network/rotate_key: the network's deposit key replaced by `xpub`. Every address handed out under
 * the old key moves to retired_deposit_addresses: still watched and credited until `retire_until`,
 * shown as retired, never handed out again; each shopper gets an address under the new key at their
 * next user/deposit_address. The network row is locked first, as user/deposit_address locks it before
 * deriving, so a hand-out racing this runs wholly before (and its address is retired) or after it.
 */
export async function rotateNetworkKey(trx: Trx, body: AdminNetworkRotateKey, now: number): Promise<void> {
  await lockNetwork(trx, body.id);
  const network = await trx
    .selectFrom('chain_networks')
    .select(['id', 'xpub', 'address_format', 'rpc_url', 'token_contract'])
    .where('id', '=', body.id)
    .executeTakeFirst();
  if (!network) throw notFound();
  const xpub = checkedXpub(body.xpub);
  if (!xpub) throw new BusinessError('validation.required', { field: 'xpub', params: { field: 'xpub' } });
  if (isPublicTestKey(xpub)) throw new BusinessError('content_admin.xpub_public_test_key', { field: 'xpub' });
  if (xpub === network.xpub) throw new BusinessError('content_admin.xpub_unchanged', { field: 'xpub' });
  const usedBefore = await trx
    .selectFrom('retired_deposit_addresses')
    .select('id')
    .where('network_id', '=', network.id)
    .where('xpub', '=', xpub)
    .limit(1)
    .executeTakeFirst();
  if (usedBefore) throw new BusinessError('content_admin.xpub_retired', { field: 'xpub' });
  if (!Number.isInteger(body.retire_until) || body.retire_until < now) {
    throw new BusinessError('content_admin.retire_until_past', { field: 'retire_until' });
  }
  await refuseSameChainAndKey(trx, network.id, { ...network, xpub });

  await trx.updateTable('chain_networks').set({ xpub }).where('id', '=', network.id).execute();
  const handedOut = await trx
    .selectFrom('deposit_addresses')
    .select(['user_id', 'derivation_index', 'address', 'createtime'])
    .where('network_id', '=', network.id)
    .orderBy('id')
    .execute();
  for (let i = 0; i < handedOut.length; i += BATCH) {
    await trx
      .insertInto('retired_deposit_addresses')
      .values(
        handedOut.slice(i, i + BATCH).map((a) => ({
          ...a,
          network_id: network.id,
          xpub: network.xpub,
          retiretime: now,
          retire_until: body.retire_until,
        })),
      )
      .execute();
  }
  await trx.deleteFrom('deposit_addresses').where('network_id', '=', network.id).execute();
}

/** The network's replaced keys, newest first, with how many addresses each still has and until when they are watched. */
export async function retiredKeys(db: DbOrTrx, networkIds: number[]): Promise<Map<number, AdminRetiredKey[]>> {
  const byNetwork = new Map<number, AdminRetiredKey[]>();
  if (!networkIds.length) return byNetwork;
  const rows = await db
    .selectFrom('retired_deposit_addresses')
    .select((eb) => [
      'network_id',
      'xpub',
      eb.fn.max('retiretime').as('retiretime'),
      eb.fn.max('retire_until').as('retire_until'),
      eb.fn.countAll<number>().as('addresses'),
    ])
    .where('network_id', 'in', networkIds)
    .groupBy(['network_id', 'xpub'])
    .orderBy('retiretime', 'desc')
    .execute();
  for (const row of rows) {
    const list = byNetwork.get(row.network_id) ?? [];
    list.push({
      xpub: row.xpub,
      retiretime: Number(row.retiretime),
      retire_until: Number(row.retire_until),
      addresses: Number(row.addresses),
    });
    byNetwork.set(row.network_id, list);
  }
  return byNetwork;
}
