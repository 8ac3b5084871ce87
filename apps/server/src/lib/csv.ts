import { showInvisibleControls } from '@bazaar/contract';

/** Text a spreadsheet would run as a formula (or as DDE) when it opens the file. */
const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * A formula after a character a spreadsheet may split a cell on: one that opens the file with `;`
 * or tab as separator, or splits text into columns, would start a new cell with it.
 */
const FORMULA_AFTER_SEPARATOR = /([;,\t\r\n])(?=[=+\-@])/g;
/** Cells holding these are quoted (RFC 4180, and `;`/tab for readers that split on those). */
const NEEDS_QUOTES = /[",;\t\r\n]/;

/**
 * One cell of every CSV file the server writes (shoppers' statements, the console's exports).
 * Text that starts like a formula gets a leading `'`, and so does a formula after a separator,
 * so a spreadsheet shows it instead of running it; invisible bidi and zero-width controls are
 * written out visibly (`⟨U+202E⟩`); a cell with a quote, separator or line break is quoted with
 * quotes doubled. Numbers (amounts) are written as they are.
 */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  let text = showInvisibleControls(value).replace(FORMULA_AFTER_SEPARATOR, "$1'");
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
