import type { DbOrTrx } from '../../../db';
import { documentTerms } from './tokenize';

/** Title terms outrank body terms; a term in both adds up. */
export const TITLE_WEIGHT = 3;
export const BODY_WEIGHT = 1;

export interface ProductText {
  title: string;
  /** JSON { lang: title } */
  title_i18n?: string;
  /** HTML description */
  content: string;
}

export interface ProductTermRow {
  term: string;
  product_id: number;
  weight: number;
}

function jsonValues(json: string | undefined): string[] {
  if (!json) return [];
  try {
    const value = JSON.parse(json) as unknown;
    return value && typeof value === 'object' ? Object.values(value).filter((v) => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

const stripHtml = (html: string): string => html.replace(/<[^>]*>/g, ' ').replace(/&(amp|lt|gt|quot|#39|nbsp);/g, ' ');

/** The rows of product_terms for one product. */
export function productTermRows(productId: number, text: ProductText): ProductTermRow[] {
  const title = documentTerms([text.title, ...jsonValues(text.title_i18n)].join(' '));
  const body = documentTerms(stripHtml(text.content));
  const weights = new Map<string, number>();
  for (const term of title) weights.set(term, TITLE_WEIGHT);
  for (const term of body) weights.set(term, (weights.get(term) ?? 0) + BODY_WEIGHT);
  return [...weights].map(([term, weight]) => ({ term, product_id: productId, weight }));
}

// 3 bound values a row: well under SQLite's and PostgreSQL's parameter limits.
const INSERT_BATCH = 2000;

export async function insertTermRows(db: DbOrTrx, rows: ProductTermRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_BATCH) {
    await db
      .insertInto('product_terms')
      .values(rows.slice(i, i + INSERT_BATCH))
      .execute();
  }
}

/**
 * Rewrites a product's search terms from its stored text. Every writer of a product's title
 * or content (seed, console) calls this in the same transaction as its write.
 */
export async function reindexProduct(db: DbOrTrx, productId: number): Promise<void> {
  const product = await db
    .selectFrom('products')
    .select(['title', 'title_i18n', 'content'])
    .where('id', '=', productId)
    .executeTakeFirst();
  await db.deleteFrom('product_terms').where('product_id', '=', productId).execute();
  if (!product) return;
  await insertTermRows(db, productTermRows(productId, product));
}
