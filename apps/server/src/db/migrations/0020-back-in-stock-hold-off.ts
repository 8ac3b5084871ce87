import type { Kysely, Migration } from 'kysely';

/**
 * The hold-off of "back in stock" (notification/back-in-stock.ts), per product, in unix seconds:
 * - products.sold_out_at: when it last ran out (0 while in stock or after a shop's restock), so
 *   stock given back by a cancellation soon after counts as news only once the hold-off has passed;
 * - products.back_in_stock_at: when its return to stock was last announced (0: never), so it is
 *   announced at most once per hold-off.
 */
const COLUMNS = ['sold_out_at', 'back_in_stock_at'] as const;

export function backInStockHoldOff(): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      for (const column of COLUMNS) {
        await db.schema
          .alterTable('products')
          .addColumn(column, 'bigint', (c) => c.notNull().defaultTo(0))
          .execute();
      }
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      for (const column of [...COLUMNS].reverse()) {
        await db.schema.alterTable('products').dropColumn(column).execute();
      }
    },
  };
}
