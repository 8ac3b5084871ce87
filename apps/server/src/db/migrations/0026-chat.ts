import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../dialect';
import { createTable, schemaKit } from './table-spec';

/**
 * Chat between a shopper and a shop (modules/chat):
 * - chat_conversations: one per shopper and shop. `last_seq` is raised in the transaction that
 *   writes a message, so the row lock hands out 1, 2, 3 … without gaps whichever instance writes;
 *   `shopper_read_seq` / `shop_read_seq` are each side's read position; `started_by`,
 *   `started_at` and `first_reply_at` feed the shop's response rate; `shopper_notified_at` holds
 *   off a second offline notice;
 * - chat_messages: `seq` unique per conversation, and (conversation, sender, client_id) unique so
 *   a send repeated by the client is answered with the first message.
 */
export function chat(dialect: DialectName): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      const kit = schemaKit(db, dialect);
      await createTable(db, kit, 'chat_conversations', {
        columns: {
          user_id: { ref: 'users', onDelete: 'cascade' },
          shop_id: { ref: 'shops', onDelete: 'cascade' },
          last_seq: 'int',
          shopper_read_seq: 'int',
          shop_read_seq: 'int',
          started_by: 'text',
          started_at: 'time',
          first_reply_at: 'time',
          shopper_notified_at: 'time',
          createtime: 'time',
          updatetime: 'time',
        },
        unique: [['user_id', 'shop_id']],
        indexes: [
          ['user_id', 'updatetime'],
          ['shop_id', 'updatetime'],
        ],
      });
      await createTable(db, kit, 'chat_messages', {
        columns: {
          conversation_id: { ref: 'chat_conversations', onDelete: 'cascade' },
          seq: 'int',
          sender: 'text',
          sender_id: 'int',
          type: 'text',
          text: 'text',
          image: 'text',
          product_id: 'int?',
          order_id: 'int?',
          client_id: 'text',
          createtime: 'time',
        },
        unique: [
          ['conversation_id', 'seq'],
          ['conversation_id', 'sender', 'client_id'],
        ],
      });
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      await db.schema.dropTable('chat_messages').ifExists().execute();
      await db.schema.dropTable('chat_conversations').ifExists().execute();
    },
  };
}
