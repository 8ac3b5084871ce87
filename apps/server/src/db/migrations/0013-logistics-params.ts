import type { Kysely, Migration } from 'kysely';

/**
 * Tracking lines the server writes (e.g. "Shipped by …") store their message key in `text` and
 * its parameters here, so each reader sees them in the language of the request, as
 * notifications do; lines an operator typed keep params '' and show as typed.
 */
export function logisticsParams(): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('order_logistics')
        .addColumn('params', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      await db.schema.alterTable('order_logistics').dropColumn('params').execute();
    },
  };
}
