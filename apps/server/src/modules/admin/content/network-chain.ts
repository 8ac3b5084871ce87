import type { AdminNetworkSave } from '@bazaar/contract';
import type { DbOrTrx, Trx } from '../../../db';
import { BusinessError } from '../../../lib/errors';
import { InvalidXpubError, parseXpub } from '../../deposit/derive-address';
import { tokenContractOf } from '../../deposit/token-contract';

export async function hasDepositAddresses(db: DbOrTrx, networkId: number): Promise<boolean> {
  const row = await db
    .selectFrom('deposit_addresses')
    .select('id')
    .where('network_id', '=', networkId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** An xpub the server can derive from; an xprv is refused so no private key is ever stored. */
function checkedXpub(input: string): string {
  const xpub = input.trim();
  if (!xpub) return '';
  try {
    return parseXpub(xpub).publicExtendedKey;
  } catch (error) {
    const reason = error instanceof InvalidXpubError ? error.reason : 'malformed';
    throw new BusinessError(reason === 'private' ? 'content_admin.xpub_private' : 'content_admin.xpub_invalid', {
      field: 'xpub',
    });
  }
}

function checkedRpcUrl(input: string): string {
  const url = input.trim();
  if (url && !/^https?:\/\/[^\s"'<>]+$/i.test(url))
    throw new BusinessError('content_admin.invalid_rpc_url', { field: 'rpc_url' });
  return url;
}

/**
 * The deposit settings of network/save. Fields left out keep their stored value on an edit. Once
 * shoppers hold addresses from a key, the key and address format are fixed: a watcher maps those
 * addresses back to shoppers, and the operator's wallet must keep receiving on them.
 */
export async function chainSettings(trx: Trx, body: AdminNetworkSave) {
  const stored = body.id
    ? await trx
        .selectFrom('chain_networks')
        .select(['address_format', 'xpub', 'confirmations', 'rpc_url', 'token_contract'])
        .where('id', '=', body.id)
        .executeTakeFirst()
    : undefined;
  const settings = {
    address_format: body.address_format ?? stored?.address_format ?? 'evm',
    xpub: body.xpub === undefined ? (stored?.xpub ?? '') : checkedXpub(body.xpub),
    confirmations: body.confirmations ?? stored?.confirmations ?? 12,
    rpc_url: body.rpc_url === undefined ? (stored?.rpc_url ?? '') : checkedRpcUrl(body.rpc_url),
    token_contract: body.token_contract ?? stored?.token_contract ?? '',
  };
  const contract = tokenContractOf(settings.token_contract, settings.address_format);
  if (contract === undefined)
    throw new BusinessError('content_admin.invalid_token_contract', { field: 'token_contract' });
  settings.token_contract = contract;
  const keyChanged = stored && (settings.xpub !== stored.xpub || settings.address_format !== stored.address_format);
  if (keyChanged && (await hasDepositAddresses(trx, body.id!))) {
    throw new BusinessError('content_admin.xpub_locked', { field: 'xpub' });
  }
  return settings;
}
