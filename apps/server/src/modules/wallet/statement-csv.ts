import { translate, type MessageKey } from '../../i18n';
import { csvCell } from '../../lib/csv';
import { formatMoney } from '../../lib/money';
import { isoTime } from '../../lib/time';
import type { Statement } from './statement';

/** `+12.50` / `-12.50`: an amount with its sign, as /capitalRecord shows it. */
export const signedMoney = (cents: number) => (cents > 0 ? `+${formatMoney(cents)}` : formatMoney(cents));

/** The statement as CSV: UTF-8 with a BOM (so spreadsheets read it as UTF-8), CRLF lines, a header in the reader's language. */
export function statementCsv(statement: Statement): Buffer {
  const t = (key: MessageKey) => csvCell(translate(statement.lang, key));
  const header = ['col_time', 'col_type', 'col_memo', 'col_amount', 'col_balance'] as const;
  const rows = [
    header.map((key) => t(`statement.${key}`)),
    // Amounts are numbers, written as they are; only text cells can carry a formula.
    ...statement.lines.map((l) => [
      csvCell(isoTime(l.createtime)),
      csvCell(l.type),
      csvCell(l.memo),
      signedMoney(l.amount),
      formatMoney(l.after),
    ]),
  ];
  return Buffer.from(`\uFEFF${rows.map((cells) => `${cells.join(',')}\r\n`).join('')}`, 'utf8');
}
