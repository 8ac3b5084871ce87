import type { Kysely } from 'kysely';

/**
 * The search terms of a product as this migration wrote them: a frozen copy of the tokenizer and
 * term rows of modules/catalog/search (tokenize.ts, product-terms.ts) at the time of 0003, so the
 * backfill stays what it was whatever the live search code becomes. Never edit it; a change to how
 * products are indexed that must reach stored rows is a new migration.
 */

// Letters, combining marks (Thai vowels and tone marks are marks) and digits form a run.
const RUN = /[\p{L}\p{M}\p{N}]+/gu;
// Scripts searched by bigrams instead of words; a run is split where it enters or leaves one.
const BIGRAM_SCRIPT = /([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]+)/u;
// A single Han, Kana or Hangul character can be a word; a single Thai letter or mark is not.
const WORD_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const STOPWORDS = new Set(
  'a an and are as at be by for from in is it its of on or our the this to up with your'.split(' '),
);
const MAX_TERM_LENGTH = 40;
const TITLE_WEIGHT = 3;
const BODY_WEIGHT = 1;

function stem(word: string): string {
  return /^[a-z]{4,}$/.test(word) && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
}

function wordTerm(word: string): string | undefined {
  if ((word.length < 2 && !/\d/.test(word)) || STOPWORDS.has(word)) return undefined;
  return stem(word).slice(0, MAX_TERM_LENGTH);
}

/** The distinct terms a document holds (indexing side: single Han/Kana/Hangul characters too). */
function documentTerms(text: string): Set<string> {
  const terms = new Set<string>();
  for (const run of text.normalize('NFKC').toLowerCase().match(RUN) ?? []) {
    run.split(BIGRAM_SCRIPT).forEach((part, i) => {
      if (!part) return;
      // split() with a capture group puts the bigram-script parts at odd positions.
      if (i % 2 === 0) {
        const term = wordTerm(part);
        if (term) terms.add(term);
        return;
      }
      const chars = Array.from(part);
      if (chars.length === 1) terms.add(chars[0]!);
      else for (const c of chars) if (WORD_CHAR.test(c)) terms.add(c);
      for (let j = 0; j + 1 < chars.length; j++) terms.add(chars[j]! + chars[j + 1]!);
    });
  }
  return terms;
}

function jsonValues(json: string | null | undefined): string[] {
  if (!json) return [];
  try {
    const value = JSON.parse(json) as unknown;
    return value && typeof value === 'object' ? Object.values(value).filter((v) => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

const stripHtml = (html: string): string => html.replace(/<[^>]*>/g, ' ').replace(/&(amp|lt|gt|quot|#39|nbsp);/g, ' ');

interface TermRow {
  term: string;
  product_id: number;
  weight: number;
}

/** The rows of product_terms for one product: title terms weigh 3, body terms 1, summed. */
export function termRows(product: {
  id: number;
  title: string;
  title_i18n?: string | null;
  content: string;
}): TermRow[] {
  const weights = new Map<string, number>();
  for (const term of documentTerms([product.title, ...jsonValues(product.title_i18n)].join(' ')))
    weights.set(term, TITLE_WEIGHT);
  for (const term of documentTerms(stripHtml(product.content)))
    weights.set(term, (weights.get(term) ?? 0) + BODY_WEIGHT);
  return [...weights].map(([term, weight]) => ({ term, product_id: product.id, weight }));
}

// 3 bound values a row: well under SQLite's and PostgreSQL's parameter limits.
const INSERT_BATCH = 2000;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations never use the current Database type
export async function insertTermRows(db: Kysely<any>, rows: TermRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_BATCH) {
    await db
      .insertInto('product_terms')
      .values(rows.slice(i, i + INSERT_BATCH))
      .execute();
  }
}
