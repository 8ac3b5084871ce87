import type { Db } from '../../db';
import { auditTopUp } from './audit';

/** An on-chain top-up still waiting for its money to be seen. */
export interface PendingChainTopUp {
  id: number;
  networkName: string;
  /** The address the shopper says they paid from. */
  fromAddress: string;
  /** The platform's deposit address on that network. */
  toAddress: string;
  amountCents: number;
}

/** A deposit a watcher has seen confirmed on chain. */
export interface ConfirmedDeposit {
  rechargeId: number;
  txHash: string;
}

/**
 * The seam for automatic on-chain deposits. A real watcher (a node or an explorer API)
 * implements `confirmed`: given the pending chain top-ups, it answers those whose
 * transfer it has seen with enough confirmations. `settleConfirmed` then passes them
 * through the same exactly-once audit an operator uses, so an operator and a watcher can
 * never both credit one top-up.
 *
 * Default: no watcher is configured and every top-up, on-chain or manual, is passed or
 * refused by an operator (POST /api/admin/recharge/audit).
 */
export interface ChainWatcher {
  confirmed(pending: PendingChainTopUp[]): Promise<ConfirmedDeposit[]>;
}

/** One watcher round: asks the watcher about pending chain top-ups and credits the confirmed ones. */
export async function settleConfirmed(db: Db, watcher: ChainWatcher): Promise<number> {
  const rows = await db
    .selectFrom('recharges as r')
    .innerJoin('chain_networks as n', 'n.id', 'r.network_id')
    .select(['r.id', 'n.name', 'r.address', 'n.address as to_address', 'r.amount'])
    .where('r.type', '=', 'chain')
    .where('r.status', '=', 'auditing')
    .execute();
  const pending = rows.map((r) => ({
    id: r.id,
    networkName: r.name,
    fromAddress: r.address,
    toAddress: r.to_address,
    amountCents: r.amount,
  }));
  const known = new Set(pending.map((p) => p.id));
  let settled = 0;
  for (const deposit of await watcher.confirmed(pending)) {
    if (!known.has(deposit.rechargeId)) continue;
    await db.transaction().execute(async (trx) => {
      await auditTopUp(trx, deposit.rechargeId, 'passed', `On-chain ${deposit.txHash}`, null);
      settled += 1;
    });
  }
  return settled;
}

/** A token transfer to one of the shoppers' deposit addresses, as a chain reports it. */
export interface SeenTransfer {
  txHash: string;
  /** The event's index in its block (EVM) or transaction (TRON): with txHash, the transfer's identity. */
  logIndex: number;
  blockNumber: number;
  /** '' where the chain's API gives none; `stillThere` then re-reads the transaction instead. */
  blockHash: string;
  from: string;
  /** The receiving address, in the form deposit_addresses keeps it (0x… checksummed or T…). */
  to: string;
  /** The token's integer units, never rounded. */
  units: bigint;
  decimals: number;
}

export interface ScanRequest {
  /** Where the last round stopped (kept in chain_cursors); undefined on a network's first round. */
  cursor: string | undefined;
  head: number;
  confirmations: number;
  /** Every deposit address of the network. */
  addresses: string[];
}

/**
 * The seam for the per-shopper deposit watchers (modules/deposit): one implementation per kind of
 * chain (EVM JSON-RPC, TRON HTTP API). The watcher only reads the chain; what is credited, and that
 * it is credited once, is decided by modules/deposit/watch-round.ts.
 */
export interface ChainDepositWatcher {
  /** The newest block number. */
  head(): Promise<number>;
  /**
   * Transfers of the network's token to any of `addresses` from the cursor on, and the cursor the
   * next round starts from. The next cursor must not pass blocks that still lack confirmations, so
   * a block a reorganization replaces is scanned again.
   */
  scan(request: ScanRequest): Promise<{ transfers: SeenTransfer[]; next: string }>;
  /** Whether the transfer is still in the chain, in the block it was seen in (a reorganization removes it). */
  stillThere(
    transfer: Pick<SeenTransfer, 'txHash' | 'logIndex' | 'blockNumber' | 'blockHash' | 'to'>,
  ): Promise<boolean>;
}
