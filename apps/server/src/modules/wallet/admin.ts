import type { AdminWalletListQuery, WithdrawalRecord, Page, TopUpRecord } from '@bazaar/contract';
import { sql } from 'kysely';
import type { DbOrTrx } from '../../db';
import { pageArgs, toPage } from '../../lib/pagination';
import { col, tableOrder } from '../../lib/table-query';
import { topUpRows, toWithdrawalRecord, toTopUpRecord } from './records';
import { withdrawalRows } from './withdrawal';

/** What an operator needs besides the shopper's own view: who asked, and where to pay. */
export type AdminTopUpItem = TopUpRecord & { user_id: number; username: string; by_watcher: boolean };
export type AdminWithdrawalItem = WithdrawalRecord & {
  user_id: number;
  username: string;
  account_name: string;
};

/** The account names of the shoppers on a page, so the operator reads who asked, not an id. */
export async function usernames(db: DbOrTrx, userIds: number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('id', 'in', [...new Set(userIds)])
    .execute();
  return new Map(rows.map((r) => [r.id, r.username]));
}

const isAuditStatus = (s: string | undefined): s is 'auditing' | 'passed' | 'refused' =>
  s === 'auditing' || s === 'passed' || s === 'refused';

/**
 * `keyword`: a shopper id, or part of an address or account name (any case), or of a card's last
 * four digits (typed bare or masked, "•••• 1114"): the rest of a card number is never searched, so
 * a search cannot reveal the digits that records and the shopper's own view hide.
 */
function keywordOf(query: AdminWalletListQuery): { like: string; cardLike: string; id: number } | undefined {
  const text = query.keyword?.trim().toLowerCase();
  if (!text) return undefined;
  // LIKE wildcards in the keyword are dropped: SQLite has no default escape character.
  const plain = text.replace(/[%_\\]/g, '');
  const card = plain.replace(/^[•*\s]+/, '');
  return { like: `%${plain}%`, cardLike: `%${card}%`, id: /^\d{1,9}$/.test(text) ? Number(text) : -1 };
}

/**
 * The top-ups of the operator's table, filtered (not yet sorted or paged): by status, keyword
 * (shopper id or part of the address) and creation period. recharge/list and recharge/export read
 * the same rows.
 */
export function adminTopUpRows(db: DbOrTrx, query: AdminWalletListQuery) {
  let base = topUpRows(db).select('r.admin_id');
  if (isAuditStatus(query.status)) base = base.where('r.status', '=', query.status);
  const keyword = keywordOf(query);
  if (keyword) {
    base = base.where((eb) =>
      eb.or([eb('r.user_id', '=', keyword.id), eb(eb.fn('lower', ['r.address']), 'like', keyword.like)]),
    );
  }
  if (query.start !== undefined) base = base.where('r.createtime', '>=', query.start);
  if (query.end !== undefined) base = base.where('r.createtime', '<', query.end);
  return base;
}

const TOP_UP_SORTS = { createtime: col('r.createtime'), amount: col('r.amount'), status: col('r.status') };

/** recharge/list: every shopper's top-ups, newest first unless sorted. */
export async function adminTopUpList(db: DbOrTrx, query: AdminWalletListQuery): Promise<Page<AdminTopUpItem>> {
  const args = pageArgs(query);
  const base = adminTopUpRows(db, query);
  let rowsQuery = base.limit(args.limit).offset(args.offset);
  for (const [expression, direction] of tableOrder(TOP_UP_SORTS, col('r.id'), query)) {
    rowsQuery = rowsQuery.orderBy(expression, direction);
  }
  const rows = await rowsQuery.execute();
  const { n } = await base
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const names = await usernames(
    db,
    rows.map((r) => r.user_id),
  );
  return toPage(
    rows.map((r) => ({
      ...toTopUpRecord(r),
      // The operator matches the payment against the full paying account.
      address: r.address,
      user_id: r.user_id,
      username: names.get(r.user_id) ?? '',
      // Passed with no operator: the chain watcher credited a confirmed deposit (deposit/chain-deposits.ts).
      by_watcher: r.status === 'passed' && r.admin_id === null,
    })),
    Number(n),
    args,
  );
}

/**
 * The withdrawals of the operator's table, filtered (not yet sorted or paged): by status, keyword
 * and creation period. extract/list and extract/export read the same rows.
 */
export function adminWithdrawalRows(db: DbOrTrx, query: AdminWalletListQuery) {
  let base = withdrawalRows(db).select('account_name');
  if (isAuditStatus(query.status)) base = base.where('status', '=', query.status);
  const keyword = keywordOf(query);
  if (keyword) {
    base = base.where((eb) =>
      eb.or([
        eb('user_id', '=', keyword.id),
        ...(['address', 'account_name'] as const).map((column) => eb(eb.fn('lower', [column]), 'like', keyword.like)),
        // substr(x, length(x) - 3) is the last four characters on SQLite and PostgreSQL alike.
        eb(eb.fn('substr', ['bank_card_no', sql<number>`length(bank_card_no) - 3`]), 'like', keyword.cardLike),
      ]),
    );
  }
  if (query.start !== undefined) base = base.where('createtime', '>=', query.start);
  if (query.end !== undefined) base = base.where('createtime', '<', query.end);
  return base;
}

const WITHDRAWAL_SORTS = { createtime: col('createtime'), amount: col('amount'), status: col('status') };

/** extract/list: every shopper's withdrawals with the payee details, newest first unless sorted. */
export async function adminWithdrawalList(
  db: DbOrTrx,
  query: AdminWalletListQuery,
): Promise<Page<AdminWithdrawalItem>> {
  const args = pageArgs(query);
  const base = adminWithdrawalRows(db, query);
  let rowsQuery = base.limit(args.limit).offset(args.offset);
  for (const [expression, direction] of tableOrder(WITHDRAWAL_SORTS, col('id'), query)) {
    rowsQuery = rowsQuery.orderBy(expression, direction);
  }
  const rows = await rowsQuery.execute();
  const { n } = await base
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const names = await usernames(
    db,
    rows.map((r) => r.user_id),
  );
  return toPage(
    rows.map((r) => ({
      ...toWithdrawalRecord(r),
      user_id: r.user_id,
      username: names.get(r.user_id) ?? '',
      // The operator reads the full number only while it still has to be paid.
      ...(r.status === 'auditing' ? { bank_card_no: r.bank_card_no } : {}),
      account_name: r.account_name,
    })),
    Number(n),
    args,
  );
}
