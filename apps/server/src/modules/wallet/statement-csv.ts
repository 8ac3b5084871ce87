import { translate, type MessageKey } from '../../i18n';
import { formatMoney } from '../../lib/money';
import { isoTime, type Statement } from './statement';

/** Text a spreadsheet would run as a formula (or as DDE) when it opens the file. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180): quoted when it holds a quote, comma or line break, quotes doubled.
 * Text that starts like a formula gets a leading `'` so a spreadsheet shows it instead of
 * running it; numbers (the signed amounts) are written as they are.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

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
