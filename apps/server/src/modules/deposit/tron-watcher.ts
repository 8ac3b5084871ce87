import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { createBase58check } from '@scure/base';
import type { ChainDepositWatcher, SeenTransfer } from '../wallet/chain-watcher';
import { toTronAddress } from './derive-address';
import { TRANSFER_TOPIC } from './evm-watcher';
import { CHAIN_HTTP_DEFAULTS, getJson, postJson, type ChainHttpLimits } from './json-rpc';

const base58check = createBase58check(sha256);
/** A network's first round starts this many blocks (3 s each: about a day) before the head. */
export const TRON_START_LOOKBACK = 28_800;
const PAGE_SIZE = 200;
const PAGES_PER_ROUND = 10;

interface TronBlock {
  blockID?: string;
  block_header?: { raw_data?: { number?: number; timestamp?: number } };
}

interface TronEvent {
  transaction_id: string;
  event_index: number;
  block_number: number;
  block_timestamp: number;
  result: { from?: string; to?: string; value?: string };
}

interface TronEvents {
  data?: TronEvent[];
  meta?: { fingerprint?: string };
}

interface TronTxInfo {
  id?: string;
  blockNumber?: number;
  receipt?: { result?: string };
  log?: { topics?: string[] }[];
}

/** An address in any form TronGrid writes it (T… base58, 41… or 0x… hex) as T… base58. */
export function tronAddress(text: string): string {
  if (text.startsWith('T')) return text;
  const bare = text.replace(/^0x/i, '');
  return toTronAddress(hexToBytes(bare.length === 42 ? bare.slice(2) : bare));
}

/** The 20 address bytes of a T… address as lower-case hex. */
const tronHex = (address: string) => bytesToHex(base58check.decode(address).subarray(1));

/**
 * A TRC-20 deposit watcher against a TronGrid-style HTTP API: /wallet/getnowblock and
 * /wallet/getblockbynum (head, and the timestamp of the newest confirmed block), the token
 * contract's Transfer events (/v1/contracts/{contract}/events, ascending by block timestamp, paged
 * by fingerprint), /wallet/triggerconstantcontract for decimals(), and /wallet/gettransactioninfobyid
 * for the re-check. The cursor is a block timestamp (ms) no later than the newest confirmed block's,
 * so unconfirmed blocks are listed again each round. The events list every transfer of the token,
 * not only the shoppers': fine for a test token or a quiet one; for mainnet USDT use a node of your
 * own (its event API answers the same calls).
 */
export function tronWatcher(
  baseUrl: string,
  tokenContract: string,
  limits: ChainHttpLimits = CHAIN_HTTP_DEFAULTS,
): ChainDepositWatcher {
  const base = baseUrl.replace(/\/+$/, '');
  let decimals: number | undefined;
  const blockAt = async (num: number) => (await postJson(`${base}/wallet/getblockbynum`, { num }, limits)) as TronBlock;
  const tokenDecimals = async () => {
    if (decimals === undefined) {
      const answer = (await postJson(
        `${base}/wallet/triggerconstantcontract`,
        {
          owner_address: tokenContract,
          contract_address: tokenContract,
          function_selector: 'decimals()',
          visible: true,
        },
        limits,
      )) as { constant_result?: string[] };
      const word = answer.constant_result?.[0];
      if (!word) throw new Error('TRON: decimals() gave no answer');
      decimals = Number(BigInt(`0x${word}`));
    }
    return decimals;
  };

  return {
    async head() {
      const block = (await postJson(`${base}/wallet/getnowblock`, {}, limits)) as TronBlock;
      const number = block.block_header?.raw_data?.number;
      if (typeof number !== 'number') throw new Error('TRON: getnowblock gave no block number');
      return number;
    },

    async scan({ cursor, head, confirmations, addresses }) {
      const safeBlock = await blockAt(Math.max(0, head - confirmations + 1));
      const safeTs = safeBlock.block_header?.raw_data?.timestamp ?? 0;
      const since =
        cursor !== undefined
          ? Number(cursor)
          : ((await blockAt(Math.max(0, head - TRON_START_LOOKBACK))).block_header?.raw_data?.timestamp ?? 0);
      const wanted = new Set(addresses);
      const transfers: SeenTransfer[] = [];
      let fingerprint: string | undefined;
      let lastTs = since;
      let complete = false;
      for (let page = 0; page < PAGES_PER_ROUND; page++) {
        const query = new URLSearchParams({
          event_name: 'Transfer',
          min_block_timestamp: String(since),
          order_by: 'block_timestamp,asc',
          limit: String(PAGE_SIZE),
        });
        if (fingerprint) query.set('fingerprint', fingerprint);
        const answer = (await getJson(`${base}/v1/contracts/${tokenContract}/events?${query}`, limits)) as TronEvents;
        for (const event of answer.data ?? []) {
          lastTs = Math.max(lastTs, event.block_timestamp);
          const { from, to, value } = event.result;
          if (!to || !from || value === undefined) continue;
          const receiver = tronAddress(to);
          if (!wanted.has(receiver)) continue;
          transfers.push({
            txHash: event.transaction_id.toLowerCase(),
            logIndex: event.event_index,
            blockNumber: event.block_number,
            blockHash: '',
            from: tronAddress(from),
            to: receiver,
            units: BigInt(value),
            decimals: await tokenDecimals(),
          });
        }
        fingerprint = answer.meta?.fingerprint;
        if (!fingerprint) {
          complete = true;
          break;
        }
      }
      // Cut off mid-list: go on from the last timestamp read (its events are read again, harmlessly).
      const next = Math.max(since, Math.min(complete ? safeTs : lastTs, safeTs));
      return { transfers, next: String(next) };
    },

    async stillThere({ txHash, logIndex, blockNumber, to }) {
      const info = (await postJson(`${base}/wallet/gettransactioninfobyid`, { value: txHash }, limits)) as TronTxInfo;
      if (info.blockNumber !== blockNumber) return false;
      if (info.receipt?.result && info.receipt.result !== 'SUCCESS') return false;
      const topics = info.log?.[logIndex]?.topics;
      return (
        topics?.[0]?.replace(/^0x/, '').toLowerCase() === TRANSFER_TOPIC.slice(2) &&
        topics[2]?.toLowerCase().endsWith(tronHex(to)) === true
      );
    },
  };
}
