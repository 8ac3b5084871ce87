import type { ChainDeposit, ChainDepositQuery, Page } from '@bazaar/contract';
import type { DbOrTrx } from '../../db';
import { BusinessError } from '../../lib/errors';
import { formatMoney } from '../../lib/money';
import { pageArgs, toPage } from '../../lib/pagination';

/**
 * user/chain_deposits: the transfers the watcher has seen to the caller's own address on a network,
 * newest first. Confirmations are counted from the head the watcher kept in its last round
 * (chain_cursors.head), never by asking the chain during a request. Hidden networks answer too:
 * an address handed out before a network was hidden may still receive money.
 */
export async function chainDepositLog(
  db: DbOrTrx,
  userId: number,
  query: ChainDepositQuery,
): Promise<Page<ChainDeposit>> {
  if (!query.network_id) throw new BusinessError('recharge.choose_network', { field: 'network_id' });
  const network = await db
    .selectFrom('chain_networks as n')
    .leftJoin('chain_cursors as c', 'c.network_id', 'n.id')
    .select(['n.id', 'n.confirmations', 'c.head'])
    .where('n.id', '=', query.network_id)
    .executeTakeFirst();
  if (!network) throw new BusinessError('recharge.same_network', { field: 'network_id' });
  const needed = Math.max(1, network.confirmations);
  const head = Number(network.head ?? 0);
  const args = pageArgs(query);
  const base = db.selectFrom('chain_deposits').where('user_id', '=', userId).where('network_id', '=', network.id);
  const rows = await base
    .select(['id', 'network_id', 'amount', 'tx_hash', 'status', 'block_number', 'recharge_id', 'createtime'])
    .orderBy('id', 'desc')
    .limit(args.limit)
    .offset(args.offset)
    .execute();
  const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const confirmationsOf = (status: string, block: number) =>
    status === 'credited' || status === 'below_min'
      ? needed
      : status === 'dropped'
        ? 0
        : seenConfirmations(head, block, needed);
  return toPage(
    rows.map((r) => ({
      id: r.id,
      network_id: r.network_id,
      // Too large to credit automatically is stored as -1 cents (recordSeen): nothing to show as an amount.
      amount: formatMoney(Math.max(0, r.amount)),
      tx_hash: r.tx_hash,
      status: r.status,
      confirmations: confirmationsOf(r.status, r.block_number),
      confirmations_needed: needed,
      recharge_id: r.recharge_id,
      createtime: r.createtime,
    })),
    Number(n),
    args,
  );
}

/** A deposit in block b has head − b + 1 confirmations (watch-round.ts), shown at most as many as needed. */
export function seenConfirmations(head: number, block: number, needed: number): number {
  if (head <= 0 || head < block) return 0;
  return Math.min(needed, head - block + 1);
}
