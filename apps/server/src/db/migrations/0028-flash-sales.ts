import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../dialect';
import { createTable, schemaKit } from './table-spec';

/**
 * Flash sales (modules/flash):
 * - flash_sessions: a window (`starts_at` ≤ now < `ends_at`) in which its items sell at their flash price;
 *   sessions never overlap (checked on save);
 * - flash_items: one SKU (`sku_id`, 0 for a product without specs) of a session, at `flash_price` cents,
 *   `flash_stock` units offered of which `sold` are in orders not cancelled. `sold` is raised by a
 *   conditional UPDATE (`sold + q <= flash_stock`) in the order's transaction, so the stock holds under
 *   any concurrency; `shop_id` is the product's, for the console's merchant scope;
 * - sku_price_history: a SKU's price (`sku_id` 0: a product without specs) from `createtime` on, written
 *   whenever a price is set or changed, so a flash price is checked against the lowest of the last 30 days;
 * - order_items.flash_item_id: the flash item a line was bought at (null: the normal price), for the
 *   per-shopper limit, the units a cancelled order gives back and the conservation checks.
 */
export function flashSales(dialect: DialectName): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      const kit = schemaKit(db, dialect);
      await createTable(db, kit, 'flash_sessions', {
        columns: {
          title: 'text',
          starts_at: 'time',
          ends_at: 'time',
          admin_id: 'int',
          createtime: 'time',
          updatetime: 'time',
        },
        indexes: [['starts_at'], ['ends_at']],
      });
      await createTable(db, kit, 'flash_items', {
        columns: {
          session_id: { ref: 'flash_sessions', onDelete: 'cascade' },
          product_id: { ref: 'products', onDelete: 'cascade' },
          sku_id: 'int',
          shop_id: 'int',
          flash_price: 'cents',
          flash_stock: 'int',
          sold: 'int',
          per_user_limit: 'int:1',
          createtime: 'time',
          updatetime: 'time',
        },
        unique: [['session_id', 'product_id', 'sku_id']],
        indexes: [['product_id'], ['shop_id', 'session_id']],
      });
      await createTable(db, kit, 'sku_price_history', {
        columns: {
          product_id: { ref: 'products', onDelete: 'cascade' },
          sku_id: 'int',
          price: 'cents',
          createtime: 'time',
        },
        indexes: [['product_id', 'sku_id', 'createtime']],
      });
      await db.schema.alterTable('order_items').addColumn('flash_item_id', 'integer').execute();
      await db.schema.createIndex('order_items_flash_item_id_idx').on('order_items').column('flash_item_id').execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('order_items_flash_item_id_idx').ifExists().execute();
      await db.schema.alterTable('order_items').dropColumn('flash_item_id').execute();
      await db.schema.dropTable('sku_price_history').ifExists().execute();
      await db.schema.dropTable('flash_items').ifExists().execute();
      await db.schema.dropTable('flash_sessions').ifExists().execute();
    },
  };
}
