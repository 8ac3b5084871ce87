import type { Db } from '../../db';
import { auditRecharge } from './audit';

/** An on-chain recharge still waiting for its money to be seen. */
export interface PendingChainRecharge {
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
 * implements `confirmed`: given the pending chain recharges, it answers those whose
 * transfer it has seen with enough confirmations. `settleConfirmed` then passes them
 * through the same exactly-once audit an operator uses, so an operator and a watcher can
 * never both credit one recharge.
 *
 * Default: no watcher is configured and every recharge, on-chain or manual, is passed or
 * refused by an operator (POST /api/admin/recharge/audit).
 */
export interface ChainWatcher {
  confirmed(pending: PendingChainRecharge[]): Promise<ConfirmedDeposit[]>;
}

/** One watcher round: asks the watcher about pending chain recharges and credits the confirmed ones. */
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
      await auditRecharge(trx, deposit.rechargeId, 'passed', `On-chain ${deposit.txHash}`, null);
      settled += 1;
    });
  }
  return settled;
}
