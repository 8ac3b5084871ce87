/**
 * Text that shoppers and merchants write (account names, memos, shop names) may hold characters
 * that draw nothing yet change what is read: bidi overrides and isolates reorder the rest of the
 * line (an account name "admin‮gnp.exe" reads "adminexe.png"), zero-width characters and marks
 * make two names that look the same differ. Operators' views and exported files show each one as
 * a visible code instead (`⟨U+202E⟩`), so what an operator reads is what is stored.
 */

/** Arabic letter mark, zero-width space/non-joiner/joiner, LRM/RLM, bidi embeddings and overrides (U+202A–U+202E), word joiner and invisible operators, bidi isolates (U+2066–U+2069), BOM. */
const INVISIBLE_CONTROLS = /[\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;

/** `text` with every invisible control written out visibly as `⟨U+XXXX⟩`; other text as it is. */
export function showInvisibleControls(text: string): string {
  return text.replace(
    INVISIBLE_CONTROLS,
    (c) => `⟨U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}⟩`,
  );
}
