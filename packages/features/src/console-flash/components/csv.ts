import type { DownloadedFile } from '@bazaar/api-client';
import { showInvisibleControls } from '@bazaar/contract';

/** Text a spreadsheet would run as a formula when it opens the file. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** Cells holding these are quoted (RFC 4180, and `;`/tab for readers that split on those). */
const NEEDS_QUOTES = /[",;\t\r\n]/;

/**
 * One cell as the server's exports write it: text that starts like a formula gets a leading `'`, invisible
 * controls are written out, a cell with a quote, separator or line break is quoted. Numbers go as they are.
 */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  let text = showInvisibleControls(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A CSV file of a header and rows: UTF-8 with a BOM (spreadsheets then read Thai or Chinese right), CRLF lines. */
export function csvFile(header: string[], rows: (string | number)[][], filename: string): DownloadedFile {
  const text = [header, ...rows].map((cells) => `${cells.map(csvCell).join(',')}\r\n`).join('');
  return { blob: new Blob([`\uFEFF${text}`], { type: 'text/csv;charset=utf-8' }), filename };
}

/** A unix time as the exports write it: ISO 8601 in UTC, the same in every reader's time zone. */
export const isoTime = (seconds: number): string => new Date(seconds * 1000).toISOString();
