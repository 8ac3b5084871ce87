import { chainAddressProblem, toEip55 } from '@bazaar/contract';

/**
 * A network's token contract as the watcher uses it: '' (not watched), an EVM `0x…` address
 * (written back EIP-55 checksummed, whatever case it was typed in) or a TRON `T…` address
 * (base58check, mainnet prefix 0x41). undefined: not a contract address of the network's format.
 */
export function tokenContractOf(input: string, format: string): string | undefined {
  const text = input.trim();
  if (!text) return '';
  if (format === 'tron') return chainAddressProblem(text, 'tron') ? undefined : text;
  return chainAddressProblem(text, 'evm') === 'format' ? undefined : toEip55(text);
}
