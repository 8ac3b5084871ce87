import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../../dialect';
import { insertTermRows, termRows } from './terms';

/**
 * Catalog search and browsing at scale:
 * - product_terms(term, product_id, weight): our own inverted index, so search runs the same
 *   SQL with the same results on SQLite and PostgreSQL (see modules/catalog/search; the backfill
 *   uses its own frozen copy of the tokenizer, terms.ts);
 * - an index for every filter + sort the catalog serves (category, shop, price, new, explore);
 * - a backfill of the terms of products that already exist.
 */

// [table, columns] — names follow table-spec: <table>_<cols>_idx.
const INDEXES: [string, string[]][] = [
  ['products', ['status', 'sort', 'id']],
  ['products', ['status', 'category_id', 'sort']],
  // Price ranges with any sort: the page's ids come from these covering indexes alone
  // (modules/catalog/repository.ts pages ids first, then reads 20 rows).
  ['products', ['status', 'price', 'sales', 'createtime', 'sort']],
  ['products', ['status', 'category_id', 'price', 'sales', 'createtime', 'sort']],
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

// The explore feed's lanes (modules/catalog/explore.ts): expression indexes, written the same on
// both databases; the query must spell the expression with the literal 3 to use them.
const LANE_INDEXES: [string, string][] = [
  ['products_lane_new_idx', 'createtime, id'],
  ['products_lane_hot_idx', 'sales, id'],
  ['products_lane_rated_idx', 'favorable_rate, product_score, id'],
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
    await insertTermRows(db, products.flatMap(termRows));
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
      if (dialect === 'postgres') {
        // PostgreSQL keeps rows apart from the primary key: this covering index lets a term's
        // (product_id, weight) come from an index-only scan. SQLite's clustered key already does.
        await db.schema
          .createIndex('product_terms_lookup_idx')
          .on('product_terms')
          .columns(['term', 'product_id', 'weight'])
          .execute();
      }
      for (const [table, columns] of INDEXES) {
        await db.schema
          .createIndex(`${table}_${columns.join('_')}_idx`)
          .on(table)
          .columns(columns)
          .execute();
      }
      for (const [name, columns] of LANE_INDEXES) {
        await sql`create index ${sql.id(name)} on products ((id % 3), status, ${sql.raw(columns)})`.execute(db);
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
      for (const [name] of LANE_INDEXES) await db.schema.dropIndex(name).ifExists().execute();
      await db.schema.dropIndex('product_terms_lookup_idx').ifExists().execute();
      await db.schema.dropTable('product_terms').ifExists().execute();
    },
  };
}
