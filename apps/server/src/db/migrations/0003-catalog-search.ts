import { sql, type Kysely, type Migration } from 'kysely';
import { insertTermRows, productTermRows } from '../../modules/catalog/search/product-terms';
import type { DialectName } from '../dialect';

/**
 * Catalog search and browsing at scale:
 * - product_terms(term, product_id, weight): our own inverted index, so search runs the same
 *   SQL with the same results on SQLite and PostgreSQL (see modules/catalog/search);
 * - an index for every filter + sort the catalog serves (category, shop, price, new, explore);
 * - a backfill of the terms of products that already exist.
 */

// [table, columns] — names follow table-spec: <table>_<cols>_idx.
const INDEXES: [string, string[]][] = [
  ['products', ['status', 'sort', 'id']],
  ['products', ['status', 'category_id', 'sort']],
  ['products', ['status', 'category_id', 'price']],
  ['products', ['status', 'category_id', 'createtime']],
  ['products', ['status', 'favorable_rate', 'product_score']],
  ['products', ['shop_id', 'status', 'sort']],
  ['products', ['shop_id', 'status', 'sales']],
  ['products', ['shop_id', 'status', 'price']],
  ['products', ['shop_id', 'status', 'createtime']],
  ['shops', ['status', 'sort']],
  ['shops', ['status', 'createtime']],
  ['reviews', ['product_id', 'status', 'createtime']],
  ['favourites', ['product_id']],
];

const BACKFILL_BATCH = 1000;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations never use the current Database type
async function backfillTerms(db: Kysely<any>): Promise<void> {
  let after = 0;
  for (;;) {
    const products = await db
      .selectFrom('products')
      .select(['id', 'title', 'title_i18n', 'content'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BACKFILL_BATCH)
      .execute();
    if (!products.length) return;
    await insertTermRows(
      db,
      products.flatMap((p) => productTermRows(p.id, p)),
    );
    after = products[products.length - 1]!.id;
  }
}

export function catalogSearch(dialect: DialectName): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      // The primary key (term, product_id) is the lookup index; SQLite stores it clustered.
      await db.schema
        .createTable('product_terms')
        .addColumn('term', 'text', (c) => c.notNull())
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('weight', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('product_terms_pk', ['term', 'product_id'])
        .$call((b) => (dialect === 'sqlite' ? b.modifyEnd(sql`without rowid`) : b))
        .execute();
      await db.schema.createIndex('product_terms_product_id_idx').on('product_terms').column('product_id').execute();
      for (const [table, columns] of INDEXES) {
        await db.schema
          .createIndex(`${table}_${columns.join('_')}_idx`)
          .on(table)
          .columns(columns)
          .execute();
      }
      await backfillTerms(db);
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      for (const [table, columns] of INDEXES)
        await db.schema
          .dropIndex(`${table}_${columns.join('_')}_idx`)
          .ifExists()
          .execute();
      await db.schema.dropTable('product_terms').ifExists().execute();
    },
  };
}
