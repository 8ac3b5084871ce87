import { describe, expect, it } from 'vitest';
import { tokenContractOf } from './token-contract';
import { tronAddress } from './tron-watcher';

const USDT_ETH = '0xdAC17F958D2ee523a2206206994597C13D831ec7';
const USDT_TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
// The same contract's 20 bytes, as TronGrid writes them in event results.
const USDT_TRON_HEX = 'a614f803b6fd780986a42c78ec9c7f77e6ded13c';

describe('tokenContractOf', () => {
  it('keeps EVM contracts EIP-55 checksummed and TRON contracts as given; empty is "not watched"', () => {
    expect(tokenContractOf(USDT_ETH.toLowerCase(), 'evm')).toBe(USDT_ETH);
    expect(tokenContractOf(` ${USDT_TRON} `, 'tron')).toBe(USDT_TRON);
    expect(tokenContractOf('  ', 'evm')).toBe('');
  });

  it('refuses a contract of the other format, a bad checksum or a malformed address', () => {
    expect(tokenContractOf(USDT_TRON, 'evm')).toBeUndefined();
    expect(tokenContractOf(USDT_ETH, 'tron')).toBeUndefined();
    expect(tokenContractOf(`${USDT_TRON.slice(0, -1)}u`, 'tron')).toBeUndefined();
    expect(tokenContractOf('0x1234', 'evm')).toBeUndefined();
  });
});

describe('tronAddress', () => {
  it('reads the T…, 41… and 0x… forms TronGrid uses as one T… address', () => {
    expect(tronAddress(USDT_TRON)).toBe(USDT_TRON);
    expect(tronAddress(`41${USDT_TRON_HEX}`)).toBe(USDT_TRON);
    expect(tronAddress(`0x${USDT_TRON_HEX}`)).toBe(USDT_TRON);
  });
});
