import { inflateSync } from 'node:zlib';

/** A PDF's objects by number, each stream inflated (pdfkit writes FlateDecode streams). */
function pdfObjects(pdf: Buffer): Map<number, string> {
  const raw = pdf.toString('latin1');
  const objects = new Map<number, string>();
  for (const m of raw.matchAll(/(\d+) 0 obj\n([\s\S]*?)\nendobj/g)) {
    const body = m[2]!;
    const at = body.indexOf('\nstream\n');
    if (at < 0) {
      objects.set(Number(m[1]), body);
      continue;
    }
    const dict = body.slice(0, at);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? 0);
    const data = Buffer.from(body.slice(at + 8, at + 8 + length), 'latin1');
    const text = dict.includes('/FlateDecode') ? inflateSync(data).toString('latin1') : data.toString('latin1');
    objects.set(Number(m[1]), `${dict}\nstream\n${text}`);
  }
  return objects;
}

/**
 * A ToUnicode CMap's glyph codes → text (the bfrange arrays and bfchar pairs pdfkit writes). A glyph that stands
 * for several code points (a ligature such as "fi", a surrogate pair) is one array entry with its code units
 * separated by spaces, `<0066 0069>`: it must count as one entry, or every later glyph is read as its neighbour.
 */
function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const text = (hex: string) =>
    String.fromCharCode(...(hex.replace(/\s+/g, '').match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)));
  for (const m of cmap.matchAll(/<([0-9a-f]+)> <[0-9a-f]+> \[([^\]]*)\]/gi)) {
    [...m[2]!.matchAll(/<([0-9a-f\s]+)>/gi)].forEach((u, i) => map.set(parseInt(m[1]!, 16) + i, text(u[1]!)));
  }
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const m of block[1]!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>/gi)) map.set(parseInt(m[1]!, 16), text(m[2]!));
  }
  return map;
}

/**
 * The text a PDF shows, in drawing order, read back through each embedded font's ToUnicode map;
 * runs drawn one after the other are joined without a space. Enough for pdfkit's own output.
 */
export function pdfText(pdf: Buffer): string {
  const objects = pdfObjects(pdf);
  const fonts = new Map<string, Map<number, string>>();
  for (const body of objects.values()) {
    for (const m of body.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const cmapRef = /\/ToUnicode (\d+) 0 R/.exec(objects.get(Number(m[2])) ?? '')?.[1];
      if (cmapRef) fonts.set(m[1]!, toUnicode(objects.get(Number(cmapRef)) ?? ''));
    }
  }
  let out = '';
  for (const body of objects.values()) {
    let font: Map<number, string> | undefined;
    for (const m of body.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
      if (m[1]) font = fonts.get(m[1]);
      else if (font) {
        for (const hex of m[2]!.matchAll(/<([0-9a-f]*)>/gi)) {
          out += (hex[1]!.match(/.{4}/g) ?? []).map((g) => font!.get(parseInt(g, 16)) ?? '').join('');
        }
      }
    }
  }
  return out;
}

/** The names of the fonts a PDF embeds (subset prefixes dropped). */
export function pdfFonts(pdf: Buffer): string[] {
  const names = [...pdf.toString('latin1').matchAll(/\/BaseFont \/(?:[A-Z]{6}\+)?([\w-]+)/g)].map((m) => m[1]!);
  return [...new Set(names)];
}

/** The document's title (its Info dictionary), as pdfkit writes it: a literal string, UTF-16BE when not ASCII. */
export function pdfTitle(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const ref = /\/Title (\d+) 0 R/.exec(raw)?.[1];
  const literal = ref ? new RegExp(`\\n${ref} 0 obj\\n\\(([\\s\\S]*?)\\)\\nendobj`).exec(raw)?.[1] : undefined;
  if (literal === undefined) return '';
  const escapes: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
  const bytes = Buffer.from(
    literal.replace(/\\([0-7]{1,3}|.)/g, (_, c: string) =>
      /^[0-7]+$/.test(c) ? String.fromCharCode(parseInt(c, 8)) : (escapes[c] ?? c),
    ),
    'latin1',
  );
  if (bytes[0] !== 0xfe || bytes[1] !== 0xff) return bytes.toString('latin1');
  return Buffer.from(bytes.subarray(2)).swap16().toString('utf16le');
}
