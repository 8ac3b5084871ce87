import PDFDocument from 'pdfkit';
import type { Lang } from '@bazaar/contract';
import { translate, type MessageKey, type MessageParams } from '../../i18n';
import { formatMoney } from '../../lib/money';
import { isoTime } from '../../lib/time';
import type { Statement } from './statement';
import { signedMoney } from './statement-csv';
import type { StatementFonts } from './statement-fonts';

/** The face of the Noto Sans CJK collection whose glyph shapes the reader expects (Han differs by region). */
const CJK_FACE: Partial<Record<Lang, string>> = {
  ja: 'NotoSansCJKjp-Regular',
  ko: 'NotoSansCJKkr-Regular',
};
const CJK_DEFAULT_FACE = 'NotoSansCJKsc-Regular';
/** Thai letters go to the Thai font; everything else (Latin, Vietnamese, CJK, Hangul) to Noto Sans CJK. */
const THAI_RUN = /([\u0E00-\u0E7F]+)/;

const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const INK = '#1f2329';
const MUTED = '#6b7280';
const RULE = '#d9dce1';
/** Table columns: time, type, details, amount, balance after (515 pt, A4 less margins). */
const COLUMNS = [
  { key: 'col_time', width: 100, align: 'left' },
  { key: 'col_type', width: 120, align: 'left' },
  { key: 'col_memo', width: 141, align: 'left' },
  { key: 'col_amount', width: 77, align: 'right' },
  { key: 'col_balance', width: 77, align: 'right' },
] as const;
const ROW = 17;

interface TextOptions {
  size: number;
  color?: string;
  /** Right-aligned to `x + width`, or cut with "…" to `width`. */
  width?: number;
  align?: 'left' | 'right' | 'center';
}

/** Draws single-line text across scripts: pdfkit has no font fallback, so each run gets the font that has it. */
class Writer {
  private readonly latin: string;
  private readonly thai: string;

  constructor(
    readonly doc: PDFKit.PDFDocument,
    fonts: StatementFonts,
    readonly lang: Lang,
  ) {
    if (fonts.cjk)
      doc.registerFont('cjk', fonts.cjk, fonts.cjkCollection ? (CJK_FACE[lang] ?? CJK_DEFAULT_FACE) : undefined);
    if (fonts.thai) doc.registerFont('thai', fonts.thai);
    this.latin = fonts.cjk ? 'cjk' : fonts.thai ? 'thai' : 'Helvetica';
    this.thai = fonts.thai ? 'thai' : this.latin;
  }

  t(key: MessageKey, params?: MessageParams): string {
    return translate(this.lang, key, params);
  }

  private runs(text: string) {
    return text
      .split(THAI_RUN)
      .filter(Boolean)
      .map((run) => ({ run, font: THAI_RUN.test(run) ? this.thai : this.latin }));
  }

  /** Widths already measured: a statement repeats its type names, labels and amounts on every page. */
  private readonly widths = new Map<string, number>();

  width(text: string, size: number): number {
    const key = `${size} ${text}`;
    let width = this.widths.get(key);
    if (width === undefined) {
      width = this.runs(text).reduce((w, r) => w + this.doc.font(r.font).fontSize(size).widthOfString(r.run), 0);
      this.widths.set(key, width);
    }
    return width;
  }

  /** `y` is the baseline, so runs in fonts of different heights line up. */
  text(text: string, x: number, y: number, options: TextOptions): void {
    const { size, width, align = 'left' } = options;
    let shown = text;
    if (width !== undefined && this.width(shown, size) > width) {
      // The longest start that fits with "…", found by halving (a statement has thousands of cells).
      const chars = [...text];
      let [fits, tooLong] = [0, chars.length];
      while (tooLong - fits > 1) {
        const mid = (fits + tooLong) >> 1;
        if (this.width(`${chars.slice(0, mid).join('')}…`, size) <= width) fits = mid;
        else tooLong = mid;
      }
      shown = `${chars.slice(0, fits).join('')}…`;
    }
    const w = this.width(shown, size);
    let at = x;
    if (width !== undefined && align === 'right') at = x + width - w;
    if (width !== undefined && align === 'center') at = x + (width - w) / 2;
    this.doc.fillColor(options.color ?? INK);
    for (const { run, font } of this.runs(shown)) {
      this.doc.font(font).fontSize(size).text(run, at, y, { lineBreak: false, baseline: 'alphabetic' });
      at += this.width(run, size);
    }
  }
}

/**
 * The language a PDF can be written in with the fonts found: the reader's, or English when the
 * font of their script is missing (PDF's built-in Helvetica shows Latin only), rather than a
 * statement of unreadable glyphs.
 */
export function pdfLanguage(lang: Lang, fonts: StatementFonts): Lang {
  if ((lang === 'ja' || lang === 'ko' || lang === 'zh-cn') && !fonts.cjk) return 'en';
  if (lang === 'th' && !fonts.thai) return 'en';
  if (lang === 'vi' && !fonts.cjk && !fonts.thai) return 'en';
  return lang;
}

const day = (seconds: number) => isoTime(seconds).slice(0, 10);
const dateTime = (seconds: number) => isoTime(seconds).slice(0, 19).replace('T', ' ');

function drawHeading(w: Writer, s: Statement): number {
  const { margin } = PAGE;
  w.text(w.t('statement.title'), margin, margin + 18, { size: 18 });
  const facts: [MessageKey, string][] = [
    ['statement.holder', s.holder],
    ['statement.account', s.account],
    ['statement.period', `${day(s.from)} – ${day(s.to)}`],
    ['statement.generated', `${dateTime(s.generatedAt)} UTC`],
  ];
  let y = margin + 46;
  for (const [label, value] of facts) {
    w.text(w.t(label), margin, y, { size: 9, color: MUTED, width: 110 });
    w.text(value, margin + 115, y, { size: 10, width: 400 });
    y += 16;
  }
  const boxes: [MessageKey, string][] = [
    ['statement.opening', formatMoney(s.opening)],
    ['statement.money_in', signedMoney(s.moneyIn)],
    ['statement.money_out', formatMoney(s.moneyOut)],
    ['statement.closing', formatMoney(s.closing)],
  ];
  const boxWidth = (PAGE.width - 2 * margin - 3 * 8) / 4;
  y += 4;
  boxes.forEach(([label, value], i) => {
    const x = margin + i * (boxWidth + 8);
    w.doc.roundedRect(x, y, boxWidth, 44, 4).fill('#f3f4f6');
    w.text(w.t(label), x + 8, y + 16, { size: 8.5, color: MUTED, width: boxWidth - 16 });
    w.text(value, x + 8, y + 35, { size: 13, width: boxWidth - 16 });
  });
  y += 60;
  w.text(w.t('statement.times_utc'), margin, y, { size: 8, color: MUTED });
  return y + 10;
}

function drawTableHead(w: Writer, top: number): number {
  let x = PAGE.margin;
  w.doc.rect(PAGE.margin, top, PAGE.width - 2 * PAGE.margin, ROW + 2).fill('#eceef1');
  for (const c of COLUMNS) {
    w.text(w.t(`statement.${c.key}`), x + 3, top + 13, { size: 8.5, color: MUTED, width: c.width - 6, align: c.align });
    x += c.width;
  }
  return top + ROW + 2;
}

/** The PDF statement: heading with the period and balances, then one row per fund record, page numbers at the foot. */
export function statementPdf(s: Statement, fonts: StatementFonts): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    bufferPages: true,
    lang: s.lang,
    info: { Title: `${translate(s.lang, 'statement.title')} ${day(s.from)} – ${day(s.to)}`, Author: 'Bazaar' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const w = new Writer(doc, fonts, s.lang);
  const bottom = PAGE.height - PAGE.margin - 16;
  let y = drawTableHead(w, drawHeading(w, s) + 6);
  if (!s.lines.length) w.text(w.t('statement.no_lines'), PAGE.margin + 3, y + 16, { size: 9, color: MUTED });
  for (const line of s.lines) {
    if (y + ROW > bottom) {
      doc.addPage({ size: 'A4', margin: 0 });
      y = drawTableHead(w, PAGE.margin);
    }
    const cells = [dateTime(line.createtime), line.type, line.memo, signedMoney(line.amount), formatMoney(line.after)];
    let x = PAGE.margin;
    COLUMNS.forEach((c, i) => {
      w.text(cells[i]!, x + 3, y + 12, { size: 8.5, width: c.width - 6, align: c.align });
      x += c.width;
    });
    y += ROW;
    doc
      .moveTo(PAGE.margin, y)
      .lineTo(PAGE.width - PAGE.margin, y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
  }
  const { start, count } = doc.bufferedPageRange();
  for (let page = start; page < start + count; page += 1) {
    doc.switchToPage(page);
    const label = w.t('statement.page', { page: page - start + 1, pages: count });
    w.text(label, PAGE.margin, PAGE.height - PAGE.margin + 10, {
      size: 8,
      color: MUTED,
      width: PAGE.width - 2 * PAGE.margin,
      align: 'center',
    });
  }
  doc.end();
  return done;
}
