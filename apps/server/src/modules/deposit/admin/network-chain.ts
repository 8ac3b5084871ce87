import type { AdminNetworkSave } from '@bazaar/contract';
import type { DbOrTrx, Trx } from '../../../db';
import { BusinessError } from '../../../lib/errors';
import { chainKey } from '../chain-key';
import { InvalidXpubError, parseXpub } from '../derive-address';
import { isPublicTestKey } from '../known-test-keys';
import { tokenContractOf } from '../token-contract';

/** Whether shoppers were ever handed addresses on the network (under its current key or a replaced one). */
export async function hasDepositAddresses(db: DbOrTrx, networkId: number): Promise<boolean> {
  const [current, retired] = await Promise.all(
    (['deposit_addresses', 'retired_deposit_addresses'] as const).map((table) =>
      db.selectFrom(table).select('id').where('network_id', '=', networkId).limit(1).executeTakeFirst(),
    ),
  );
  return current !== undefined || retired !== undefined;
}

/** An xpub the server can derive from; an xprv is refused so no private key is ever stored. */
export function checkedXpub(input: string): string {
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
 * shoppers hold addresses from a key, the key and address format are fixed here: a watcher maps those
 * addresses back to shoppers, and the operator's wallet must keep receiving on them; the key is
 * replaced with network/rotate_key, which retires them. A key of a public test mnemonic is never
 * taken, nor watched.
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
  const watched = settings.rpc_url !== '' && settings.token_contract !== '';
  if ((keyChanged || !stored || watched) && isPublicTestKey(settings.xpub)) {
    throw new BusinessError('content_admin.xpub_public_test_key', { field: 'xpub' });
  }
  if (keyChanged && (await hasDepositAddresses(trx, body.id!))) {
    throw new BusinessError('content_admin.xpub_locked', { field: 'xpub' });
  }
  await refuseSameChainAndKey(trx, body.id, settings);
  return settings;
}

/**
 * Two networks with one key, one token contract and one RPC endpoint see every transfer twice:
 * refused (chain_deposits credits a transfer once per chain all the same).
 */
export async function refuseSameChainAndKey(
  db: DbOrTrx,
  id: number | undefined,
  settings: { xpub: string; address_format: string; rpc_url: string; token_contract: string },
): Promise<void> {
  if (!settings.xpub || !settings.rpc_url || !settings.token_contract) return;
  let others = db
    .selectFrom('chain_networks')
    .select(['address_format', 'rpc_url', 'token_contract'])
    .where('xpub', '=', settings.xpub)
    .where('rpc_url', '!=', '')
    .where('token_contract', '!=', '');
  if (id) others = others.where('id', '!=', id);
  const key = chainKey(settings);
  if ((await others.execute()).some((other) => chainKey(other) === key)) {
    throw new BusinessError('content_admin.network_same_chain_and_key', { field: 'xpub' });
  }
}
