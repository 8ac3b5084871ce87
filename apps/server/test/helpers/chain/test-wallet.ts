import { pbkdf2 } from '@noble/hashes/pbkdf2.js';
import { sha512 } from '@noble/hashes/sha2.js';
import { HDKey } from '@scure/bip32';

/**
 * The tests' own wallet: a seed no wallet library or developer chain ships, so the server takes its
 * keys (those of public test mnemonics, the demo seed's, are refused: known-test-keys.ts).
 */
const root = HDKey.fromMasterSeed(
  pbkdf2(sha512, 'bazaar chain tests wallet', 'mnemonic', {
    c: 2048,
    dkLen: 64,
  }),
);
/** Account keys of the tests' wallet. */
export const EVM_XPUB = root.derive("m/44'/60'/0'").publicExtendedKey;
export const TRON_XPUB = root.derive("m/44'/195'/0'").publicExtendedKey;
/** The EVM account's private key (to check a derived address's key). */
export const EVM_XPRV = root.derive("m/44'/60'/0'").privateExtendedKey;
/** A second EVM account of the tests' wallet: the key a network's key is replaced with. */
export const EVM_XPUB_NEXT = root.derive("m/44'/60'/1'").publicExtendedKey;
