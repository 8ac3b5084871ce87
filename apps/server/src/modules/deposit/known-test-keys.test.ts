import { pbkdf2 } from '@noble/hashes/pbkdf2.js';
import { sha512 } from '@noble/hashes/sha2.js';
import { HDKey } from '@scure/bip32';
import { describe, expect, it } from 'vitest';
import { DEMO_NETWORKS } from '../../seed/demo-catalog/data/networks';
import { isPublicTestKey, PUBLIC_TEST_MNEMONICS, PUBLIC_TEST_PATHS, PUBLIC_TEST_XPUBS } from './known-test-keys';

/** BIP-39 seed of a mnemonic with no passphrase. */
const seedOf = (mnemonic: string) => pbkdf2(sha512, mnemonic.normalize('NFKD'), 'mnemonic', { c: 2048, dkLen: 64 });

describe('keys of public test mnemonics', () => {
  it('are exactly the account keys derived from the mnemonics at the listed paths', () => {
    const derived = PUBLIC_TEST_MNEMONICS.flatMap((mnemonic) => {
      const root = HDKey.fromMasterSeed(seedOf(mnemonic));
      return PUBLIC_TEST_PATHS.map((path) => root.derive(path).publicExtendedKey);
    });
    expect(PUBLIC_TEST_XPUBS).toEqual(derived);
  });

  it('are recognised, the demo seed’s among them, and another wallet’s key is not', () => {
    for (const xpub of PUBLIC_TEST_XPUBS) expect(isPublicTestKey(xpub)).toBe(true);
    for (const network of DEMO_NETWORKS) expect(isPublicTestKey(network.xpub)).toBe(true);
    const own = HDKey.fromMasterSeed(seedOf('a wallet nobody else has')).derive("m/44'/60'/0'").publicExtendedKey;
    expect(isPublicTestKey(own)).toBe(false);
    expect(isPublicTestKey('')).toBe(false);
    expect(isPublicTestKey('not a key')).toBe(false);
  });

  it('are recognised however the key is spaced', () => {
    expect(isPublicTestKey(`  ${PUBLIC_TEST_XPUBS[1]}\n`)).toBe(true);
  });
});
