import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, randomBytes } from '@noble/hashes/utils.js';
import { createBase58check } from '@scure/base';
import { TRANSFER_TOPIC } from '../../../src/modules/deposit/evm-watcher';

const base58check = createBase58check(sha256);
const hex20 = (address: string) => bytesToHex(base58check.decode(address).subarray(1));

interface FakeEvent {
  transaction_id: string;
  event_index: number;
  block_number: number;
  block_timestamp: number;
  contract_address: string;
  event_name: 'Transfer';
  result: { from: string; to: string; value: string };
}

export interface FakeTronGrid {
  url: string;
  /** Every call made, as "METHOD /path". */
  calls: string[];
  head(): number;
  mine(blocks: number): void;
  /** A TRC-20 transfer of the token in a new block; its transaction id. */
  transfer(from: string, to: string, units: bigint): string;
  /** Forgets a transaction, as a chain reorganization does. */
  forget(txId: string): void;
  close(): Promise<void>;
}

/**
 * The TronGrid calls the TRON watcher makes, answered from an in-memory chain (blocks 3 s apart,
 * one token with 6 decimals): /wallet/getnowblock, /wallet/getblockbynum, /wallet/triggerconstantcontract,
 * /wallet/gettransactioninfobyid and /v1/contracts/{contract}/events (ascending, paged by fingerprint).
 * Event results carry addresses as hex, like TronGrid's.
 */
export async function startFakeTronGrid(token: string): Promise<FakeTronGrid> {
  const genesis = 1_700_000_000_000;
  let head = 100;
  const events: FakeEvent[] = [];
  const infos = new Map<string, unknown>();
  const calls: string[] = [];
  const timestampOf = (n: number) => genesis + n * 3_000;
  const block = (n: number) => ({
    blockID: n.toString(16).padStart(64, '0'),
    block_header: { raw_data: { number: n, timestamp: timestampOf(n) } },
  });

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      calls.push(`${req.method} ${url.pathname}`);
      const input = body ? (JSON.parse(body) as Record<string, unknown>) : {};
      const answer = (value: unknown, status = 200) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      if (url.pathname === '/wallet/getnowblock') return answer(block(head));
      if (url.pathname === '/wallet/getblockbynum') {
        const n = Number(input.num);
        return answer(n <= head ? block(n) : {});
      }
      if (url.pathname === '/wallet/triggerconstantcontract') {
        if (input.contract_address !== token || input.function_selector !== 'decimals()') return answer({}, 400);
        return answer({ constant_result: ['6'.padStart(64, '0')] });
      }
      if (url.pathname === '/wallet/gettransactioninfobyid') return answer(infos.get(String(input.value)) ?? {});
      if (url.pathname === `/v1/contracts/${token}/events`) {
        const since = Number(url.searchParams.get('min_block_timestamp') ?? 0);
        const limit = Number(url.searchParams.get('limit') ?? 20);
        const offset = Number(url.searchParams.get('fingerprint') ?? 0);
        const matching = events
          .filter((e) => e.block_timestamp >= since && e.block_number <= head)
          .sort((a, b) => a.block_timestamp - b.block_timestamp);
        const page = matching.slice(offset, offset + limit);
        const more = offset + limit < matching.length;
        return answer({ data: page, success: true, meta: more ? { fingerprint: String(offset + limit) } : {} });
      }
      return answer({ Error: 'not found' }, 404);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    head: () => head,
    mine(blocks) {
      head += blocks;
    },
    transfer(from, to, units) {
      head += 1;
      const txId = bytesToHex(randomBytes(32));
      events.push({
        transaction_id: txId,
        event_index: 0,
        block_number: head,
        block_timestamp: timestampOf(head),
        contract_address: token,
        event_name: 'Transfer',
        result: { from: `41${hex20(from)}`, to: `0x${hex20(to)}`, value: units.toString() },
      });
      infos.set(txId, {
        id: txId,
        blockNumber: head,
        receipt: { result: 'SUCCESS' },
        log: [{ topics: [TRANSFER_TOPIC.slice(2), hex20(from).padStart(64, '0'), hex20(to).padStart(64, '0')] }],
      });
      return txId;
    },
    forget(txId) {
      infos.delete(txId);
      const index = events.findIndex((e) => e.transaction_id === txId);
      if (index >= 0) events.splice(index, 1);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
