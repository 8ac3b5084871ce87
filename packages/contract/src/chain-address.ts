import { keccak_256 } from '@noble/hashes/sha3.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { createBase58check } from '@scure/base';
import type { AddressFormat } from './deposit';

/**
 * Chain addresses of withdrawals and top-ups, checked the same way by the server and the shop, so
 * money is never sent to an address that cannot exist on the chosen network.
 */

/** Why an address is refused: not the network's shape, or a typo its checksum caught. */
export type ChainAddressProblem = 'format' | 'checksum';

const base58check = createBase58check(sha256);
/** TRON mainnet addresses: 0x41 then the 20 address bytes, 25 bytes with the 4-byte checksum. */
const TRON_VERSION = 0x41;
const TRON_PAYLOAD_BYTES = 21;

/** EIP-55: each hex letter upper-cased where the keccak-256 of the lower-case address has a nibble ≥ 8. */
export function toEip55(address: string): string {
  const hex = address.slice(2).toLowerCase();
  const hash = bytesToHex(keccak_256(new TextEncoder().encode(hex)));
  let out = '0x';
  for (let i = 0; i < hex.length; i++) out += parseInt(hash[i]!, 16) >= 8 ? hex[i]!.toUpperCase() : hex[i];
  return out;
}

function evmProblem(address: string): ChainAddressProblem | null {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return 'format';
  const hex = address.slice(2);
  // All one case carries no checksum (wallets accept it); mixed case is EIP-55 and must match.
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return null;
  return toEip55(address) === address ? null : 'checksum';
}

/** Base58 letters (no 0, O, I, l); a TRON address is 34 of them behind the T of version 0x41. */
function tronProblem(address: string): ChainAddressProblem | null {
  if (!/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address)) return 'format';
  let payload: Uint8Array;
  try {
    payload = base58check.decode(address);
  } catch {
    return 'checksum';
  }
  return payload.length === TRON_PAYLOAD_BYTES && payload[0] === TRON_VERSION ? null : 'format';
}

/** The problem of a trimmed address on a network of `format`, or null when it can receive money. */
export function chainAddressProblem(address: string, format: AddressFormat): ChainAddressProblem | null {
  return format === 'tron' ? tronProblem(address) : evmProblem(address);
}
