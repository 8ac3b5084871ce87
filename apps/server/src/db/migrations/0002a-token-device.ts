import type { Kysely, Migration } from 'kysely';

/** The device a shopper signed in from, shown on the /security screen's session list. */
export function tokenDevice(): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('user_tokens')
        .addColumn('device', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      await db.schema.alterTable('user_tokens').dropColumn('device').execute();
    },
  };
}
