import type { ProductSort } from '@bazaar/contract';
import { sql } from 'kysely';
import type { DbOrTrx } from '../../../db';
import { CARD_COLUMNS, filterWhere, SORT_ORDERS, type ProductCardRow, type ProductFilter } from '../repository';
import type { QueryTerms } from './tokenize';

/**
 * Products holding every term, with their relevance score (the sum of the term weights) and how
 * many of the keyword's accented spellings they hold as typed (rows of their own in the index).
 * Plain GROUP BY / SUM / CASE / JOIN: the same SQL and the same answer on SQLite and PostgreSQL.
 * The primary key (term, product_id) of product_terms serves the `term IN (…)` lookup.
 */
function matching(db: DbOrTrx, { terms, accented }: QueryTerms) {
  const accentedRows = accented.length
    ? sql<number>`sum(case when ${sql.ref('product_terms.term')} in (${sql.join(accented)}) then 1 else 0 end)`
    : sql<number>`0`;
  const matches = db
    .selectFrom('product_terms')
    .select((eb) => [
      'product_terms.product_id',
      eb.fn.sum<number>('product_terms.weight').as('score'),
      accentedRows.as('accented'),
    ])
    .where('product_terms.term', 'in', [...terms, ...accented])
    .groupBy('product_terms.product_id')
    // Every folded term, whatever accented rows came along.
    .having(sql`count(*) - ${accentedRows}`, '=', terms.length)
    .as('m');
  return db.selectFrom('products').innerJoin(matches, 'm.product_id', 'products.id');
}

export async function searchPage(
  db: DbOrTrx,
  terms: QueryTerms,
  filter: ProductFilter,
  page: { sort: ProductSort; limit: number; offset: number },
): Promise<ProductCardRow[]> {
  let query = matching(db, terms).select(CARD_COLUMNS).where(filterWhere(filter));
  if (page.sort === 'default') {
    // The keyword's accents as typed, then relevance, then the better seller, then id: a total
    // order, so pages never overlap.
    query = query
      .orderBy('m.accented', 'desc')
      .orderBy('m.score', 'desc')
      .orderBy('products.sales', 'desc')
      .orderBy('products.id', 'asc');
  } else {
    for (const [column, direction] of SORT_ORDERS[page.sort]) query = query.orderBy(`products.${column}`, direction);
  }
  return query.limit(page.limit).offset(page.offset).execute();
}

export async function countSearch(db: DbOrTrx, terms: QueryTerms, filter: ProductFilter): Promise<number> {
  const row = await matching(db, terms)
    .where(filterWhere(filter))
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
