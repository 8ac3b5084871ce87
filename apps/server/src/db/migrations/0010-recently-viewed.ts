import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../dialect';
import { createTable, schemaKit } from './table-spec';

/**
 * What brings a shopper back (modules/discovery):
 * - recently_viewed: one row per (shopper, product); a new view replaces the row, so the row id
 *   orders views newest first, and (user_id, id) pages and trims them from the index;
 * - order_items (product_id, order_id): the latest orders holding a product, read from the index
 *   alone, for "bought together".
 */
export function recentlyViewed(dialect: DialectName): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await createTable(db, schemaKit(db, dialect), 'recently_viewed', {
        columns: {
          user_id: { ref: 'users', onDelete: 'cascade' },
          product_id: { ref: 'products', onDelete: 'cascade' },
          createtime: 'time',
        },
        unique: [['user_id', 'product_id']],
        indexes: [['user_id', 'id']],
      });
      await db.schema
        .createIndex('order_items_product_id_order_id_idx')
        .on('order_items')
        .columns(['product_id', 'order_id'])
        .execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('order_items_product_id_order_id_idx').ifExists().execute();
      await db.schema.dropTable('recently_viewed').ifExists().execute();
    },
  };
}
