import { Readable } from 'node:stream';
import type { Lang } from '@bazaar/contract';
import { translate, type MessageKey } from '../i18n';
import { formatMoney } from './money';
import { isoTime } from './time';
import { csvCell } from './csv';

/** Rows read (and written) per database round: memory stays flat however long the file is. */
export const EXPORT_CHUNK = 500;

/** A cell: text (escaped, formula-guarded), a whole number, money in cents, a time or nothing. */
export type Cell = string | number | { cents: number } | { time: number | null };

export interface CsvColumn<R> {
  /** `admin_desk.col_*`: the header, in the reader's language. */
  header: MessageKey;
  value: (row: R) => Cell;
}

function cellText(cell: Cell): string {
  if (typeof cell === 'string') return csvCell(cell);
  if (typeof cell === 'number') return String(cell);
  // Money and times are built here from numbers, never from stored text: nothing to guard.
  if ('cents' in cell) return formatMoney(cell.cents);
  return cell.time === null ? '' : isoTime(cell.time);
}

const line = (cells: string[]) => `${cells.join(',')}\r\n`;

/**
 * A CSV file as a stream: BOM and header, then the rows a page at a time. `next(afterId)` reads
 * the page after a row id (keyset, newest first: ids below it), undefined for the first; pages
 * shorter than EXPORT_CHUNK end the file. The first page is read before this answers, so an error
 * there is still an envelope; a later one aborts the download (the client sees a broken file,
 * never a silently short one).
 */
export async function csvStream<R extends { id: number }>(
  lang: Lang,
  columns: readonly CsvColumn<R>[],
  next: (afterId: number | undefined) => Promise<R[]>,
): Promise<Readable> {
  const render = (rows: R[]) => rows.map((r) => line(columns.map((c) => cellText(c.value(r))))).join('');
  const first = await next(undefined);
  async function* chunks() {
    yield `\uFEFF${line(columns.map((c) => csvCell(translate(lang, c.header))))}`;
    let page = first;
    for (;;) {
      if (page.length) yield render(page);
      if (page.length < EXPORT_CHUNK) return;
      page = await next(page[page.length - 1]!.id);
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}
