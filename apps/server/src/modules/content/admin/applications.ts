import type { AdminApplicationListQuery, MerchantApplication, Page } from '@bazaar/contract';
import type { DbOrTrx } from '../../../db';
import { pageArgs, toPage } from '../../../lib/pagination';
import { toApplication } from '../merchant';
import { col, tableOrder } from '../../../lib/table-query';

/** The contract's status names to the stored ones. */
const STORED = { auditing: 'pending', passed: 'approved', refused: 'refused' } as const;

const SORTS = { createtime: col('createtime') };

/** merchant/applications: newest first unless sorted, optionally by status (auditing, passed, refused) and period. */
export async function applicationList(
  db: DbOrTrx,
  query: AdminApplicationListQuery,
): Promise<Page<MerchantApplication>> {
  const args = pageArgs(query);
  let base = db.selectFrom('merchant_applications');
  const status = STORED[query.status as keyof typeof STORED];
  if (status) base = base.where('status', '=', status);
  if (query.start !== undefined) base = base.where('createtime', '>=', query.start);
  if (query.end !== undefined) base = base.where('createtime', '<', query.end);
  let rowsQuery = base.selectAll().limit(args.limit).offset(args.offset);
  for (const [expression, direction] of tableOrder(SORTS, col('id'), query)) {
    rowsQuery = rowsQuery.orderBy(expression, direction);
  }
  const [rows, count] = await Promise.all([
    rowsQuery.execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return toPage(rows.map(toApplication), Number(count.n), args);
}
