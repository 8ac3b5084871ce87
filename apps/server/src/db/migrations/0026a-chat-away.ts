import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../dialect';
import { createTable, schemaKit } from './table-spec';

/**
 * A shop's away message (modules/chat/away.ts): one row per shop that has set one. While `enabled`,
 * a shopper's first message of a day in a conversation is answered with `text` by the system.
 */
export function chatAway(dialect: DialectName): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      const kit = schemaKit(db, dialect);
      await createTable(db, kit, 'chat_away', {
        columns: {
          shop_id: { ref: 'shops', onDelete: 'cascade' },
          enabled: 'bool',
          text: 'text',
          updatetime: 'time',
        },
        unique: [['shop_id']],
      });
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      await db.schema.dropTable('chat_away').ifExists().execute();
    },
  };
}
