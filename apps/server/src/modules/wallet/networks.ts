import type { AddressFormat, Network } from '@bazaar/contract';
import type { DbOrTrx } from '../../db';
import type { MessageKey } from '../../i18n';
import { BusinessError } from '../../lib/errors';
import { formatMoney } from '../../lib/money';

/** Product rule (docs/product.md#form-messages): deposits via DEX, BSC and HECO are not supported, whatever the operator lists. */
const REFUSED = /\b(DEX|BSC|HECO)\b/i;

export const isRefusedNetwork = (name: string): boolean => REFUSED.test(name);

export interface NetworkRow {
  id: number;
  name: string;
  currency: string;
  address: string;
  min_amount: number;
  address_format: AddressFormat;
}

async function enabledNetworks(db: DbOrTrx, networkId?: number): Promise<NetworkRow[]> {
  let query = db
    .selectFrom('chain_networks')
    .select(['id', 'name', 'currency', 'address', 'min_amount', 'address_format'])
    .where('status', '=', 'normal');
  if (networkId !== undefined) query = query.where('id', '=', networkId);
  const rows = await query.orderBy('sort').orderBy('id').execute();
  // Anything but `tron` is read as EVM, as the console's network editor does.
  return rows.map((n) => ({ ...n, address_format: n.address_format === 'tron' ? 'tron' : 'evm' }));
}

/** user/getBlockchain: the networks a shopper may use, refused ones never offered. */
export async function listNetworks(db: DbOrTrx): Promise<Network[]> {
  const rows = await enabledNetworks(db);
  return rows.filter((n) => !isRefusedNetwork(n.name)).map((n) => ({ ...n, min_amount: formatMoney(n.min_amount) }));
}

/**
 * The network a top-up or withdrawal names: missing → `missing` (the top-up's "Please choose
 * charge network", the withdrawal's own); unknown or disabled → "Please choose the same network
 * as the withdrawal platform"; DEX/BSC/HECO → refused.
 */
export async function usableNetwork(
  db: DbOrTrx,
  networkId: number | undefined,
  missing: MessageKey = 'recharge.choose_network',
): Promise<NetworkRow> {
  if (!networkId) throw new BusinessError(missing, { field: 'network_id' });
  const [row] = await enabledNetworks(db, networkId);
  if (!row) throw new BusinessError('recharge.same_network', { field: 'network_id' });
  if (isRefusedNetwork(row.name)) throw new BusinessError('recharge.network_not_supported', { field: 'network_id' });
  return row;
}
