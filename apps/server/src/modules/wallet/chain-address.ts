import { chainAddressProblem, type ChainAddressProblem } from '@bazaar/contract';
import type { MessageKey } from '../../i18n';
import { BusinessError } from '../../lib/errors';
import type { NetworkRow } from './networks';

const MESSAGES = {
  evm: { format: 'wallet.address_format_evm', checksum: 'wallet.address_checksum' },
  tron: { format: 'wallet.address_format_tron', checksum: 'wallet.address_checksum' },
} as const satisfies Record<NetworkRow['address_format'], Record<ChainAddressProblem, MessageKey>>;

/**
 * A trimmed, non-empty chain address that can exist on `network` (EVM: 0x + 40 hex, EIP-55 when
 * mixed case; TRON: base58check T…), else a message that names the network and what it takes.
 */
export function networkAddress(address: string, network: NetworkRow): string {
  const problem = chainAddressProblem(address, network.address_format);
  if (problem) {
    throw new BusinessError(MESSAGES[network.address_format][problem], {
      field: 'address',
      params: { network: network.name },
    });
  }
  return address;
}
