import type { AdminListQuery, MerchantApplication, Page } from '@bazaar/contract';
import type { DbOrTrx } from '../../db';
import { pageArgs, toPage } from '../../lib/pagination';
import { toApplication } from '../content/merchant';

/** The contract's status names to the stored ones. */
const STORED = { auditing: 'pending', passed: 'approved', refused: 'refused' } as const;

/** merchant/applications: newest first, optionally by status (auditing, passed, refused). */
export async function applicationList(db: DbOrTrx, query: AdminListQuery): Promise<Page<MerchantApplication>> {
  const args = pageArgs(query);
  let base = db.selectFrom('merchant_applications');
  const status = STORED[query.status as keyof typeof STORED];
  if (status) base = base.where('status', '=', status);
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('id', 'desc').limit(args.limit).offset(args.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return toPage(rows.map(toApplication), Number(count.n), args);
}
