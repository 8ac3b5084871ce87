import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../dialect';
import { createTable, schemaKit } from './table-spec';

/**
 * Web Push and the per-SKU price alert:
 * - push_subscriptions: one row per browser endpoint (unique), owned by the shopper who last
 *   subscribed it, with the browser's ECDH public key (p256dh) and auth secret (base64url), as
 *   the browser's PushSubscription gives them (modules/push);
 * - favourite_sku_prices: each SKU's price (cents) when its product was favourited or the SKU's
 *   drop last announced, so a drop of any SKU is announced once, filled now for the favourites
 *   there are. The VAPID key pair generated when none is configured is kept in `settings`
 *   (push_vapid_public_key / push_vapid_private_key), which needs no schema.
 */
export function pushSubscriptions(dialect: DialectName): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      const kit = schemaKit(db, dialect);
      await createTable(db, kit, 'push_subscriptions', {
        columns: {
          user_id: { ref: 'users', onDelete: 'cascade' },
          endpoint: 'text',
          p256dh: 'text',
          auth: 'text',
          createtime: 'time',
          updatetime: 'time',
        },
        unique: [['endpoint']],
        indexes: [['user_id']],
      });
      await createTable(db, kit, 'favourite_sku_prices', {
        columns: {
          favourite_id: { ref: 'favourites', onDelete: 'cascade' },
          sku_id: { ref: 'product_skus', onDelete: 'cascade' },
          price: 'cents',
        },
        unique: [['favourite_id', 'sku_id']],
        indexes: [['sku_id']],
      });
      await sql`insert into favourite_sku_prices (favourite_id, sku_id, price)
        select favourites.id, product_skus.id, product_skus.price
        from favourites join product_skus on product_skus.product_id = favourites.product_id`.execute(db);
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      await db.schema.dropTable('favourite_sku_prices').ifExists().execute();
      await db.schema.dropTable('push_subscriptions').ifExists().execute();
    },
  };
}
