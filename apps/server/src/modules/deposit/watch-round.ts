import type { Db } from '../../db';
import { nowSeconds } from '../../lib/time';
import type { ChainDepositWatcher } from '../wallet/chain-watcher';
import {
  addressBook,
  creditDeposit,
  dueDeposits,
  markDropped,
  readCursor,
  recordSeen,
  writeCursor,
} from './chain-deposits';
import { chainKey } from './chain-key';

/** What a round needs of a chain_networks row. */
export interface WatchedNetwork {
  id: number;
  address_format: string;
  rpc_url: string;
  token_contract: string;
  confirmations: number;
  /** Cents; smaller deposits are recorded, not credited. */
  min_amount: number;
}

export interface RoundResult {
  seen: number;
  credited: number;
  belowMin: number;
  dropped: number;
}

/** EVM addresses compare without their EIP-55 letter case; TRON's base58 is case-sensitive. */
const addressKey = (format: string, address: string) => (format === 'tron' ? address : address.toLowerCase());

/**
 * One watcher round for one network: scan from the cursor, record transfers to shoppers' addresses,
 * move the cursor (kept in the database), then settle what has the network's confirmations — each
 * deposit re-checked against the chain first (a block a reorganization replaced credits nothing) and
 * credited in its own transaction by creditDeposit, which is exactly-once by itself. A round may be
 * cut off anywhere (a crash, a stop) and run again, here or in another instance.
 */
export async function watchRound(db: Db, network: WatchedNetwork, watcher: ChainDepositWatcher): Promise<RoundResult> {
  const result: RoundResult = { seen: 0, credited: 0, belowMin: 0, dropped: 0 };
  const book = await addressBook(db, network.id, nowSeconds());
  if (!book.size) return result;
  const owners = new Map([...book].map(([address, userId]) => [addressKey(network.address_format, address), userId]));
  const key = chainKey(network);
  const head = await watcher.head();
  const confirmations = Math.max(1, network.confirmations);
  const { transfers, next } = await watcher.scan({
    cursor: await readCursor(db, network.id),
    head,
    confirmations,
    addresses: [...book.keys()],
  });
  for (const transfer of transfers) {
    const userId = owners.get(addressKey(network.address_format, transfer.to));
    if (userId === undefined) continue;
    if (await recordSeen(db, { id: network.id, chainKey: key }, userId, transfer)) result.seen += 1;
  }
  await writeCursor(db, network.id, next, head);

  // A deposit in block b has head - b + 1 confirmations.
  for (const due of await dueDeposits(db, network.id, head - confirmations + 1)) {
    const there = await watcher.stillThere({
      txHash: due.tx_hash,
      logIndex: due.log_index,
      blockNumber: due.block_number,
      blockHash: due.block_hash,
      to: due.to_address,
    });
    if (!there) {
      await markDropped(db, due.id);
      result.dropped += 1;
      continue;
    }
    const outcome = await creditDeposit(db, due.id, network.min_amount);
    if (outcome === 'credited') result.credited += 1;
    else if (outcome === 'below_min') result.belowMin += 1;
  }
  return result;
}
