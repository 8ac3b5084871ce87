import { toEip55, type AddressFormat } from '@bazaar/contract';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { createBase58check } from '@scure/base';
import { HDKey } from '@scure/bip32';

const base58check = createBase58check(sha256);
/** TRON addresses are the EVM address's 20 bytes behind the mainnet prefix 0x41. */
const TRON_PREFIX = 0x41;
/** The external chain (BIP-44 `change` 0): the account xpub's `/0/<index>` are receiving addresses. */
const RECEIVING_CHAIN = 0;
const HARDENED = 0x80000000;

export class InvalidXpubError extends Error {
  constructor(readonly reason: 'private' | 'malformed') {
    super(reason === 'private' ? 'extended private key given' : 'not an extended public key');
  }
}

/**
 * Reads an extended public key (`xpub…`, BIP-32 mainnet version bytes). An extended private key
 * is refused outright: the server only ever holds public keys, so it can derive deposit addresses
 * but can never spend from them.
 */
export function parseXpub(xpub: string): HDKey {
  const text = xpub.trim();
  if (/^[xtyzuv]prv/i.test(text)) throw new InvalidXpubError('private');
  let key: HDKey;
  try {
    key = HDKey.fromExtendedKey(text);
  } catch {
    throw new InvalidXpubError('malformed');
  }
  if (key.privateKey) throw new InvalidXpubError('private');
  return key;
}

/** The 20 bytes both EVM and TRON addresses are made of: keccak-256 of the uncompressed key, last 20. */
function addressBytes(compressedPublicKey: Uint8Array): Uint8Array {
  const uncompressed = secp256k1.Point.fromBytes(compressedPublicKey).toBytes(false);
  return keccak_256(uncompressed.subarray(1)).subarray(12);
}

/** The EVM address of 20 bytes in its EIP-55 case. */
export function toChecksumAddress(bytes: Uint8Array): string {
  return toEip55(`0x${bytesToHex(bytes)}`);
}

export function toTronAddress(bytes: Uint8Array): string {
  const payload = new Uint8Array(21);
  payload[0] = TRON_PREFIX;
  payload.set(bytes, 1);
  return base58check.encode(payload);
}

/** The public key at `<xpub>/0/<index>` (non-hardened, so derivable without any private key). */
export function childPublicKey(xpub: string, index: number): Uint8Array {
  if (!Number.isInteger(index) || index < 0 || index >= HARDENED) throw new RangeError(`bad child index ${index}`);
  const child = parseXpub(xpub).deriveChild(RECEIVING_CHAIN).deriveChild(index);
  return child.publicKey!;
}

/** The deposit address at `<xpub>/0/<index>` in the network's format. */
export function deriveAddress(xpub: string, index: number, format: AddressFormat): string {
  const bytes = addressBytes(childPublicKey(xpub, index));
  return format === 'tron' ? toTronAddress(bytes) : toChecksumAddress(bytes);
}
