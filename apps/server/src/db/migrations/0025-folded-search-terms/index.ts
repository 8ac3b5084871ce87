import type { Kysely, Migration } from 'kysely';
import { insertTermRows, termRows } from '../0003-catalog-search/terms';
import { foldedTermRows } from './terms';

/**
 * Search finds words whatever their accents ("tra xanh" finds "Trà xanh"): product_terms holds
 * every word folded (NFD without combining marks, đ → d, ß → ss, …) and, for a word with accents,
 * a row of the word as written, which ranks an exact spelling first. The index is rebuilt from
 * the products; down rebuilds it as 0003 wrote it.
 */

const REBUILD_BATCH = 1000;

type Product = { id: number; title: string; title_i18n: string | null; content: string };

async function rebuildTerms(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations never use the current Database type
  db: Kysely<any>,
  rowsOf: (product: Product) => { term: string; product_id: number; weight: number }[],
): Promise<void> {
  await db.deleteFrom('product_terms').execute();
  let after = 0;
  for (;;) {
    const products: Product[] = await db
      .selectFrom('products')
      .select(['id', 'title', 'title_i18n', 'content'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(REBUILD_BATCH)
      .execute();
    if (!products.length) return;
    await insertTermRows(db, products.flatMap(rowsOf));
    after = products[products.length - 1]!.id;
  }
}

export function foldedSearchTerms(): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    up: (db: Kysely<any>) => rebuildTerms(db, foldedTermRows),
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    down: (db: Kysely<any>) => rebuildTerms(db, termRows),
  };
}
