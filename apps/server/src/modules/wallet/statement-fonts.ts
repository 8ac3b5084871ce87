import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/** Where the PDF statement's fonts are (STATEMENT_FONT_CJK, STATEMENT_FONT_THAI). */
export interface StatementFontPaths {
  /** Noto Sans CJK: a .ttc collection (its JP, SC or KR face by language) or one .otf/.ttf. */
  cjk: string;
  /** A Thai .ttf, or a folder of them (the first of THAI_FACES found there). */
  thai: string;
}

/** Debian's fonts-noto-cjk and fonts-thai-tlwg. */
export const STATEMENT_FONT_DEFAULTS: StatementFontPaths = {
  cjk: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
  thai: '/usr/share/fonts/truetype/tlwg',
};

/** Sans faces of fonts-thai-tlwg, plainest first. */
const THAI_FACES = ['Loma.ttf', 'Garuda.ttf', 'Sawasdee.ttf', 'Kinnari.ttf', 'Norasi.ttf'];

/** The font files' bytes; a missing one is absent. */
export interface StatementFonts {
  cjk: Buffer | undefined;
  /** The CJK file is a collection (.ttc): its JP, SC or KR face is picked by name. */
  cjkCollection: boolean;
  thai: Buffer | undefined;
}

async function readFile(file: string): Promise<Buffer | undefined> {
  try {
    return await fs.readFile(file);
  } catch {
    return undefined;
  }
}

async function thaiFile(where: string): Promise<string | undefined> {
  const stat = await fs.stat(where).catch(() => undefined);
  if (!stat?.isDirectory()) return stat ? where : undefined;
  const names = await fs.readdir(where);
  const face = THAI_FACES.find((n) => names.includes(n)) ?? names.find((n) => /^[^-]+\.ttf$/i.test(n));
  return face && path.join(where, face);
}

const loaded = new Map<string, Promise<StatementFonts>>();

/**
 * The fonts, read once per thread (the CJK collection is ~20 MB): by the server to choose the
 * PDF's language, and by each statement worker to draw with them.
 */
export function loadStatementFonts(paths: StatementFontPaths): Promise<StatementFonts> {
  const key = `${paths.cjk}\n${paths.thai}`;
  let fonts = loaded.get(key);
  if (!fonts) {
    fonts = (async () => {
      const [cjk, thaiPath] = await Promise.all([readFile(paths.cjk), thaiFile(paths.thai)]);
      const thai = thaiPath ? await readFile(thaiPath) : undefined;
      return { cjk, cjkCollection: cjk?.subarray(0, 4).toString('latin1') === 'ttcf', thai };
    })();
    loaded.set(key, fonts);
  }
  return fonts;
}

const warned = new Set<string>();

/**
 * The fonts on the first PDF, a missing one logged once with what to install: the PDF then uses
 * the other font, or PDF's built-in Helvetica, and is written in English where the reader's
 * script has no font (pdfLanguage).
 */
export async function statementFonts(paths: StatementFontPaths, log: FastifyBaseLogger): Promise<StatementFonts> {
  const fonts = await loadStatementFonts(paths);
  const key = `${paths.cjk}\n${paths.thai}`;
  if (!warned.has(key)) {
    warned.add(key);
    if (!fonts.cjk) {
      log.warn(
        { path: paths.cjk },
        'statement PDF: no CJK font (Debian: apt-get install fonts-noto-cjk, or set STATEMENT_FONT_CJK); statements in Chinese, Japanese and Korean are written in English',
      );
    }
    if (!fonts.thai) {
      log.warn(
        { path: paths.thai },
        'statement PDF: no Thai font (Debian: apt-get install fonts-thai-tlwg, or set STATEMENT_FONT_THAI); statements in Thai are written in English',
      );
    }
  }
  return fonts;
}
