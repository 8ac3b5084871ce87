import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../dialect';
import { createTable, schemaKit } from './table-spec';

/**
 * Vouchers (modules/voucher):
 * - vouchers: a shop's (`shop_id`), the platform's or a shipping voucher (`shop_id` null); `value`
 *   is cents for `amount` and a whole percent for `percent`; `collected` is raised by a conditional
 *   UPDATE (`collected < total`) in the collecting transaction, so `total` holds under any concurrency;
 *   `titles` holds the title per language (JSON, may be empty: `title` then);
 * - user_vouchers: one row per collected voucher, `unused` or `used` (expired is computed), with the
 *   checkout (`pay_sn`) and the first order it was spent on;
 * - order_vouchers: what each voucher took off each order (a platform voucher has one row per order
 *   of its checkout), read by settlement, refunds of vouchers on cancel and the console's sums.
 */
export function vouchers(dialect: DialectName): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      const kit = schemaKit(db, dialect);
      await createTable(db, kit, 'vouchers', {
        columns: {
          scope: 'text',
          shop_id: { ref: 'shops', onDelete: 'cascade', nullable: true },
          title: 'text',
          titles: 'json{}',
          kind: 'text',
          value: 'cents',
          max_discount: 'cents?',
          min_spend: 'cents',
          starts_at: 'time',
          ends_at: 'time',
          total: 'int',
          collected: 'int',
          per_user: 'int:1',
          stopped: 'bool',
          admin_id: 'int',
          createtime: 'time',
          updatetime: 'time',
        },
        indexes: [['scope', 'ends_at'], ['shop_id']],
      });
      await createTable(db, kit, 'user_vouchers', {
        columns: {
          user_id: { ref: 'users', onDelete: 'cascade' },
          voucher_id: { ref: 'vouchers', onDelete: 'cascade' },
          status: 'text:unused',
          order_id: 'int?',
          pay_sn: 'text',
          createtime: 'time',
          usetime: 'time',
        },
        indexes: [
          ['user_id', 'status'],
          ['voucher_id', 'user_id'],
        ],
      });
      await createTable(db, kit, 'order_vouchers', {
        columns: {
          order_id: { ref: 'orders', onDelete: 'cascade' },
          user_voucher_id: { ref: 'user_vouchers', onDelete: 'cascade' },
          voucher_id: 'int',
          scope: 'text',
          amount: 'cents',
          createtime: 'time',
        },
        unique: [['order_id', 'user_voucher_id']],
        indexes: [['user_voucher_id'], ['voucher_id']],
      });
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      await db.schema.dropTable('order_vouchers').ifExists().execute();
      await db.schema.dropTable('user_vouchers').ifExists().execute();
      await db.schema.dropTable('vouchers').ifExists().execute();
    },
  };
}
