import type { AdminChainDeposit, AdminChainDepositQuery, Page } from '@bazaar/contract';
import type { DbOrTrx } from '../../../db';
import { formatMoney } from '../../../lib/money';
import { pageArgs, toPage } from '../../../lib/pagination';
import { unitsText } from '../token-amount';

/**
 * admin/chain_deposit/list: the deposits the watcher has seen, every shopper's, newest first, so the
 * operator finds those recorded below the network's minimum (not credited: settled by hand) and answers
 * a shopper asking about a transfer. `keyword`: a shopper id (digits alone), or else part of a
 * transaction hash or of the sending or receiving address, in any letter case.
 */
export async function adminChainDepositList(
  db: DbOrTrx,
  query: AdminChainDepositQuery,
): Promise<Page<AdminChainDeposit>> {
  const args = pageArgs(query);
  let base = db
    .selectFrom('chain_deposits as d')
    .innerJoin('chain_networks as n', 'n.id', 'd.network_id')
    .innerJoin('users as u', 'u.id', 'd.user_id');
  if (query.network_id) base = base.where('d.network_id', '=', query.network_id);
  if (query.status) base = base.where('d.status', '=', query.status);
  const text = query.keyword?.trim().toLowerCase();
  if (text && /^\d{1,9}$/.test(text)) {
    // Digits alone are a shopper id: every hash and address holds short runs of digits.
    base = base.where('d.user_id', '=', Number(text));
  } else if (text) {
    // LIKE wildcards in the keyword are dropped: SQLite has no default escape character.
    const like = `%${text.replace(/[%_\\]/g, '')}%`;
    base = base.where((eb) =>
      eb.or(
        (['d.tx_hash', 'd.from_address', 'd.to_address'] as const).map((column) =>
          eb(eb.fn('lower', [column]), 'like', like),
        ),
      ),
    );
  }
  const rows = await base
    .select([
      'd.id',
      'd.network_id',
      'n.name as network_name',
      'd.user_id',
      'u.username',
      'd.tx_hash',
      'd.log_index',
      'd.block_number',
      'd.from_address',
      'd.to_address',
      'd.amount_units',
      'd.decimals',
      'd.amount',
      'd.status',
      'd.recharge_id',
      'd.createtime',
      'd.updatetime',
    ])
    .orderBy('d.id', 'desc')
    .limit(args.limit)
    .offset(args.offset)
    .execute();
  const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return toPage(
    rows.map(({ amount_units, decimals, amount, block_number, ...r }) => ({
      ...r,
      block_number: Number(block_number),
      token_amount: unitsText(BigInt(amount_units), decimals),
      // Too large to credit automatically is stored as -1 cents (recordSeen).
      amount: amount < 0 ? null : formatMoney(amount),
    })),
    Number(n),
    args,
  );
}
