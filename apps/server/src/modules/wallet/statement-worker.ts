import type { Statement } from './statement';
import { loadStatementFonts, type StatementFontPaths } from './statement-fonts';
import { statementPdf } from './statement-pdf';

/** What the server sends a statement worker: the statement to draw, and where its fonts are. */
export interface StatementPdfTask {
  statement: Statement;
  fonts: StatementFontPaths;
}

/**
 * Draws one PDF statement in a worker thread of the statement pool (statement-pool.ts); each
 * worker reads the fonts once. The bytes arrive in the server as a Uint8Array.
 */
export default async function drawStatementPdf({ statement, fonts }: StatementPdfTask): Promise<Buffer> {
  return statementPdf(statement, await loadStatementFonts(fonts));
}
