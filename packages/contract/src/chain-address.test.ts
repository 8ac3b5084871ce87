import { describe, expect, it } from 'vitest';
import { chainAddressProblem, toEip55 } from './chain-address';

describe('chain addresses', () => {
  it.each([
    ['0xdAC17F958D2ee523a2206206994597C13D831ec7', null],
    ['0xdac17f958d2ee523a2206206994597c13d831ec7', null],
    ['0xDAC17F958D2EE523A2206206994597C13D831EC7', null],
    // One letter's case changed: the EIP-55 checksum catches it.
    ['0xdAC17F958D2ee523a2206206994597C13D831eC7', 'checksum'],
    ['abc', 'format'],
    ['0xdAC17F958D2ee523a2206206994597C13D831ec', 'format'],
    ['0xgAC17F958D2ee523a2206206994597C13D831ec7', 'format'],
    ['dAC17F958D2ee523a2206206994597C13D831ec7ab', 'format'],
    ['TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'format'],
  ] as const)('EVM %s → %s', (address, problem) => {
    expect(chainAddressProblem(address, 'evm')).toBe(problem);
  });

  it.each([
    ['TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', null],
    ['TLsV52sRDL79HXGGm9yzwKibb6BeruhUzy', null],
    // The last character changed: the double-SHA-256 checksum no longer matches.
    ['TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u', 'checksum'],
    ['TXYZ', 'format'],
    ['abc', 'format'],
    // Base58 has no 0, O, I or l.
    ['TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj60', 'format'],
    // A valid base58check address of Bitcoin (version 0x00), not TRON's 0x41.
    ['1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', 'format'],
    ['0xdAC17F958D2ee523a2206206994597C13D831ec7', 'format'],
  ] as const)('TRON %s → %s', (address, problem) => {
    expect(chainAddressProblem(address, 'tron')).toBe(problem);
  });

  it('writes an address in its EIP-55 case', () => {
    expect(toEip55('0xdac17f958d2ee523a2206206994597c13d831ec7')).toBe('0xdAC17F958D2ee523a2206206994597C13D831ec7');
  });
});
