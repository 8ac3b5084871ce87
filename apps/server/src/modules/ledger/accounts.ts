import type { DbOrTrx, LedgerAccountKind } from '../../db';
import { nowSeconds } from '../../lib/time';

/** An account named by what it is: a user's wallet, a shop's payable, or a platform account (owner 0). */
export interface AccountRef {
  kind: LedgerAccountKind;
  /** User id for user_*, shop id for merchant_payable, 0 (default) for platform accounts. */
  ownerId?: number;
}

/**
 * Accounts that hold real value for someone and so can never go below zero. External
 * accounts mirror money outside the platform and are signed by nature (deposits go negative).
 */
export const NON_NEGATIVE_KINDS: ReadonlySet<LedgerAccountKind> = new Set([
  'user_available',
  'user_frozen',
  'platform_escrow',
  'merchant_payable',
]);

/** The id of an account, creating it with a zero balance on first use. */
export async function accountId(db: DbOrTrx, ref: AccountRef): Promise<number> {
  const owner = ref.ownerId ?? 0;
  const find = () =>
    db
      .selectFrom('ledger_accounts')
      .select('id')
      .where('kind', '=', ref.kind)
      .where('owner_id', '=', owner)
      .executeTakeFirst();
  const found = await find();
  if (found) return found.id;
  const now = nowSeconds();
  // A concurrent first use may insert the same row: the unique key keeps one, we read it back.
  await db
    .insertInto('ledger_accounts')
    .values({ kind: ref.kind, owner_id: owner, createtime: now, updatetime: now })
    .onConflict((oc) => oc.columns(['kind', 'owner_id']).doNothing())
    .execute();
  const created = await find();
  if (!created) throw new Error(`ledger account ${ref.kind}/${owner} could not be created`);
  return created.id;
}

/** Current balance in cents; 0 for an account never used. */
export async function balanceOf(db: DbOrTrx, ref: AccountRef): Promise<number> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('kind', '=', ref.kind)
    .where('owner_id', '=', ref.ownerId ?? 0)
    .executeTakeFirst();
  return row?.balance ?? 0;
}

/** A shopper's wallet: `money` (available) and `frozen_money` (withdrawals under audit), in cents. */
export async function userBalances(db: DbOrTrx, userId: number): Promise<{ money: number; frozen: number }> {
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['kind', 'balance'])
    .where('owner_id', '=', userId)
    .where('kind', 'in', ['user_available', 'user_frozen'])
    .execute();
  const of = (kind: LedgerAccountKind) => rows.find((r) => r.kind === kind)?.balance ?? 0;
  return { money: of('user_available'), frozen: of('user_frozen') };
}
