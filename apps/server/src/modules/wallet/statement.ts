import type { AuditStatus, BillExportFormat, BillExportQuery, Lang } from '@bazaar/contract';
import type { DbOrTrx } from '../../db';
import { translate, type MessageKey } from '../../i18n';
import { BusinessError } from '../../lib/errors';
import { isoTime } from '../../lib/time';
import { refStates } from './bill';

const DAY = 86_400;
/** The longest period one file covers: a year, leap day included. */
export const STATEMENT_MAX_DAYS = 366;
/**
 * The most lines one file holds; a longer period is refused rather than cut (a cut file's closing
 * balance would lie). A PDF costs a worker thread about 1 ms a line with Thai shaping: 2,000.
 */
export const STATEMENT_MAX_LINES: Record<BillExportFormat, number> = { csv: 5_000, pdf: 2_000 };
/** Without `from`, the 30 days before `to`. */
const DEFAULT_DAYS = 30;

/** One fund record as the reader sees it: type and details in their language, money in integer cents. */
export interface StatementLine {
  id: number;
  createtime: number;
  type: string;
  memo: string;
  amount: number;
  after: number;
}

export interface Statement {
  lang: Lang;
  holder: string;
  account: string;
  /** The period, unix seconds, both ends included. */
  from: number;
  to: number;
  /** Balance before the first line of the period (or, without lines, the balance then), cents. */
  opening: number;
  closing: number;
  moneyIn: number;
  moneyOut: number;
  lines: StatementLine[];
  generatedAt: number;
}

/** `from`/`to` with their defaults, checked: in order and at most STATEMENT_MAX_DAYS long. */
export function statementPeriod(query: Pick<BillExportQuery, 'from' | 'to'>, now: number) {
  const to = query.to ?? now;
  const from = query.from ?? Math.max(0, to - DEFAULT_DAYS * DAY);
  if (from > to) throw new BusinessError('statement.period_order', { field: 'from' });
  if (to - from >= STATEMENT_MAX_DAYS * DAY) {
    throw new BusinessError('statement.period_too_long', { field: 'to', params: { days: STATEMENT_MAX_DAYS } });
  }
  return { from, to };
}

const TYPES = ['deposit', 'recharge', 'withdrawal_freeze', 'withdrawal_unfreeze', 'order_pay', 'refund'];
const REF_KINDS = ['recharge', 'withdrawal', 'order', 'refund'];

/** The type's name as /capitalRecord shows it: a withdrawal's hold says what became of it. */
function typeName(lang: Lang, type: string, state: AuditStatus | undefined): string {
  if (type === 'withdrawal_freeze' && (state === 'passed' || state === 'refused')) {
    return translate(lang, state === 'passed' ? 'statement.type_withdrawal_paid' : 'statement.type_withdrawal_refused');
  }
  return translate(lang, `statement.type_${TYPES.includes(type) ? type : 'other'}` as MessageKey);
}

/** What the line is for, in the reader's language ("Order #12"); refs the shopper cannot know keep their memo. */
function details(lang: Lang, ref: string, memo: string): string {
  const match = /^([a-z_]+):(\d+)$/.exec(ref);
  if (!match || !REF_KINDS.includes(match[1]!)) return memo;
  return translate(lang, `statement.ref_${match[1]}` as MessageKey, { id: match[2]! });
}

/** The caller's fund records of a period with opening and closing balance, ready to render. */
export async function buildStatement(
  db: DbOrTrx,
  userId: number,
  lang: Lang,
  query: Pick<BillExportQuery, 'format' | 'from' | 'to'>,
  now: number,
): Promise<Statement> {
  const { from, to } = statementPeriod(query, now);
  const maxLines = STATEMENT_MAX_LINES[query.format];
  const postings = db
    .selectFrom('ledger_postings as p')
    .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
    .where('a.kind', '=', 'user_available')
    .where('a.owner_id', '=', userId);
  const rows = await postings
    .innerJoin('ledger_transactions as t', 't.id', 'p.transaction_id')
    .select(['p.id', 't.type', 'p.amount', 'p.balance_before', 'p.balance_after', 't.memo', 't.ref', 'p.createtime'])
    .where('p.createtime', '>=', from)
    .where('p.createtime', '<=', to)
    .orderBy('p.id', 'asc')
    .limit(maxLines + 1)
    .execute();
  if (rows.length > maxLines) {
    throw new BusinessError('statement.too_many_lines', { params: { limit: maxLines } });
  }
  const opening = rows.length
    ? rows[0]!.balance_before
    : ((
        await postings
          .select('p.balance_after')
          .where('p.createtime', '<', from)
          .orderBy('p.id', 'desc')
          .limit(1)
          .executeTakeFirst()
      )?.balance_after ?? 0);
  const user = await db
    .selectFrom('users')
    .select(['username', 'nickname', 'real_name', 'email'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const { states } = await refStates(
    db,
    rows.map((r) => r.ref),
  );
  const lines = rows.map((r) => ({
    id: r.id,
    createtime: r.createtime,
    type: typeName(lang, r.type, states.get(r.ref)),
    memo: details(lang, r.ref, r.memo),
    amount: r.amount,
    after: r.balance_after,
  }));
  return {
    lang,
    holder: user.real_name || user.nickname || user.username,
    account: user.email ?? user.username,
    from,
    to,
    opening,
    closing: rows.length ? rows[rows.length - 1]!.balance_after : opening,
    moneyIn: lines.reduce((sum, l) => sum + Math.max(l.amount, 0), 0),
    moneyOut: lines.reduce((sum, l) => sum + Math.min(l.amount, 0), 0),
    lines,
    generatedAt: now,
  };
}

/** `statement-20261101-20261130.csv`: the period's UTC days. */
export function statementFileName(statement: Pick<Statement, 'from' | 'to'>, ext: string): string {
  const day = (s: number) => isoTime(s).slice(0, 10).replaceAll('-', '');
  return `statement-${day(statement.from)}-${day(statement.to)}.${ext}`;
}
