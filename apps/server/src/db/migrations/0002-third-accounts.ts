import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../dialect';
import { createTable, schemaKit } from './table-spec';

/** thirdlogin: which shopper a platform's openid signs in as (one shopper may link several). */
export function thirdAccounts(dialect: DialectName): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await createTable(db, schemaKit(db, dialect), 'user_third_accounts', {
        columns: {
          platform: 'text',
          openid: 'text',
          user_id: { ref: 'users', onDelete: 'cascade' },
          createtime: 'time',
        },
        unique: [['platform', 'openid']],
        indexes: [['user_id']],
      });
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      await db.schema.dropTable('user_third_accounts').ifExists().execute();
    },
  };
}
