import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The units of a flash item one shopper holds (the per-shopper limit, counted at each flash checkout) are found
 * from the shopper's orders, each looked up by order and flash item here, instead of walking every line of the
 * item (which grows with the units sold). Partial: only lines bought at a flash price are indexed.
 */
export function flashUnitsByShopper(): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createIndex('order_items_order_id_flash_item_id_idx')
        .on('order_items')
        .columns(['order_id', 'flash_item_id'])
        .where(sql.ref('flash_item_id'), 'is not', null)
        .execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('order_items_order_id_flash_item_id_idx').ifExists().execute();
    },
  };
}
