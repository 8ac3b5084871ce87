import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../dialect';
import { createTable, schemaKit } from './table-spec';

/**
 * The client addresses each shopper has proved to be theirs (a right password, a sign-up, a code
 * from their mailbox), so that a stranger's failed sign-ins or mailed-code requests elsewhere do
 * not lock the owner out; and the account a failed sign-in was for, so that its email, mobile and
 * username share one budget.
 */
export function accountAddresses(dialect: DialectName): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await createTable(db, schemaKit(db, dialect), 'account_addresses', {
        columns: {
          user_id: { ref: 'users', onDelete: 'cascade' },
          ip: 'text',
          last_seen: 'time',
        },
        unique: [['user_id', 'ip']],
      });
      await db.schema.alterTable('login_attempts').addColumn('user_id', 'integer').execute();
      await db.schema
        .createIndex('login_attempts_scope_user_id_createtime_idx')
        .on('login_attempts')
        .columns(['scope', 'user_id', 'createtime'])
        .execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('login_attempts_scope_user_id_createtime_idx').execute();
      await db.schema.alterTable('login_attempts').dropColumn('user_id').execute();
      await db.schema.dropTable('account_addresses').ifExists().execute();
    },
  };
}
