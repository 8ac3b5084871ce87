import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../dialect';

/**
 * Alerts on favourites (notification/favourite-alerts.ts):
 * - favourites.alert_price: the product's price (cents) when favourited or last announced, so a
 *   drop is announced once; alert_in_stock: 0 once the product was seen sold out, so coming back
 *   is announced once;
 * - users.alert_price_drop / alert_back_in_stock: the shopper's switches (1 on, the default).
 */
export function favouriteAlerts(_dialect: DialectName): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('favourites')
        .addColumn('alert_price', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('favourites')
        .addColumn('alert_in_stock', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await sql`update favourites set
        alert_price = (select price from products where products.id = favourites.product_id),
        alert_in_stock = (select case when stock > 0 then 1 else 0 end from products where products.id = favourites.product_id)`.execute(
        db,
      );
      for (const column of ['alert_price_drop', 'alert_back_in_stock']) {
        await db.schema
          .alterTable('users')
          .addColumn(column, 'integer', (c) => c.notNull().defaultTo(1))
          .execute();
      }
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      for (const column of ['alert_back_in_stock', 'alert_price_drop']) {
        await db.schema.alterTable('users').dropColumn(column).execute();
      }
      await db.schema.alterTable('favourites').dropColumn('alert_in_stock').execute();
      await db.schema.alterTable('favourites').dropColumn('alert_price').execute();
    },
  };
}
