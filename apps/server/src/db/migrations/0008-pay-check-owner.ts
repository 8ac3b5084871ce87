import type { Kysely, Migration } from 'kysely';

/**
 * Payment-code checks in flight, counted apart from wrong codes, and who reserved the latest and
 * when: a check cut off by a crash must never count as a wrong code. With several instances, a
 * starting instance releases only the checks its own previous run left behind, not the ones
 * other instances are running right now; checks older than any check could take are released by
 * whoever meets them.
 */
export function payCheckOwner(): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('users')
        .addColumn('pay_checks_pending', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('users')
        .addColumn('pay_checked_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('users')
        .addColumn('pay_checked_by', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      await db.schema.alterTable('users').dropColumn('pay_checked_by').execute();
      await db.schema.alterTable('users').dropColumn('pay_checked_at').execute();
      await db.schema.alterTable('users').dropColumn('pay_checks_pending').execute();
    },
  };
}
