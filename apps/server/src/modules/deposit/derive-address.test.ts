import { pbkdf2 } from '@noble/hashes/pbkdf2.js';
import { sha512 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { HDKey } from '@scure/bip32';
import { describe, expect, it } from 'vitest';
import { DEMO_NETWORKS } from '../../seed/demo-catalog/data/networks';
import { childPublicKey, deriveAddress, InvalidXpubError, parseXpub } from './derive-address';

// BIP-32's published test vectors (https://github.com/bitcoin/bips/blob/master/bip-0032.mediawiki).
const V1_M_0H = {
  xpub: 'xpub68Gmy5EdvgibQVfPdqkBBCHxA5htiqg55crXYuXoQRKfDBFA1WEjWgP6LHhwBZeNK1VTsfTFUHCdrfp1bgwQ9xv5ski8PX9rL2dZXvgGDnw',
  xprv: 'xprv9uHRZZhk6KAJC1avXpDAp4MDc3sQKNxDiPvvkX8Br5ngLNv1TxvUxt4cV1rGL5hj6KCesnDYUhd7oWgT11eZG7XnxHrnYeSvkzY7d2bhkJ7',
};
const V1_M_0H_1 =
  'xpub6ASuArnXKPbfEwhqN6e3mwBcDTgzisQN1wXN9BJcM47sSikHjJf3UFHKkNAWbWMiGj7Wf5uMash7SyYq527Hqck2AxYysAA7xmALppuCkwQ';
const V2_M =
  'xpub661MyMwAqRbcFW31YEwpkMuc5THy2PSt5bDMsktWQcFF8syAmRUapSCGu8ED9W6oDMSgv6Zz8idoc4a6mr8BDzTJY47LJhkJ8UB7WEGuduB';
const V2_M_0 = {
  xpub: 'xpub69H7F5d8KSRgmmdJg2KhpAK8SR3DjMwAdkxj3ZuxV27CprR9LgpeyGmXUbC6wb7ERfvrnKZjXoUmmDznezpbZb7ap6r1D3tgFxHmwMkQTPH',
  publicKey: '02fc9e5af0ac8d9b3cecfe2a888e2117ba3d089d8585886c9c826b6b22a98d12ea',
};

// The public test mnemonic every wallet library uses in its own tests; never hold funds with it.
const MNEMONIC = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const root = HDKey.fromMasterSeed(pbkdf2(sha512, MNEMONIC, 'mnemonic', { c: 2048, dkLen: 64 }));
const accountXpub = (path: string) => root.derive(path).publicExtendedKey;

describe('BIP-32 public derivation (published test vectors)', () => {
  it('derives vector 1 m/0H/1 and vector 2 m/0 from their parents’ xpubs alone', () => {
    expect(parseXpub(V1_M_0H.xpub).deriveChild(1).publicExtendedKey).toBe(V1_M_0H_1);
    const m0 = parseXpub(V2_M).deriveChild(0);
    expect(m0.publicExtendedKey).toBe(V2_M_0.xpub);
    expect(bytesToHex(m0.publicKey!)).toBe(V2_M_0.publicKey);
  });

  it('takes `<xpub>/0/<index>`: vector 2’s m/0/i from the master xpub', () => {
    const m0 = parseXpub(V2_M_0.xpub);
    for (const i of [0, 1, 7]) expect(childPublicKey(V2_M, i)).toEqual(m0.deriveChild(i).publicKey);
  });

  it('refuses an extended private key and anything that is not an xpub', () => {
    expect(() => parseXpub(V1_M_0H.xprv)).toThrow(InvalidXpubError);
    expect(() => parseXpub(V1_M_0H.xprv)).toThrow(expect.objectContaining({ reason: 'private' }));
    for (const bad of ['', 'xpub123', V2_M.slice(0, -1) + 'C', '0x9858EfFD232B4033E47d90003D41EC34EcaEda94']) {
      expect(() => parseXpub(bad)).toThrow(expect.objectContaining({ reason: 'malformed' }));
    }
  });

  it('refuses a hardened or negative index', () => {
    expect(() => childPublicKey(V2_M, 0x80000000)).toThrow(RangeError);
    expect(() => childPublicKey(V2_M, -1)).toThrow(RangeError);
  });
});

describe('deposit addresses from an account xpub (the public "abandon … about" mnemonic)', () => {
  it('Ethereum m/44’/60’/0’/0/0 is the well-known EIP-55 address', () => {
    const xpub = accountXpub("m/44'/60'/0'");
    expect(deriveAddress(xpub, 0, 'evm')).toBe('0x9858EfFD232B4033E47d90003D41EC34EcaEda94');
    expect(deriveAddress(xpub, 1, 'evm')).toBe('0x6Fac4D18c912343BF86fa7049364Dd4E424Ab9C0');
  });

  it('TRON m/44’/195’/0’/0/0 is the well-known T… address', () => {
    const xpub = accountXpub("m/44'/195'/0'");
    expect(deriveAddress(xpub, 0, 'tron')).toBe('TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH');
  });

  it('matches the address derived with the private key, so the xpub-only path is the wallet’s own', () => {
    const xpub = accountXpub("m/44'/60'/0'");
    const withPrivate = root.derive("m/44'/60'/0'/0/5").publicKey;
    expect(childPublicKey(xpub, 5)).toEqual(withPrivate);
  });
});

describe('the demo seed’s test xpubs', () => {
  it('are the public mnemonic’s account keys, as their comments say', () => {
    const byName = Object.fromEntries(DEMO_NETWORKS.map((n) => [n.name, n]));
    expect(byName.TRC20).toMatchObject({ addressFormat: 'tron', xpub: accountXpub("m/44'/195'/0'") });
    expect(byName.ERC20).toMatchObject({ addressFormat: 'evm', xpub: accountXpub("m/44'/60'/0'") });
    expect(byName.Polygon).toMatchObject({ addressFormat: 'evm', xpub: accountXpub("m/44'/60'/0'") });
  });
});
