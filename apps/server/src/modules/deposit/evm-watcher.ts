import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import type { ChainDepositWatcher, SeenTransfer } from '../wallet/chain-watcher';
import { toChecksumAddress } from './derive-address';
import { CHAIN_HTTP_DEFAULTS, jsonRpc, type ChainHttpLimits } from './json-rpc';

/** keccak-256("Transfer(address,address,uint256)"): topic 0 of every ERC-20 transfer. */
export const TRANSFER_TOPIC = `0x${bytesToHex(keccak_256(new TextEncoder().encode('Transfer(address,address,uint256)')))}`;
/** The ERC-20 `decimals()` call. */
const DECIMALS_CALL = '0x313ce567';
/** A network's first round starts this many blocks before the head (about a day and a half on Ethereum). */
export const EVM_START_LOOKBACK = 10_000;
/** Blocks per eth_getLogs call (public nodes refuse much wider ranges) and calls per round. */
const RANGE = 2_000;
const RANGES_PER_ROUND = 5;
/** Receiving addresses per eth_getLogs topic filter. */
const ADDRESSES_PER_CALL = 200;

interface RpcLog {
  transactionHash: string;
  logIndex: string;
  blockNumber: string;
  blockHash: string;
  topics: string[];
  data: string;
  removed?: boolean;
}

const hex = (n: number) => `0x${n.toString(16)}`;
const topicOf = (address: string) => `0x${address.slice(2).toLowerCase().padStart(64, '0')}`;
const addressOfTopic = (topic: string) => toChecksumAddress(hexToBytes(topic.slice(-40)));

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * An ERC-20 deposit watcher over a node's JSON-RPC (eth_blockNumber, eth_getLogs with a topic
 * filter on the receiving addresses, eth_getBlockByNumber for the re-check, eth_call decimals()).
 * The cursor is the next block to scan; it never passes the newest confirmed block, so the
 * unconfirmed tail is scanned again each round and a reorganized block is read anew.
 */
export function evmWatcher(
  rpcUrl: string,
  tokenContract: string,
  limits: ChainHttpLimits = CHAIN_HTTP_DEFAULTS,
): ChainDepositWatcher {
  const rpc = jsonRpc(rpcUrl, limits);
  let decimals: number | undefined;
  const tokenDecimals = async () =>
    (decimals ??= Number(
      BigInt(await rpc<string>('eth_call', [{ to: tokenContract, data: DECIMALS_CALL }, 'latest'])),
    ));

  return {
    async head() {
      return Number(BigInt(await rpc<string>('eth_blockNumber', [])));
    },

    async scan({ cursor, head, confirmations, addresses }) {
      let from = cursor === undefined ? Math.max(0, head - EVM_START_LOOKBACK) : Number(cursor);
      const safe = head - confirmations + 1;
      const transfers: SeenTransfer[] = [];
      let next = from;
      for (let i = 0; i < RANGES_PER_ROUND && from <= head; i++) {
        const to = Math.min(head, from + RANGE - 1);
        for (const group of chunks(addresses, ADDRESSES_PER_CALL)) {
          const logs = await rpc<RpcLog[]>('eth_getLogs', [
            {
              fromBlock: hex(from),
              toBlock: hex(to),
              address: tokenContract,
              topics: [TRANSFER_TOPIC, null, group.map(topicOf)],
            },
          ]);
          for (const log of logs) {
            if (log.removed || log.topics.length !== 3) continue;
            transfers.push({
              txHash: log.transactionHash.toLowerCase(),
              logIndex: Number(BigInt(log.logIndex)),
              blockNumber: Number(BigInt(log.blockNumber)),
              blockHash: log.blockHash.toLowerCase(),
              from: addressOfTopic(log.topics[1]!),
              to: addressOfTopic(log.topics[2]!),
              units: BigInt(log.data === '0x' ? 0 : log.data),
              decimals: await tokenDecimals(),
            });
          }
        }
        next = Math.max(next, Math.min(to, safe) + 1);
        from = to + 1;
      }
      return { transfers, next: String(next) };
    },

    async stillThere({ blockNumber, blockHash }) {
      const block = await rpc<{ hash: string } | null>('eth_getBlockByNumber', [hex(blockNumber), false]);
      return block?.hash.toLowerCase() === blockHash.toLowerCase();
    },
  };
}
