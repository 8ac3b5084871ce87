import { bytesToHex } from '@noble/hashes/utils.js';
import { parseXpub } from './derive-address';

/** The BIP-39 test mnemonics every wallet library and developer chain ships: their private keys are public. */
export const PUBLIC_TEST_MNEMONICS = [
  // BIP-39's own test vector (Trezor's, bitcoinjs', ethers', …); the demo seed's keys come from it.
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
  // Hardhat's and Anvil's default developer accounts.
  'test test test test test test test test test test test junk',
] as const;

/** The derivation paths whose extended public keys an operator might export from those mnemonics. */
export const PUBLIC_TEST_PATHS = ['m', "m/44'/60'/0'", "m/44'/60'/0'/0", "m/44'/195'/0'", "m/44'/195'/0'/0"] as const;

/**
 * The extended public keys of PUBLIC_TEST_MNEMONICS at PUBLIC_TEST_PATHS, in that order (mnemonic, then
 * path), derived with no passphrase: seed = PBKDF2-HMAC-SHA512(mnemonic, "mnemonic", 2048 rounds, 64
 * bytes), then @scure/bip32's `HDKey.fromMasterSeed(seed).derive(path).publicExtendedKey`.
 * known-test-keys.test.ts derives them again. Anyone can spend what is sent to addresses under them.
 */
export const PUBLIC_TEST_XPUBS = [
  'xpub661MyMwAqRbcFkPHucMnrGNzDwb6teAX1RbKQmqtEF8kK3Z7LZ59qafCjB9eCRLiTVG3uxBxgKvRgbubRhqSKXnGGb1aoaqLrpMBDrVxga8',
  'xpub6DCoCpSuQZB2jawqnGMEPS63ePKWkwWPH4TU45Q7LPXWuNd8TMtVxRrgjtEshuqpK3mdhaWHPFsBngh5GFZaM6si3yZdUsT8ddYM3PwnATt',
  'xpub6EF8jXqFeFEW5bwMU7RpQtHkzE4KJxcqJtvkCjJumzW8CPpacXkb92ek4WzLQXjL93HycJwTPUAcuNxCqFPKKU5m5Z2Vq4nCyh5CyPeBFFr',
  'xpub6D1AabNHCupeiLM65ZR9UStMhJ1vCpyV4XbZdyhMZBiJXALQtmn9p42VTQckoHVn8WNqS7dqnJokZHAHcHGoaQgmv8D45oNUKx6DZMNZBCd',
  'xpub6EuK4CZWW5urEHdwAVDdDw327danAtccFcrXYvgf1DHrPXRwErt36xStQ2PNhn4hpwzPbzJ8pJVpewgChRnSs59q5Ay61GCfQZKUe71gbLq',
  'xpub661MyMwAqRbcGCHqYL6cunEAC4sjobr4oEsADYNVSpvM1oCFfV98EVtMuHVmKomD5EWqhYwUPCkQdrti7hUGbmxaoTGLSkzhtBmR5tk9Jtu',
  'xpub6Ce9NcJvTk36xtLSrJLZqE7wtgA5deCeYs7rSQtreh4cj6ByPtrg9sD7V2FNFLPnf8heNP3FGkeV9qwfzvZNSd54JoNXVsXFYSYwHsnJxqP',
  'xpub6DyUKdwoLWmUJ4Tn9Bbsdtx7B5Ws18mEN19e5HT52ikE53FiUheSQXrZUNPovqfyKmw4579A1Mm3GXXKM39N64uooBfJ4tNAzFsEbodRTx4',
  'xpub6BuRy7ZmkGfP2RWhoor1kWB1w9DvrtmJbFBvnC1bQ4SB5NbCHTyQYCJSXZtxDbFyHTmC7wkU2he3nYYdpZ3Vf6qUAkXSnL6RPif4BDtDEKr',
  'xpub6FGfJkAgwSdiFiFcxWt2rurqZu8YjuEmKfsxLVBrQwr1ZjHpqYEXR9w52uCGyMdmsatMr7VXgNLuoHyFKtK8LZDCVbrMetUGeTLXvWk8y4W',
] as const;

/** What makes addresses: the public key and chain code (the same key re-encoded, e.g. another depth byte, is caught). */
const keyMaterial = (xpub: string): string | undefined => {
  try {
    const key = parseXpub(xpub);
    return `${bytesToHex(key.publicKey!)}:${bytesToHex(key.chainCode!)}`;
  } catch {
    return undefined;
  }
};

const KNOWN = new Set(PUBLIC_TEST_XPUBS.map((xpub) => keyMaterial(xpub)!));

/** True for a key whose private key is public knowledge: deposits to it are anyone's to take. */
export function isPublicTestKey(xpub: string): boolean {
  if (!xpub.trim()) return false;
  const material = keyMaterial(xpub);
  return material !== undefined && KNOWN.has(material);
}
