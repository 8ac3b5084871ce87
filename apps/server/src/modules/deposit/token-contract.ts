import { sha256 } from '@noble/hashes/sha2.js';
import { hexToBytes } from '@noble/hashes/utils.js';
import { createBase58check } from '@scure/base';
import { toChecksumAddress } from './derive-address';

const base58check = createBase58check(sha256);

/**
 * A network's token contract as the watcher uses it: '' (not watched), an EVM `0x…` address
 * (written back EIP-55 checksummed) or a TRON `T…` address (base58check, mainnet prefix 0x41).
 * undefined: not a contract address of the network's format.
 */
export function tokenContractOf(input: string, format: string): string | undefined {
  const text = input.trim();
  if (!text) return '';
  if (format === 'tron') {
    try {
      const bytes = base58check.decode(text);
      return bytes.length === 21 && bytes[0] === 0x41 ? text : undefined;
    } catch {
      return undefined;
    }
  }
  return /^0x[0-9a-fA-F]{40}$/.test(text) ? toChecksumAddress(hexToBytes(text.slice(2))) : undefined;
}
