import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../dialect';

/**
 * Notifications store message keys in title/content and their parameters here, so that each
 * reader sees them in the language of the request (rows written as plain text keep params '').
 */
export function notificationParams(_dialect: DialectName): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('notifications')
        .addColumn('params', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      await db.schema.alterTable('notifications').dropColumn('params').execute();
    },
  };
}
