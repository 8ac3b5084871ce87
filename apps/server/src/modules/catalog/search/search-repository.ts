import type { ProductSort } from '@bazaar/contract';
import type { DbOrTrx } from '../../../db';
import { CARD_COLUMNS, filterWhere, SORT_ORDERS, type ProductCardRow, type ProductFilter } from '../repository';

/**
 * Products holding every term, with their relevance score (the sum of the term weights).
 * Plain GROUP BY / SUM / JOIN: the same SQL and the same answer on SQLite and PostgreSQL.
 * The primary key (term, product_id) of product_terms serves the `term IN (…)` lookup.
 */
function matching(db: DbOrTrx, terms: string[]) {
  const matches = db
    .selectFrom('product_terms')
    .select((eb) => ['product_terms.product_id', eb.fn.sum<number>('product_terms.weight').as('score')])
    .where('product_terms.term', 'in', terms)
    .groupBy('product_terms.product_id')
    .having((eb) => eb.fn.countAll(), '=', terms.length)
    .as('m');
  return db.selectFrom('products').innerJoin(matches, 'm.product_id', 'products.id');
}

export async function searchPage(
  db: DbOrTrx,
  terms: string[],
  filter: ProductFilter,
  page: { sort: ProductSort; limit: number; offset: number },
): Promise<ProductCardRow[]> {
  let query = matching(db, terms).select(CARD_COLUMNS).where(filterWhere(filter));
  if (page.sort === 'default') {
    // Relevance, then the better seller, then id: a total order, so pages never overlap.
    query = query.orderBy('m.score', 'desc').orderBy('products.sales', 'desc').orderBy('products.id', 'asc');
  } else {
    for (const [column, direction] of SORT_ORDERS[page.sort]) query = query.orderBy(`products.${column}`, direction);
  }
  return query.limit(page.limit).offset(page.offset).execute();
}

export async function countSearch(db: DbOrTrx, terms: string[], filter: ProductFilter): Promise<number> {
  const row = await matching(db, terms)
    .where(filterWhere(filter))
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
