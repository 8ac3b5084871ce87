import type { AdminListQuery, AdminNetwork, AdminNetworkSave, AdminRetiredKey, Page } from '@bazaar/contract';
import type { Selectable } from 'kysely';
import type { ChainNetworksTable, DbOrTrx, Trx } from '../../../db';
import { BusinessError } from '../../../lib/errors';
import { formatMoney } from '../../../lib/money';
import { pageArgs, toPage } from '../../../lib/pagination';
import { isRefusedNetwork } from '../../wallet/networks';
import { chainSettings, hasDepositAddresses } from './network-chain';
import { retiredKeys } from './network-key';
import { cents, likePattern, notFound, saveRow, statusFilter } from '../../../lib/admin-rows';

const COLUMNS = [
  'id',
  'name',
  'currency',
  'address',
  'min_amount',
  'sort',
  'status',
  'createtime',
  'address_format',
  'xpub',
  'confirmations',
  'rpc_url',
  'token_contract',
] as const;
const toNetwork = (row: Selectable<ChainNetworksTable>, retired: AdminRetiredKey[] = []): AdminNetwork => ({
  ...row,
  retired_keys: retired,
  min_amount: formatMoney(row.min_amount),
  status: row.status === 'normal' ? 'normal' : 'hidden',
  address_format: row.address_format === 'tron' ? 'tron' : 'evm',
});

/** network/list: in the shop's order (sort, then id); keyword: part of the name or currency. */
export async function networkList(db: DbOrTrx, query: AdminListQuery): Promise<Page<AdminNetwork>> {
  const args = pageArgs(query);
  let base = db.selectFrom('chain_networks');
  const status = statusFilter(query);
  if (status) base = base.where('status', '=', status);
  const like = likePattern(query);
  if (like) {
    base = base.where((eb) =>
      eb.or([eb(eb.fn('lower', ['name']), 'like', like), eb(eb.fn('lower', ['currency']), 'like', like)]),
    );
  }
  const [rows, count] = await Promise.all([
    base.select(COLUMNS).orderBy('sort').orderBy('id').limit(args.limit).offset(args.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const retired = await retiredKeys(
    db,
    rows.map((r) => r.id),
  );
  return toPage(
    rows.map((r) => toNetwork(r, retired.get(r.id))),
    Number(count.n),
    args,
  );
}

export async function networkDetail(db: DbOrTrx, id: number): Promise<AdminNetwork> {
  const row = await db.selectFrom('chain_networks').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return toNetwork(row, (await retiredKeys(db, [id])).get(id));
}

/** Product rule (docs/product.md#form-messages): DEX, BSC and HECO are never offered, so they cannot be saved either. */
export async function saveNetwork(trx: Trx, body: AdminNetworkSave) {
  const name = body.name.trim();
  if (!name) throw new BusinessError('validation.required', { field: 'name', params: { field: 'name' } });
  if (isRefusedNetwork(name)) throw new BusinessError('recharge.network_not_supported', { field: 'name' });
  const address = body.address.trim();
  if (!address || /\s/.test(address)) throw new BusinessError('content_admin.invalid_address', { field: 'address' });
  const values = {
    name,
    currency: (body.currency ?? 'USDT').trim().toUpperCase() || 'USDT',
    address,
    min_amount: cents(body.min_amount, 'min_amount'),
    sort: body.sort ?? 0,
    status: body.status ?? 'normal',
    ...(await chainSettings(trx, body)),
  };
  return saveRow(trx, 'chain_networks', body.id, values, networkDetail);
}

/** Top-ups and withdrawals name their network: one that was used is hidden, never deleted. */
export async function deleteNetwork(trx: Trx, id: number): Promise<AdminNetwork> {
  const before = await networkDetail(trx, id);
  const [topUp, withdrawal] = await Promise.all([
    trx.selectFrom('recharges').select('id').where('network_id', '=', id).limit(1).executeTakeFirst(),
    trx.selectFrom('withdrawals').select('id').where('network_id', '=', id).limit(1).executeTakeFirst(),
  ]);
  if (topUp || withdrawal || (await hasDepositAddresses(trx, id)))
    throw new BusinessError('content_admin.network_in_use');
  await trx.deleteFrom('chain_networks').where('id', '=', id).execute();
  return before;
}
