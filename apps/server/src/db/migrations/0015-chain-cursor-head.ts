import type { Kysely, Migration } from 'kysely';

/**
 * chain_cursors.head: the newest block the network's watcher saw in its last round, so a shopper's
 * list of deposits can tell each one's confirmations (head − block + 1) without asking the chain.
 * 0 until the first round after this migration.
 */
export function chainCursorHead(): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('chain_cursors')
        .addColumn('head', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      await db.schema.alterTable('chain_cursors').dropColumn('head').execute();
    },
  };
}
