import type { Network } from '@bazaar/contract';
import type { DbOrTrx } from '../../db';
import { BusinessError } from '../../lib/errors';
import { formatMoney } from '../../lib/money';

/** Product rule (§5): deposits via DEX, BSC and HECO are not supported, whatever the operator lists. */
const REFUSED = /\b(DEX|BSC|HECO)\b/i;

export const isRefusedNetwork = (name: string): boolean => REFUSED.test(name);

export interface NetworkRow {
  id: number;
  name: string;
  currency: string;
  address: string;
  min_amount: number;
}

function enabledNetworks(db: DbOrTrx) {
  return db
    .selectFrom('chain_networks')
    .select(['id', 'name', 'currency', 'address', 'min_amount'])
    .where('status', '=', 'normal');
}

/** user/getBlockchain: the networks a shopper may use, refused ones never offered. */
export async function listNetworks(db: DbOrTrx): Promise<Network[]> {
  const rows = await enabledNetworks(db).orderBy('sort').orderBy('id').execute();
  return rows.filter((n) => !isRefusedNetwork(n.name)).map((n) => ({ ...n, min_amount: formatMoney(n.min_amount) }));
}

/**
 * The network a top-up or withdrawal names: missing → "Please choose charge network";
 * unknown or disabled → "Please choose the same network as the withdrawal platform";
 * DEX/BSC/HECO → refused.
 */
export async function usableNetwork(db: DbOrTrx, networkId: number | undefined): Promise<NetworkRow> {
  if (!networkId) throw new BusinessError('recharge.choose_network', { field: 'network_id' });
  const row = await enabledNetworks(db).where('id', '=', networkId).executeTakeFirst();
  if (!row) throw new BusinessError('recharge.same_network', { field: 'network_id' });
  if (isRefusedNetwork(row.name)) throw new BusinessError('recharge.network_not_supported', { field: 'network_id' });
  return row;
}
